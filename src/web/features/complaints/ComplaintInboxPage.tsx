import { Link, useSearchParams } from 'react-router';
import {
  Anchor,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  Container,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminComplaintSummary } from '#contracts/complaints';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUSES,
  complaintCategoryLabels,
  complaintStatusLabels,
  type ComplaintCategory,
  type ComplaintStatus,
} from '#domain/complaints';
import { pagesNeeded } from '#domain/pagination';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { formatDateTime } from '../../lib/format';
import { inboxQuery } from '../../lib/queries/complaints';
import { errorMessage } from '../../lib/useFormSubmit';
import { RequireAdmin } from '../../lib/RequireAdmin';
import { StatusBadge } from './StatusBadge';

export function ComplaintInboxRoute() {
  return (
    <RequireAdmin>
      <ComplaintInboxPage />
    </RequireAdmin>
  );
}

const isStatus = (v: string | null): v is ComplaintStatus =>
  (COMPLAINT_STATUSES as readonly string[]).includes(v ?? '');
const isCategory = (v: string | null): v is ComplaintCategory =>
  (COMPLAINT_CATEGORIES as readonly string[]).includes(v ?? '');

/** /admin/complaints: the queue, open work first, filtered by status and category. */
function ComplaintInboxPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const categoryParam = params.get('category');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const category = isCategory(categoryParam) ? categoryParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(inboxQuery({ status, category, page }));
  const counts = list.data?.counts;

  const setFilter = (key: 'status' | 'category', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Complaints</Title>
        {counts && (
          <Text aria-live="polite">
            {COMPLAINT_STATUSES.map((s) => `${complaintStatusLabels[s]}: ${counts[s]}`).join(' · ')}
          </Text>
        )}
        <Group grow align="flex-end">
          <Select
            label="Status"
            data={[
              { value: '', label: 'All statuses' },
              ...COMPLAINT_STATUSES.map((s) => ({
                value: s,
                label: counts
                  ? `${complaintStatusLabels[s]} (${counts[s]})`
                  : complaintStatusLabels[s],
              })),
            ]}
            value={status ?? ''}
            onChange={(v) => setFilter('status', v)}
            allowDeselect={false}
          />
          <Select
            label="Category"
            data={[
              { value: '', label: 'All categories' },
              ...COMPLAINT_CATEGORIES.map((c) => ({ value: c, label: complaintCategoryLabels[c] })),
            ]}
            value={category ?? ''}
            onChange={(v) => setFilter('category', v)}
            allowDeselect={false}
          />
        </Group>
        {list.isPending && (
          <Skeleton height={160} radius="md" role="status" aria-label="Loading complaints" />
        )}
        {list.isError && (
          <LoadError
            title="The complaints could not be loaded"
            message={errorMessage(list.error)}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && list.data.items.length === 0 && (
          <EmptyState text="No complaints match these filters." />
        )}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data?.items.map((item) => (
            <li key={item.id}>
              <InboxRow item={item} />
            </li>
          ))}
        </Stack>
        {list.data && (
          <PagePicker
            total={pagesNeeded(list.data.total, list.data.pageSize)}
            value={page}
            onChange={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
            label="Complaint pages"
          />
        )}
      </Stack>
    </Container>
  );
}

function InboxRow({ item }: { item: AdminComplaintSummary }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={`/admin/complaints/${item.id}`} fw={700}>
            {item.referenceId} · {complaintCategoryLabels[item.category]}
          </Anchor>
          <StatusBadge status={item.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {[
            item.chefName && `About ${item.chefName}`,
            item.complainerName && `from ${item.complainerName}`,
            formatDateTime(item.createdAt),
            item.assignedToMe
              ? 'assigned to you'
              : item.assignedAdminName
                ? `assigned to ${item.assignedAdminName}`
                : 'unassigned',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {item.excerpt}
        </Text>
      </Stack>
    </Paper>
  );
}
