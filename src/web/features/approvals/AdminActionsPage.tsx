import { Link, useSearchParams } from 'react-router';
import {
  Anchor,
  Badge,
  Container,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { pagesNeeded } from '#domain/pagination';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/useFormSubmit';
import { useAdminActions } from './approvals-api';
import { actionLabels, applicantName } from './labels';
import { RequireAdmin } from '../../lib/RequireAdmin';

export function AdminActionsRoute() {
  return (
    <RequireAdmin>
      <AdminActionsPage />
    </RequireAdmin>
  );
}

/** Every admin decision: who, when, what, on whom and why. */
function AdminActionsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const actions = useAdminActions(page);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Admin actions</Title>
          <Anchor component={Link} to="/admin/approvals">
            Back to approvals
          </Anchor>
        </Group>
        {actions.isPending && (
          <Skeleton height={200} radius="md" role="status" aria-label="Loading admin actions" />
        )}
        {actions.isError && (
          <LoadError
            title="The admin actions could not be loaded"
            message={errorMessage(actions.error)}
            onRetry={() => void actions.refetch()}
          />
        )}
        {actions.data && actions.data.items.length === 0 && (
          <EmptyState text="No admin actions yet." />
        )}
        {actions.data && actions.data.items.length > 0 && (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Caption>Most recent first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">When</Table.Th>
                  <Table.Th scope="col">Admin</Table.Th>
                  <Table.Th scope="col">Action</Table.Th>
                  <Table.Th scope="col">Applicant</Table.Th>
                  <Table.Th scope="col">Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {actions.data.items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{formatDateTime(a.createdAt)}</Table.Td>
                    <Table.Td>{a.admin.name ?? a.admin.email}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="filled"
                        radius="sm"
                        color={a.action === 'chef.approve' ? 'teal.9' : 'red.9'}
                      >
                        {actionLabels[a.action]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {a.subject ? (
                        <Anchor component={Link} to={`/admin/approvals/${a.subject.id}`}>
                          {applicantName(a.subject)}
                        </Anchor>
                      ) : (
                        <Text size="sm">A guest</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{a.reason ?? '—'}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {actions.data && (
          <PagePicker
            total={pagesNeeded(actions.data.total, actions.data.pageSize)}
            value={page}
            onChange={(p) => setParams({ page: String(p) })}
            label="Admin action pages"
          />
        )}
      </Stack>
    </Container>
  );
}
