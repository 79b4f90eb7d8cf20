import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { followerAlertKindEnum, pushPlatformEnum, pushStatusEnum } from './enums.ts';

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
    /** Set for notifications that must reach a person once (a fan-out retried half way). */
    dedupeKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_dedupe_unique')
      .on(t.userId, t.dedupeKey)
      .where(sql`dedupe_key is not null`),
  ],
);

/**
 * Device push tokens, one per device and platform (spec: fcm_token). For web push the token is
 * the subscription's endpoint and p256dh/auth its keys; removed when the push service answers
 * 404 or 410.
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: pushPlatformEnum().notNull(),
    token: text().notNull().unique(),
    p256dh: text(),
    auth: text(),
    userAgent: text(),
    lastPushedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_tokens_user_id_idx').on(t.userId)],
);

/** The local push provider's outbox (/dev/push outside production), like the mail outbox. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    title: text().notNull(),
    body: text(),
    link: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: pushStatusEnum().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_created_at_idx').on(t.createdAt)],
);

/**
 * A chef's event their followers are told about, once (issue 13 point 3): the fan-out job
 * stamps it when every follower's notification is written.
 */
export const followerAlerts = pgTable(
  'follower_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: followerAlertKindEnum().notNull(),
    /** The dish, last call or stream it is about. */
    subjectId: uuid().notNull(),
    title: text().notNull(),
    link: text().notNull(),
    /** Over the chef's daily allowance: folded into a summary instead of its own alert. */
    summarised: boolean().notNull().default(false),
    fannedOutAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follower_alerts_subject_unique').on(t.chefId, t.kind, t.subjectId),
    index('follower_alerts_chef_created_idx').on(t.chefId, t.createdAt),
  ],
);
