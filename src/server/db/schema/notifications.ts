import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { pushPlatformEnum } from './enums.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. order_status, new_message, invitation, last_call. */
    type: text().notNull(),
    title: text().notNull(),
    body: text(),
    link: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** Device push tokens, one per device and platform. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: pushPlatformEnum().notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_tokens_user_id_idx').on(t.userId)],
);
