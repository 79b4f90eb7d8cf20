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

/** The order a message is about (docs/decisions/049); the reference is `orderReference`'s. */
export const messageOrderSchema = z.object({
  id: z.uuid(),
  /** "#3F2A9C1B": what buyer and chef read to each other. */
  reference: text(),
});
export type MessageOrder = z.infer<typeof messageOrderSchema>;

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
  /** The order it is about, when it was written from that order's page. */
  order: messageOrderSchema.nullable(),
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
  /** The order the message is about: one between the thread's two members (else 404). */
  orderId: z.uuid().optional(),
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

// --- Starting a conversation: the recipient picker and the e-mail lookup (decision 049) ---

export const RECIPIENTS_SIZE_MAX = 20;

/**
 * Why someone is in my picker: I ordered from them, they ordered from me (I sold to them), I
 * follow them, they follow me.
 */
export const recipientRelationSchema = z.enum(['ordered_from', 'sold_to', 'following', 'follower']);
export type RecipientRelation = z.infer<typeof recipientRelationSchema>;

/** `?q=&size=`: the people I may start a conversation with, by name or @handle. */
export const recipientListQuerySchema = z.object({
  /** Part of a name or handle ("@" allowed); blank = everyone, most recent contact first. */
  q: text().trim().max(100).optional(),
  size: z.coerce.number().int().min(1).max(RECIPIENTS_SIZE_MAX).default(RECIPIENTS_SIZE_MAX),
});
export type RecipientListQuery = z.infer<typeof recipientListQuerySchema>;

/** A person of the picker: member info (never an e-mail) and why they are there. */
export const recipientSchema = memberInfoSchema.extend({
  relations: z.array(recipientRelationSchema),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientListResponseSchema = z.object({ items: z.array(recipientSchema) });
export type RecipientListResponse = z.infer<typeof recipientListResponseSchema>;

/**
 * POST /messaging/recipients/lookup — spec §6: the e-mail is lower-cased (and trimmed); an
 * empty one is refused here, so the page skips the request. Answers as
 * GET /messaging/direct/:userId, or 404 "{email} not found".
 */
export const recipientLookupBodySchema = z.object({
  email: text()
    .trim()
    .toLowerCase()
    .min(1, 'Enter an e-mail address.')
    .max(254, 'This e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address.')),
});
export type RecipientLookupBody = z.input<typeof recipientLookupBodySchema>;

/** Not spec messages (the spec has none for these cases). */
export const messagingMessages = {
  cannotMessageSelf: 'You cannot send a message to yourself.',
  recipientNotFound: 'This person is not available for messages.',
  threadNotFound: 'This conversation does not exist or is not yours.',
  orderNotShared: 'This order is not between you and this person.',
} as const;
