import { Link } from 'react-router';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { ThreadSummary } from '#contracts/messaging';
import { clampPage, fromForPage, visiblePageCount } from '#domain/pagination';
import { RequireAuth } from '../../lib/RequireAuth';
import { usePageParam } from './use-page-param';
import { formatMessageTime, messagePreview } from './message-format';
import { THREADS_PAGE_SIZE, useThreads } from './messaging-api';
import classes from './messaging.module.css';

export function ThreadsRoute() {
  return (
    <RequireAuth>
      <ThreadsPage />
    </RequireAuth>
  );
}

/** /messages: my conversations, newest first, with unread markers (spec §2). */
function ThreadsPage() {
  const [page, setPage] = usePageParam();
  const query = useThreads(fromForPage(page, THREADS_PAGE_SIZE));
  const { data, isLoading, isError, isFetching, isPlaceholderData, refetch } = query;
  const total = data?.total ?? 0;
  const pages = visiblePageCount(total, THREADS_PAGE_SIZE);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Messages</Title>
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => void refetch()}
              loading={isFetching && !isLoading}
            >
              Refresh
            </Button>
            <Button component={Link} to="/messages/new">
              New message
            </Button>
          </Group>
        </Group>

        {isLoading ? (
          <Stack role="status" aria-label="Loading messages" gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={72} radius="md" />
            ))}
          </Stack>
        ) : isError || !data ? (
          <Alert color="red" role="alert" title="Unable to load your messages">
            <Group gap="sm">
              <Text size="sm">Check your connection and try again.</Text>
              <Button size="xs" variant="default" onClick={() => void refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : data.items.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="md">
              <Text fw={600} ta="center">
                No messages yet
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                Ask a chef about a dish, a pickup time or an allergy: open their page and press Send
                Message.
              </Text>
              <Button component={Link} to="/chefs">
                Find chefs
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Stack
              component="ul"
              gap="xs"
              aria-label="Conversations"
              className={classes.plainList}
              style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
              aria-busy={isPlaceholderData}
            >
              {data.items.map((thread) => (
                <li key={thread.id}>
                  <ThreadRow thread={thread} />
                </li>
              ))}
            </Stack>
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={clampPage(page, total, THREADS_PAGE_SIZE)}
                  onChange={setPage}
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'previous'
                        ? 'Previous page'
                        : control === 'next'
                          ? 'Next page'
                          : control,
                  })}
                  getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function ThreadRow({ thread: t }: { thread: ThreadSummary }) {
  const unread = t.unreadCount > 0;
  const preview = `${t.lastMessage.mine ? 'You: ' : ''}${messagePreview(t.lastMessage.body)}`;
  return (
    <UnstyledButton
      component={Link}
      to={`/messages/${t.id}`}
      className={classes.threadRow}
      data-unread={unread || undefined}
      aria-label={`${t.other.name}${unread ? `, ${t.unreadCount} unread` : ''}: ${preview}`}
    >
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Avatar src={t.other.avatarUrl} name={t.other.name} color="orange" alt="" size={44} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread ? 700 : 600} truncate="end">
              {t.other.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatMessageTime(t.lastMessage.sentAt)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text
              size="sm"
              c={unread ? undefined : 'dimmed'}
              fw={unread ? 600 : 400}
              truncate="end"
            >
              {preview}
            </Text>
            {unread && (
              <Badge size="sm" circle={t.unreadCount < 10} style={{ flexShrink: 0 }}>
                {t.unreadCount}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
