import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { messageStatusEnum, threadStatusEnum, threadTypeEnum } from './enums.ts';

export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: threadTypeEnum().notNull().default('direct_message'),
    status: threadStatusEnum().notNull().default('open'),
    /** For direct messages: the two member ids sorted and joined with ':'; one open thread per pair. */
    directKey: text(),
    // Cached copy of the last message, for the thread list.
    lastMessageId: uuid(),
    lastMessageSenderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastMessageBody: text(),
    lastMessageAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('message_threads_open_direct_key_unique')
      .on(t.directKey)
      .where(sql`status = 'open' AND direct_key IS NOT NULL`),
    index('message_threads_last_message_at_idx').on(t.lastMessageAt),
  ],
);

export const threadMembers = pgTable(
  'thread_members',
  {
    threadId: uuid()
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('thread_members_user_id_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    threadId: uuid()
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /**
     * The order the message is about, when it was written from that order's page: the thread
     * names it (decision 049). Only an order between the thread's two members.
     */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    status: messageStatusEnum().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_body_not_blank', sql`length(btrim(body)) > 0`),
    index('messages_thread_id_created_at_idx').on(t.threadId, t.createdAt),
    index('messages_unread_idx')
      .on(t.threadId)
      .where(sql`status = 'new'`),
  ],
);
