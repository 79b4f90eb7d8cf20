import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { listDevPhone } from '#contracts/endpoints/devphone';
import type { DevPhoneEntry } from '#contracts/phone';
import { DevOutboxFrame, OutboxEntryCard } from '../../components/DevOutboxFrame';
import { call } from '../../lib/api';

// Dark shades: the small white badge text keeps a 4.5:1 contrast (Mantine's green.9 does not).
const channelBadge = {
  voice: { label: 'Call', color: 'indigo.9' },
  sms: { label: 'Text', color: 'teal.9' },
} as const;

const statusBadge = {
  sent: { label: 'Sent', color: '#1b5e20' },
  queued: { label: 'Queued', color: 'gray.8' },
  failed: { label: 'Failed', color: 'red.9' },
} as const;

/** /dev/phone: what the local phone provider called and texted (development only). */
export function DevPhonePage() {
  const list = useQuery({
    queryKey: ['dev-phone'],
    queryFn: ({ signal }) => call(listDevPhone, { signal }),
    staleTime: 0,
  });

  return (
    <DevOutboxFrame
      title="Dev phone"
      intro="Calls and texts Potluck made while running without a phone service, newest first."
      query={list}
      items={list.data?.entries}
      itemKey={(e) => e.id}
      renderItem={(e) => <EntryCard entry={e} />}
      listLabel="Calls and texts"
      loadingLabel="Loading calls and texts"
      skeletonHeight={88}
      unavailable="The dev phone is available only when Potluck runs in development."
      empty={
        <>
          <Text fw={600}>No calls or texts yet.</Text>
          <Text c="dimmed" size="sm" mt={4}>
            When a chef with the call robot on leaves a new order unopened for 2 minutes, the call
            shows up here.
          </Text>
        </>
      }
    />
  );
}

function EntryCard({ entry }: { entry: DevPhoneEntry }) {
  const channel = channelBadge[entry.channel];
  return (
    <OutboxEntryCard
      heading={
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge color={channel.color} variant="filled" radius="sm" tt="none">
            {channel.label}
          </Badge>
          <Text fw={600} truncate>
            {entry.to}
          </Text>
        </Group>
      }
      status={statusBadge[entry.status]}
      createdAt={entry.createdAt}
      error={entry.error}
      link={
        entry.orderId && (
          <Anchor component={Link} to={`/order/view/${entry.orderId}`} size="sm">
            Order
          </Anchor>
        )
      }
    >
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.body}</Text>
    </OutboxEntryCard>
  );
}
