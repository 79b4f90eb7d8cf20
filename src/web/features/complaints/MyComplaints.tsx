import { Badge, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MyComplaint } from '#contracts/complaints';
import { complaintCategoryLabels } from '#domain/complaints';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { formatDateTime } from '../../lib/format';
import { myComplaintsQuery } from '../../lib/queries/complaints';
import { errorMessage } from '../../lib/useFormSubmit';
import { StatusBadge } from './StatusBadge';

/** The person's complaints, each with its status and our team's replies (plain text only). */
export function MyComplaints() {
  const list = useQuery(myComplaintsQuery());
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-complaints-title">
      <Title order={2} size="h3" id="my-complaints-title">
        My complaints
      </Title>
      {list.isPending && (
        <Skeleton height={96} radius="md" role="status" aria-label="Loading your complaints" />
      )}
      {list.isError && (
        <LoadError
          title="Your complaints could not be loaded"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && list.data.items.length === 0 && (
        <EmptyState text="You have not filed any complaint." />
      )}
      {list.data?.items.map((c) => (
        <ComplaintCard key={c.id} complaint={c} />
      ))}
    </Stack>
  );
}

function ComplaintCard({ complaint: c }: { complaint: MyComplaint }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Complaint ${c.referenceId}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>Reference {c.referenceId}</Text>
          <StatusBadge status={c.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {[
            c.chef?.name,
            complaintCategoryLabels[c.category],
            `filed ${formatDateTime(c.createdAt)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {/* Rendered as text, never as HTML: whatever was typed shows as typed. */}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.content}</Text>
        {c.photoUrls.length > 0 && (
          <Group gap="xs">
            {c.photoUrls.map((url, i) => (
              <Image
                key={url}
                src={url}
                alt={`Photo ${i + 1} of complaint ${c.referenceId}`}
                w={96}
                h={96}
                radius="sm"
                fit="cover"
              />
            ))}
          </Group>
        )}
        {c.replies.length > 0 && (
          <Stack gap="xs" mt="xs">
            {c.replies.map((r) => (
              <Paper key={r.id} bg="var(--mantine-color-gray-light)" p="sm" radius="sm">
                <Group gap="xs" mb={4}>
                  <Badge variant="light" color={r.fromStaff ? 'blue' : 'gray'} radius="sm">
                    {r.fromStaff ? 'Potluck team' : 'You'}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(r.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.body}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
