import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, timestamptz, updatedAt } from './columns.ts';
import { deletionRequestStatusEnum, emailTokenPurposeEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null for an account made by phone or by a provider that shares no e-mail (issue 15). */
    email: citext().unique(),
    /** Null for an account made by social or phone sign-in until the person sets one. */
    passwordHash: text(),
    /** A verified phone number in E.164 (phone sign-in, or added on /profile). */
    phoneE164: text('phone_e164').unique(),
    phoneVerifiedAt: timestamptz(),
    /** The sign-up agreement (src/domain/legal.ts) this person accepted, and when. */
    agreementVersion: text(),
    agreementAcceptedAt: timestamptz(),
    emailVerifiedAt: timestamptz(),
    verificationEmailCount: integer().notNull().default(0),
    isAdmin: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamptz(),
    /** Suspended by an admin (issue 13): cannot sign in; a chef's listings and profile hidden. */
    suspendedAt: timestamptz(),
    suspendedReason: text(),
  },
  (t) => [
    check(
      'users_verification_email_count_range',
      sql`verification_email_count >= 0 AND verification_email_count <= 5`,
    ),
    // Search hides deleted chefs with `not exists (… deleted_at is not null)` on every row it
    // reads: this tiny index answers that without touching the users table (decision 006).
    index('users_deleted_idx')
      .on(t.id)
      .where(sql`deleted_at is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    /** Absolute expiry; sliding idle expiry is computed from last_seen_at. */
    expiresAt: timestamptz().notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurposeEnum().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_id_purpose_idx').on(t.userId, t.purpose)],
);

export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text(),
    status: deletionRequestStatusEnum().notNull().default('requested'),
    createdAt: createdAt(),
    processedAt: timestamptz(),
  },
  (t) => [index('account_deletion_requests_user_id_idx').on(t.userId)],
);
