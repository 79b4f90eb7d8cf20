import { z } from 'zod';
import { text } from '#contracts/strings';
import { MESSAGE_BODY_MAX } from '#domain/messaging';

// Direct messages (spec §2 /messages, /messages/{id}; §3 message thread and item; §4 states;
// §7 messaging reads and writes). Live updates: a sent message is announced to both members
// as `message.created` on /api/v1/live (contracts/live.ts, ADR 014).

export const THREAD_PAGE_SIZE_DEFAULT = 20;
export const THREAD_PAGE_SIZE_MAX = 50;
export const THREAD_FROM_MAX = 10_000;
export const MESSAGE_PAGE_SIZE_DEFAULT = 30;
export const MESSAGE_PAGE_SIZE_MAX = 100;

export const threadIdParamsSchema = z.object({ threadId: z.uuid() });
export const userIdParamsSchema = z.object({ userId: z.uuid() });

/** `?from=&size=` paging of my threads, newest last message first. */
export const threadListQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(THREAD_FROM_MAX).default(0),
  size: z.coerce.number().int().min(1).max(THREAD_PAGE_SIZE_MAX).default(THREAD_PAGE_SIZE_DEFAULT),
});
export type ThreadListQuery = z.infer<typeof threadListQuerySchema>;

/**
 * `?before=&size=` paging of a thread's messages: the newest `size` sent before `before`
 * (ISO 8601; omitted = now), returned oldest first. Sent times are unique within a thread.
 */
export const messageListQuerySchema = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MESSAGE_PAGE_SIZE_MAX)
    .default(MESSAGE_PAGE_SIZE_DEFAULT),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/**
 * The other person of a thread (spec "member_info"). No e-mail: a marketplace does not hand
 * out addresses to anyone who writes a message.
 */
export const memberInfoSchema = z.object({
  id: z.uuid(),
  name: text(),
  handle: text().nullable(),
  avatarUrl: text().nullable(),
  /** Chefs link to /chef/{id}; everyone else to /profile/{id}. */
  isChef: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const messageStatusSchema = z.enum(['new', 'read']);

/** A message item (spec: uid, timestamp, body, thread_id, status). */
export const messageItemSchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  senderId: z.uuid(),
  body: text(),
  /** ISO 8601. */
  sentAt: text(),
  /** new until the recipient opens the thread, then read. */
  status: messageStatusSchema,
  /** Sent by the caller. */
  mine: z.boolean(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const lastMessageSchema = z.object({
  senderId: z.uuid().nullable(),
  body: text(),
  sentAt: text(),
  mine: z.boolean(),
});

export const threadSummarySchema = z.object({
  id: z.uuid(),
  other: memberInfoSchema,
  lastMessage: lastMessageSchema,
  /** Messages from the other person that I have not read yet. */
  unreadCount: z.number().int().nonnegative(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListResponseSchema = z.object({
  items: z.array(threadSummarySchema),
  total: z.number().int().nonnegative(),
});
export type ThreadListResponse = z.infer<typeof threadListResponseSchema>;

/** GET /messaging/threads/:threadId and POST /messaging/direct/:userId. */
export const threadResponseSchema = z.object({
  thread: z.object({ id: z.uuid(), other: memberInfoSchema }),
});
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

/** GET /messaging/direct/:userId — who "/messages/new?uid=" writes to, and our open thread if any. */
export const directRecipientResponseSchema = z.object({
  recipient: memberInfoSchema,
  threadId: z.uuid().nullable(),
});
export type DirectRecipientResponse = z.infer<typeof directRecipientResponseSchema>;

export const messageListResponseSchema = z.object({
  /** Oldest first. */
  items: z.array(messageItemSchema),
  /** There are older messages before the first item. */
  hasMore: z.boolean(),
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const sendMessageBodySchema = z.object({
  /** Trimmed; the server also turns "\r\n" into "\n" before storing. */
  body: text()
    .trim()
    .min(1, 'Write a message first.')
    .max(MESSAGE_BODY_MAX, `Keep it under ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters.`),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const sendMessageResponseSchema = z.object({ message: messageItemSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** POST /messaging/threads/:threadId/read — mark the other side's messages up to `until` read. */
export const markReadBodySchema = z.object({
  /** The newest message the reader has seen (ISO 8601); omitted = everything so far. */
  until: z.iso.datetime({ offset: true }).optional(),
});
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const markReadResponseSchema = z.object({
  marked: z.number().int().nonnegative(),
  /** My unread total afterwards, for the inbox badge. */
  unreadTotal: z.number().int().nonnegative(),
});
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

export const unreadCountResponseSchema = z.object({
  count: z.number().int().nonnegative(),
});
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** Not spec messages (the spec has none for these cases). */
export const messagingMessages = {
  cannotMessageSelf: 'You cannot send a message to yourself.',
  recipientNotFound: 'This person is not available for messages.',
  threadNotFound: 'This conversation does not exist or is not yours.',
} as const;
