import { Link } from 'react-router';
import {
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { ThreadSummary } from '#contracts/messaging';
import { clampPage, fromForPage, visiblePageCount } from '#domain/pagination';
import { RequireAuth } from '../../lib/RequireAuth';
import { usePageParam } from '../../lib/use-page-param';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
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
          <LoadError title="Unable to load your messages" onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState text="No messages yet">
            <Text size="sm" c="dimmed" ta="center">
              Ask a chef about a dish, a pickup time or an allergy: open their page and press Send
              Message.
            </Text>
            <Button component={Link} to="/chefs">
              Find chefs
            </Button>
          </EmptyState>
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
            <PagePicker
              total={pages}
              value={clampPage(page, total, THREADS_PAGE_SIZE)}
              onChange={setPage}
              label="Conversation pages"
            />
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
