import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt)],
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
 * A chef's event their followers are told about, once (issue 13 point 3). It is also every
 * follower's in-app notification: their notifications list reads it through their follow
 * (decision 046), so nothing is written per follower for the app. The fan-out job stamps
 * fanned_out_at when the e-mails, texts and pushes are sent.
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
    /** What followers see: the event's own words, or the day's summary when summarised. */
    title: text().notNull(),
    body: text(),
    link: text().notNull(),
    /** Over the chef's daily allowance: folded into a summary instead of its own alert. */
    summarised: boolean().notNull().default(false),
    /**
     * Whether followers are told of it at all: false for a summarised event after the day's
     * summary (the first summarised event of the chef's UTC day) already told them.
     */
    told: boolean().notNull().default(true),
    fannedOutAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follower_alerts_subject_unique').on(t.chefId, t.kind, t.subjectId),
    index('follower_alerts_chef_created_idx').on(t.chefId, t.createdAt),
  ],
);

/** A follower's read mark on a follower alert (their in-app notification of it). */
export const followerAlertReads = pgTable(
  'follower_alert_reads',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid()
      .notNull()
      .references(() => followerAlerts.id, { onDelete: 'cascade' }),
    readAt: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertId] })],
);

/**
 * The followers a fan-out sent an e-mail, text or push to, one row per follower and dedupe key
 * (the alert, or the chef's summary of the day): a fan-out retried half way sends nobody the
 * same thing twice. Keyed by the dedupe key first, so one fan-out's rows land side by side.
 */
export const followerAlertDeliveries = pgTable(
  'follower_alert_deliveries',
  {
    dedupeKey: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dedupeKey, t.userId] })],
);
