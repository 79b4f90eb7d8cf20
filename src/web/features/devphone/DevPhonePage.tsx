import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { listDevPhone } from '#contracts/endpoints/devphone';
import type { DevPhoneEntry } from '#contracts/phone';
import { DevOutboxFrame } from '../../components/DevOutboxFrame';
import { call } from '../../lib/api';

const formatTime = (iso: string) => dayjs(iso).format('MM/DD/YYYY hh:mm:ss a');

// Dark shades: the small white badge text keeps a 4.5:1 contrast (Mantine's green.9 does not).
const channelBadge = {
  voice: { label: 'Call', color: 'indigo.9' },
  sms: { label: 'Text', color: 'teal.9' },
} as const;

// Red that stays readable on both the light and the dark background.
const errorColor = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';

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
  const status = statusBadge[entry.status];
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge color={channel.color} variant="filled" radius="sm" tt="none">
              {channel.label}
            </Badge>
            <Text fw={600} truncate>
              {entry.to}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Badge color={status.color} variant="filled" radius="sm" tt="none">
              {status.label}
            </Badge>
            <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt}>
              {formatTime(entry.createdAt)}
            </Text>
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.body}</Text>
        {entry.error && (
          <Text size="sm" c={errorColor}>
            {entry.error}
          </Text>
        )}
        {entry.orderId && (
          <Anchor component={Link} to={`/order/view/${entry.orderId}`} size="sm">
            Order
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
