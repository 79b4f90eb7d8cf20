import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  Alert,
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
import { ApiError } from '../lib/api';

/**
 * The frame of a development outbox page (/dev/mail, /dev/phone): title, Refresh, and the
 * loading, "development only", error, empty and list states around what the page lists.
 */
export function DevOutboxFrame<T>({
  title,
  intro,
  query,
  items,
  renderItem,
  itemKey,
  listLabel,
  loadingLabel,
  skeletonHeight,
  unavailable,
  empty,
  children,
}: {
  title: string;
  intro: string;
  query: UseQueryResult<unknown>;
  items: T[] | undefined;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  listLabel: string;
  loadingLabel: string;
  skeletonHeight: number;
  /** Shown when the API is absent (Potluck runs in production). */
  unavailable: string;
  empty: ReactNode;
  /** Shown between the header and the list (e.g. the opened message). */
  children?: ReactNode;
}) {
  return (
    <Container size="md" px="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
          </div>
          <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            Refresh
          </Button>
        </Group>
        {children}
        {query.isLoading ? (
          <Stack gap="xs" role="status" aria-label={loadingLabel}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={skeletonHeight} radius="md" />
            ))}
          </Stack>
        ) : query.error ? (
          <Alert color="red" role="alert">
            {query.error instanceof ApiError && query.error.status === 404
              ? unavailable
              : query.error.message}
          </Alert>
        ) : items && items.length > 0 ? (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={listLabel}
          >
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="xl" ta="center">
            {empty}
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

/** When an outbox entry was made, to the second. */
export const formatOutboxTime = (iso: string) => dayjs(iso).format('MM/DD/YYYY hh:mm:ss a');

// Red that stays readable on both the light and the dark background.
const errorColor = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';

/**
 * One entry of an outbox (a push, a call or text): its `heading` beside its outcome badge and
 * time, then `children`, what went wrong if anything, and a `link` to what it is about.
 */
export function OutboxEntryCard({
  heading,
  status,
  createdAt,
  error,
  link,
  children,
}: {
  heading: ReactNode;
  /** Dark shades: the small white badge text keeps a 4.5:1 contrast. */
  status: { label: string; color: string };
  createdAt: string;
  error: string | null | undefined;
  link?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {heading}
          <Group gap="xs" wrap="nowrap">
            <Badge color={status.color} variant="filled" radius="sm" tt="none">
              {status.label}
            </Badge>
            <Text size="xs" c="dimmed" component="time" dateTime={createdAt}>
              {formatOutboxTime(createdAt)}
            </Text>
          </Group>
        </Group>
        {children}
        {error && (
          <Text size="sm" c={errorColor}>
            {error}
          </Text>
        )}
        {link}
      </Stack>
    </Paper>
  );
}
