import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ChatMessage, LiveStream } from '#contracts/live-streams';
import { CHAT_MESSAGE_MAX, liveStreamMessages } from '#domain/live-streams';
import { LoadError } from '../../components/LoadError';
import { notifyError, notifyMessage } from '../../lib/notify';
import {
  streamChatQuery,
  usePostStreamChat,
  useRemoveStreamChatMessage,
  useStreamChatMute,
} from '../../lib/queries/live-streams';
import { useSession } from '../../lib/session';

/**
 * The broadcast's chat: what was said so far and what is said now (the room socket appends to
 * the same cache), a form for signed-in people who are not muted, "Sign in to chat" for guests,
 * and for the chef "Remove" and "Mute"/"Unmute" beside every other person's message. Messages
 * are plain text, never HTML. The list is a log: screen readers hear new messages politely.
 */
export function WatchChat({ stream, muted }: { stream: LiveStream; muted: boolean }) {
  const headingId = useId();
  const chat = useQuery(streamChatQuery(stream.id));
  const live = stream.status === 'live';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Live chat
        </Title>
        {chat.isLoading ? (
          <Stack role="status" aria-busy="true" aria-label="Loading the chat" gap="xs">
            <Skeleton height={18} width="80%" />
            <Skeleton height={18} width="60%" />
            <Skeleton height={18} width="70%" />
          </Stack>
        ) : chat.isError || !chat.data ? (
          <LoadError title="Unable to load the chat" onRetry={() => void chat.refetch()} />
        ) : (
          <ChatLog messages={chat.data.messages} stream={stream} />
        )}
        {live ? (
          <ChatForm stream={stream} muted={muted} />
        ) : (
          <Text size="sm" c="dimmed">
            The chat closed when the stream ended.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function ChatLog({ messages, stream }: { messages: ChatMessage[]; stream: LiveStream }) {
  const viewport = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // Follow the newest message, as a chat does.
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  return (
    <ScrollArea.Autosize mah={360} viewportRef={viewport} type="auto">
      <div role="log" aria-label="Chat messages">
        <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {messages.length === 0 && (
            <Text component="li" size="sm" c="dimmed">
              No messages yet. Say hello!
            </Text>
          )}
          {messages.map((m) => (
            <ChatLine key={m.id} message={m} stream={stream} />
          ))}
        </Stack>
      </div>
    </ScrollArea.Autosize>
  );
}

function ChatLine({ message: m, stream }: { message: ChatMessage; stream: LiveStream }) {
  const moderate = stream.isOwner && !m.byChef && stream.status === 'live';
  return (
    <Box component="li">
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        <Text span fw={700}>
          {m.author.name}
        </Text>
        {m.byChef && (
          <Badge size="xs" color="orange.9" variant="filled" ml={4} component="span">
            Chef
          </Badge>
        )}
        <Text span c="dimmed" size="xs" ml={6}>
          <time dateTime={m.createdAt}>{clock(m.createdAt)}</time>
        </Text>{' '}
        {m.body}
      </Text>
      {moderate && <Moderation message={m} stream={stream} />}
    </Box>
  );
}

function clock(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/**
 * The chef's buttons beside a message: remove it, or mute its author in this chef's chats
 * (and unmute again). Whom the chef muted comes with the stream (`mutedUserIds`), so a reload
 * still shows Unmute; a mute stands for the chef's later streams too.
 */
function Moderation({ message: m, stream }: { message: ChatMessage; stream: LiveStream }) {
  const remove = useRemoveStreamChatMessage(stream.id);
  const mute = useStreamChatMute(stream.id);
  const isMuted = stream.mutedUserIds.includes(m.author.id);
  return (
    <Group gap={4} mt={2}>
      <Button
        size="compact-xs"
        variant="default"
        aria-label={`Remove the message from ${m.author.name}`}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(m.id, {
            onSuccess: (res) => notifyMessage(res.message),
            onError: (err) => notifyError(err.message),
          })
        }
      >
        Remove
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        aria-label={`${isMuted ? 'Unmute' : 'Mute'} ${m.author.name}`}
        loading={mute.isPending}
        onClick={() =>
          mute.mutate(
            { userId: m.author.id, mute: !isMuted },
            {
              onSuccess: (res) => notifyMessage(res.message),
              onError: (err) => notifyError(err.message),
            },
          )
        }
      >
        {isMuted ? 'Unmute' : 'Mute'}
      </Button>
    </Group>
  );
}

function ChatForm({ stream, muted }: { stream: LiveStream; muted: boolean }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const post = usePostStreamChat(stream.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (isLoading) return null;
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Group gap="sm">
        <Button component={Link} to={`/signin?redirect=${encodeURIComponent(back)}`}>
          Sign in to chat
        </Button>
        <Text size="sm" c="dimmed">
          Guests can watch; sign in to write.
        </Text>
      </Group>
    );
  }
  if (muted) {
    return (
      <Alert color="gray" role="status">
        {liveStreamMessages.muted}
      </Alert>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) {
      setError(liveStreamMessages.chatEmpty);
      return;
    }
    setError(null);
    post.mutate(text, {
      onSuccess: () => setBody(''),
      onError: (err) => setError(err.message),
    });
  };

  const length = [...body].length;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <Textarea
          label="Message"
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line.
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          maxLength={CHAT_MESSAGE_MAX}
          autosize
          minRows={1}
          maxRows={4}
          description={`${length}/${CHAT_MESSAGE_MAX} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error ?? undefined}
          errorProps={{ role: 'alert' }}
        />
        <Group justify="flex-end" gap="xs">
          <Button type="submit" size="sm" loading={post.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
