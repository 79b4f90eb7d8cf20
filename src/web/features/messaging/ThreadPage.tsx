import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Container,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import type { MemberInfo, MessageOrder } from '#contracts/messaging';
import { ApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { RequireAuth } from '../../lib/RequireAuth';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import {
  conversationOrder,
  isThreadId,
  memberPath,
  orderFromParam,
  withOrder,
} from './message-format';
import { RecipientPicker } from './RecipientPicker';
import {
  useDirectRecipient,
  useMarkRead,
  useMessages,
  useSendMessage,
  useStartConversation,
  useThread,
} from './messaging-api';

export function ThreadRoute() {
  return (
    <RequireAuth>
      <ThreadSwitch />
    </RequireAuth>
  );
}

/** /messages/:id — a thread by id, or `new` (with `?uid=` to preselect the recipient). */
function ThreadSwitch() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const order = orderFromParam(params.get('order'));
  if (id === 'new') return <NewThreadPage uid={params.get('uid') ?? ''} order={order} />;
  if (!isThreadId(id)) return <ThreadProblem text="This conversation does not exist." />;
  return <ThreadPage key={id} threadId={id} order={order} />;
}

/** Spec §8 style: "Sorry, …" for a failed send; the server's message when it has one. */
function sendFailed(err: Error) {
  const detail = err instanceof ApiError && err.status < 500 ? ` ${err.message}` : '';
  notifyError(`Sorry, your message was not sent.${detail}`);
}

function ThreadPage({ threadId, order }: { threadId: string; order: MessageOrder | null }) {
  const thread = useThread(threadId);
  const messages = useMessages(threadId);
  const send = useSendMessage(threadId, order?.id);
  const markRead = useMarkRead(threadId);

  const items = [...(messages.data?.pages ?? [])].reverse().flatMap((p) => p.items);
  const newestUnread = items.filter((m) => !m.mine && m.status === 'new').at(-1)?.sentAt;

  // Spec §4: opening a thread marks its new messages read — and so does a message arriving
  // while it is open and on screen. Up to the newest one shown, once per newest.
  const markedUntil = useRef<string | null>(null);
  const visibility = useDocumentVisibility();
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (!newestUnread || markedUntil.current === newestUnread) return;
    if (visibility !== 'visible') return;
    markedUntil.current = newestUnread;
    markReadMutate(newestUnread);
  }, [newestUnread, visibility, markReadMutate]);

  if (thread.isLoading || messages.isLoading) return <ThreadSkeleton />;
  if (thread.error || !thread.data) {
    const err = thread.error;
    const missing = err instanceof ApiError && err.status === 404;
    return (
      <ThreadProblem
        text={missing ? err.message : 'Sorry, this conversation could not be loaded.'}
        onRetry={missing ? undefined : () => void thread.refetch()}
      />
    );
  }
  const other = thread.data.thread.other;

  return (
    <ThreadLayout other={other} order={conversationOrder(order, items)}>
      {messages.isError && !messages.data ? (
        <Alert color="red" role="alert" title="Unable to load the messages">
          <Group gap="sm">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="default" onClick={() => void messages.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyConversation name={other.name} />
      ) : (
        <MessageList
          items={items}
          otherName={other.name}
          hasOlder={Boolean(messages.hasNextPage)}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
        />
      )}
      <Composer
        recipientName={other.name}
        sending={send.isPending}
        onSend={(body) =>
          send.mutateAsync(body).then(
            () => true,
            (err: Error) => {
              sendFailed(err);
              return false;
            },
          )
        }
      />
    </ThreadLayout>
  );
}

/**
 * /messages/new?uid=…[&order=…] — the first message creates the thread, then the URL becomes
 * its id (keeping the order it is about). Without a recipient: the picker.
 */
function NewThreadPage({ uid, order }: { uid: string; order: MessageOrder | null }) {
  const navigate = useNavigate();
  const recipient = useDirectRecipient(isThreadId(uid) ? uid : '');
  const start = useStartConversation(uid, order?.id);

  if (!isThreadId(uid)) return <RecipientPicker />;
  if (recipient.isLoading) return <ThreadSkeleton />;
  if (recipient.error || !recipient.data) {
    const err = recipient.error;
    const refused = err instanceof ApiError && (err.status === 404 || err.status === 400);
    return (
      <ThreadProblem
        text={refused ? err.message : 'Sorry, this person could not be loaded.'}
        onRetry={refused ? undefined : () => void recipient.refetch()}
      />
    );
  }
  // Already talking: show that conversation rather than a blank one.
  if (recipient.data.threadId) {
    return <Navigate to={withOrder(`/messages/${recipient.data.threadId}`, order)} replace />;
  }
  const other = recipient.data.recipient;

  return (
    <ThreadLayout other={other} order={order}>
      <EmptyConversation name={other.name} />
      <Composer
        recipientName={other.name}
        sending={start.isPending}
        onSend={(body) =>
          start.mutateAsync(body).then(
            (thread) => {
              void navigate(withOrder(`/messages/${thread.id}`, order), { replace: true });
              return true;
            },
            (err: Error) => {
              sendFailed(err);
              return false;
            },
          )
        }
      />
    </ThreadLayout>
  );
}

function ThreadLayout({
  other,
  order,
  children,
}: {
  other: MemberInfo;
  /** The order the conversation is about (decision 049), named under the person. */
  order: MessageOrder | null;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/messages" size="sm">
          ← All messages
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={other.avatarUrl} name={other.name} color="orange" alt="" size={48} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} size="h3">
              {other.name}
            </Title>
            {other.handle ? (
              <Anchor component={Link} to={memberPath(other)} size="sm">
                @{other.handle}
              </Anchor>
            ) : (
              other.name !== '' && (
                <Anchor component={Link} to={memberPath(other)} size="sm">
                  View profile
                </Anchor>
              )
            )}
          </Stack>
        </Group>
        {order && (
          <Text size="sm">
            About order{' '}
            <Anchor component={Link} to={`/order/view/${order.id}`} fw={600}>
              {order.reference}
            </Anchor>
          </Text>
        )}
        <Divider />
        {children}
      </Stack>
    </Container>
  );
}

function EmptyConversation({ name }: { name: string }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      No messages yet. Say hello to {name}!
    </Text>
  );
}

function ThreadSkeleton() {
  return (
    <Container size="sm" py="xl">
      <Stack role="status" aria-label="Loading conversation" gap="md">
        <Group>
          <Skeleton height={48} circle />
          <Skeleton height={24} width="40%" />
        </Group>
        <Skeleton height={48} width="60%" radius="lg" />
        <Skeleton height={48} width="50%" radius="lg" ml="auto" />
        <Skeleton height={60} />
      </Stack>
    </Container>
  );
}

function ThreadProblem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Messages</Title>
        <Alert color={onRetry ? 'red' : 'gray'} role="alert">
          {text}
        </Alert>
        <Group>
          {onRetry && (
            <Button variant="default" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button component={Link} to="/messages">
            All messages
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
