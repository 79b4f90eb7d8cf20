import { Link, useSearchParams } from 'react-router';
import {
  Anchor,
  Avatar,
  Badge,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ApprovalQueue, ApprovalSummary } from '#contracts/approvals';
import { pagesNeeded } from '#domain/pagination';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { QueueTabs } from '../../components/QueueTabs';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/useFormSubmit';
import { useApprovalList } from './approvals-api';
import { applicantName, isQueue, kindLabels, queueColors, queueLabels, queues } from './labels';
import { RequireAdmin } from '../../lib/RequireAdmin';

export function ApprovalsRoute() {
  return (
    <RequireAdmin>
      <ApprovalsPage />
    </RequireAdmin>
  );
}

const emptyText: Record<ApprovalQueue, string> = {
  submitted: 'No applications are waiting for a decision.',
  onboarding: 'Nobody is in the middle of onboarding.',
  approved: 'No approved applications yet.',
  rejected: 'No rejected applications.',
};

/** The admin's approval console: applications by state, oldest submission first. */
function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const queue: ApprovalQueue = isQueue(tab) ? tab : 'submitted';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApprovalList(queue, page);
  const counts = list.data?.counts;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Approvals</Title>
          <Anchor component={Link} to="/admin/actions">
            Admin actions log
          </Anchor>
        </Group>
        <Text c="dimmed">
          Chefs&apos; applications to sell on Potluck. Decide each submitted one within 48 hours.
        </Text>
        <QueueTabs
          value={queue}
          keys={queues}
          labels={queueLabels}
          counts={counts}
          onChange={(q) => setParams({ tab: q })}
        >
          <Stack gap="sm">
            {list.isPending && <ListSkeleton />}
            {list.isError && (
              <LoadError
                title="The applications could not be loaded"
                message={errorMessage(list.error)}
                onRetry={() => void list.refetch()}
              />
            )}
            {list.data && list.data.items.length === 0 && <EmptyState text={emptyText[queue]} />}
            {list.data?.items.map((item) => (
              <ApplicationRow key={item.chefId} item={item} queue={queue} />
            ))}
            {list.data && (
              <PagePicker
                total={pagesNeeded(list.data.total, list.data.pageSize)}
                value={page}
                onChange={(p) => setParams({ tab: queue, page: String(p) })}
                label="Application pages"
              />
            )}
          </Stack>
        </QueueTabs>
      </Stack>
    </Container>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading applications">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}

function ApplicationRow({ item, queue }: { item: ApprovalSummary; queue: ApprovalQueue }) {
  const name = applicantName(item);
  const when =
    queue === 'submitted'
      ? item.submittedAt && `Submitted ${formatDateTime(item.submittedAt)}`
      : queue === 'onboarding'
        ? item.applyDate && `Applied ${formatDateTime(item.applyDate)}`
        : item.decidedAt && `Decided ${formatDateTime(item.decidedAt)}`;
  return (
    <Paper withBorder radius="md" p="md">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={item.logoUrl} alt="" radius="md" size="lg">
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/admin/approvals/${item.chefId}`} fw={600}>
            {name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[
              item.businessName && item.name ? item.name : null,
              item.producerKind ? kindLabels[item.producerKind] : null,
              `${item.productsCount} ${item.productsCount === 1 ? 'product' : 'products'}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {when && <Text size="sm">{when}</Text>}
        </Stack>
        <Badge variant="filled" radius="sm" color={queueColors[queue]}>
          {queueLabels[queue]}
        </Badge>
      </Group>
    </Paper>
  );
}
