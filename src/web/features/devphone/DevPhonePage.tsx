import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import dayjs from 'dayjs';
import type { DevPhoneEntry, DevPhoneListResponse } from '#contracts/phone';
import { api, ApiError } from '../../lib/api';

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
    queryFn: () => api<DevPhoneListResponse>('/dev/phone'),
    staleTime: 0,
  });

  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              Dev phone
            </Title>
            <Text c="dimmed">
              Calls and texts Potluck made while running without a phone service, newest first.
            </Text>
          </div>
          <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
            Refresh
          </Button>
        </Group>
        {list.isLoading ? (
          <Stack gap="xs" role="status" aria-label="Loading calls and texts">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={88} radius="md" />
            ))}
          </Stack>
        ) : list.error ? (
          <Alert color="red" role="alert">
            {list.error instanceof ApiError && list.error.status === 404
              ? 'The dev phone is available only when Potluck runs in development.'
              : list.error.message}
          </Alert>
        ) : list.data && list.data.entries.length > 0 ? (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Calls and texts"
          >
            {list.data.entries.map((e) => (
              <li key={e.id}>
                <EntryCard entry={e} />
              </li>
            ))}
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text fw={600}>No calls or texts yet.</Text>
            <Text c="dimmed" size="sm" mt={4}>
              When a chef with the call robot on leaves a new order unopened for 2 minutes, the call
              shows up here.
            </Text>
          </Paper>
        )}
      </Stack>
    </Container>
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
