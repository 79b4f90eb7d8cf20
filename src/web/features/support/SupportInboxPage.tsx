import { Link, useSearchParams } from 'react-router';
import {
  Anchor,
  Badge,
  Checkbox,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AdminTicketSummary, SupportTicketStatusValue } from '#contracts/support';
import { pagesNeeded } from '#domain/pagination';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { QueueTabs } from '../../components/QueueTabs';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/useFormSubmit';
import { RequireAdmin } from '../../lib/RequireAdmin';
import { inboxLabels, isStatus, statusColors, statuses, toSupport } from './labels';
import { useInbox } from './support-api';

export function SupportInboxRoute() {
  return (
    <RequireAdmin wayOut={toSupport}>
      <SupportInboxPage />
    </RequireAdmin>
  );
}

const emptyText: Record<SupportTicketStatusValue, string> = {
  open: 'No request is waiting for an answer.',
  waiting: 'No answered request is waiting for the person.',
  solved: 'No solved requests yet.',
};

/** /admin/support: requests by status, the ones waiting longest first. */
function SupportInboxPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('status');
  const status: SupportTicketStatusValue = isStatus(tab) ? tab : 'open';
  const mine = params.get('mine') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useInbox(status, mine, page);
  const counts = list.data?.counts;
  const go = (next: { status?: SupportTicketStatusValue; mine?: boolean; page?: number }) => {
    const query: Record<string, string> = { status: next.status ?? status };
    if (next.mine ?? mine) query.mine = '1';
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Support inbox</Title>
        <Text c="dimmed">
          Requests from the contact form. Answer the open ones; a reply e-mails the person and waits
          for them.
        </Text>
        <Checkbox
          label="Only requests assigned to me"
          checked={mine}
          onChange={(e) => go({ mine: e.currentTarget.checked })}
        />
        <QueueTabs
          value={status}
          keys={statuses}
          labels={inboxLabels}
          counts={counts}
          onChange={(s) => go({ status: s })}
        >
          <Stack gap="sm">
            {list.isPending && (
              <Skeleton height={72} radius="md" role="status" aria-label="Loading requests" />
            )}
            {list.isError && (
              <LoadError
                title="The requests could not be loaded"
                message={errorMessage(list.error)}
                onRetry={() => void list.refetch()}
              />
            )}
            {list.data && list.data.items.length === 0 && <EmptyState text={emptyText[status]} />}
            {list.data && list.data.items.length > 0 && (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.data.items.map((item) => (
                  <InboxRow key={item.id} item={item} />
                ))}
              </Stack>
            )}
            {list.data && (
              <PagePicker
                total={pagesNeeded(list.data.total, list.data.pageSize)}
                value={page}
                onChange={(p) => go({ page: p })}
                label="Request pages"
              />
            )}
          </Stack>
        </QueueTabs>
      </Stack>
    </Container>
  );
}

function InboxRow({ item }: { item: AdminTicketSummary }) {
  const who = item.requester.name ?? item.requester.email ?? 'Unknown';
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/admin/support/${item.id}`} fw={600}>
            {item.subject}
          </Anchor>
          <Text size="sm">
            {who}
            {item.requester.userId ? '' : ' (guest)'} · {item.referenceId}
          </Text>
          <Text size="sm" c="dimmed">
            Last activity {formatDateTime(item.lastMessageAt)} ·{' '}
            {item.assignedAdmin
              ? `assigned to ${item.assignedAdmin.name ?? 'an admin'}`
              : 'not assigned'}
          </Text>
        </Stack>
        {item.status === 'open' && !item.lastFromStaff ? (
          <Badge variant="filled" radius="sm" color="red.9">
            Needs an answer
          </Badge>
        ) : (
          <Badge variant="filled" radius="sm" color={statusColors[item.status]}>
            {inboxLabels[item.status]}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
