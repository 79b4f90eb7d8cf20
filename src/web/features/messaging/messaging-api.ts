import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  getDirectRecipient,
  getThread,
  getUnreadCount,
  listMessages,
  listRecipients,
  listThreads,
  lookupRecipient,
  markThreadRead,
  openDirectThread,
  sendMessage,
} from '#contracts/endpoints/messaging';
import type { ThreadResponse, UnreadCountResponse } from '#contracts/messaging';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLiveInvalidation } from '../../lib/use-live-event';

/**
 * Live reads (spec §7: message items, count of new items) are refreshed by the live socket:
 * a `message.created` or `message.read` event, or a reconnect after which events may have
 * been missed, invalidates them. No polling.
 */

/** Threads per page on /messages. */
export const THREADS_PAGE_SIZE = 20;
/** Messages fetched per page of a thread (older ones load on request). */
export const MESSAGES_PAGE_SIZE = 30;

const keys = {
  all: ['messaging'] as const,
  threadPages: ['messaging', 'threads'] as const,
  threads: (from: number) => ['messaging', 'threads', from] as const,
  unread: ['messaging', 'unread'] as const,
  thread: (id: string) => ['messaging', 'thread', id] as const,
  messages: (id: string) => ['messaging', 'messages', id] as const,
  direct: (uid: string) => ['messaging', 'direct', uid] as const,
  recipients: (q: string) => ['messaging', 'recipients', q] as const,
};

/** People on "New message" shown at once; the search narrows them down. */
export const RECIPIENTS_PAGE_SIZE = 20;

/** "New message": people of my orders and follows, matching `q` (name or @handle). */
export function useRecipients(q: string) {
  return useQuery({
    queryKey: keys.recipients(q),
    queryFn: ({ signal }) =>
      call(listRecipients, {
        query: { size: RECIPIENTS_PAGE_SIZE, ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    select: (d) => d.items,
  });
}

/** The spec's e-mail lookup (the caller skips an empty address and lower-cases it). */
export function useLookupRecipient() {
  return useMutation({
    mutationFn: (email: string) => call(lookupRecipient, { body: { email } }),
  });
}

export function useThreads(from: number) {
  useLiveInvalidation('message.created', () => [keys.threadPages], [keys.threadPages]);
  return useQuery({
    queryKey: keys.threads(from),
    queryFn: ({ signal }) =>
      call(listThreads, { query: { from, size: THREADS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The inbox badge: my unread total while signed in, refreshed by live events. */
export function useUnreadCount() {
  const { user } = useSession();
  useLiveInvalidation('message.created', () => [keys.unread], [keys.unread]);
  useLiveInvalidation('message.read', () => [keys.unread], []);
  return useQuery({
    queryKey: keys.unread,
    queryFn: ({ signal }) => call(getUnreadCount, { signal }),
    enabled: Boolean(user),
    select: (d) => d.count,
  });
}

export function useThread(threadId: string) {
  return useQuery({
    queryKey: keys.thread(threadId),
    queryFn: ({ signal }) => call(getThread, { params: { threadId }, signal }),
  });
}

/** A thread's messages: pages[0] is the newest page; later pages are older. */
export function useMessages(threadId: string) {
  useLiveInvalidation(
    'message.created',
    (event) => (event.threadId === threadId ? [keys.messages(threadId)] : []),
    [keys.messages(threadId)],
  );
  // The other member read my messages: "Seen".
  useLiveInvalidation(
    'message.read',
    (event) => (event.threadId === threadId ? [keys.messages(threadId)] : []),
    [],
  );
  return useInfiniteQuery({
    queryKey: keys.messages(threadId),
    queryFn: ({ pageParam, signal }) =>
      call(listMessages, {
        params: { threadId },
        query: { size: MESSAGES_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? (last.items[0]?.sentAt ?? null) : null),
  });
}

/** For /messages/new?uid=…: the person, and our open thread if there is one. */
export function useDirectRecipient(uid: string) {
  return useQuery({
    queryKey: keys.direct(uid),
    queryFn: ({ signal }) => call(getDirectRecipient, { params: { userId: uid }, signal }),
    enabled: uid !== '',
    staleTime: 0,
  });
}

export function useMarkRead(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (until: string) => call(markThreadRead, { params: { threadId }, body: { until } }),
    onSuccess: (res) => {
      qc.setQueryData<UnreadCountResponse>(keys.unread, { count: res.unreadTotal });
      void qc.invalidateQueries({ queryKey: ['messaging', 'threads'] });
    },
  });
}

/** Sends into the thread; with `orderId`, the message is about that order (decision 049). */
export function useSendMessage(threadId: string, orderId?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call(sendMessage, { params: { threadId }, body: { body, ...(orderId ? { orderId } : {}) } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.messages(threadId) });
      void qc.invalidateQueries({ queryKey: ['messaging', 'threads'] });
    },
  });
}

/** The first message to someone: get or create our thread, then send into it. */
export function useStartConversation(recipientId: string, orderId?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const { thread } = await call(openDirectThread, { params: { userId: recipientId } });
      await call(sendMessage, {
        params: { threadId: thread.id },
        body: { body, ...(orderId ? { orderId } : {}) },
      });
      return thread;
    },
    onSuccess: (thread) => {
      qc.setQueryData<ThreadResponse>(keys.thread(thread.id), { thread });
      void qc.invalidateQueries({ queryKey: keys.direct(recipientId) });
      void qc.invalidateQueries({ queryKey: ['messaging', 'threads'] });
    },
  });
}
