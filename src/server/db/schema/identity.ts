import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { citext, createdAt, timestamptz } from './columns.ts';

/** A social provider's account (Google, Facebook, X) linked to one of ours (issue 15). */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** The provider's stable id for the person (OpenID `sub`). */
    subject: text().notNull(),
    /** The e-mail the provider reported, kept only to show which account is linked. */
    email: citext(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oauth_identities_provider_subject_unique').on(t.provider, t.subject),
    unique('oauth_identities_user_provider_unique').on(t.userId, t.provider),
  ],
);

/**
 * A provider sign-in whose verified e-mail matches an existing account: it is linked only once
 * the person proves they own that account (password sign-in or the e-mailed link).
 */
export const pendingIdentityLinks = pgTable(
  'pending_identity_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    email: citext(),
    name: text(),
    avatarUrl: text(),
    /** Hash of the token in the e-mailed link (and of the browser's pending-link cookie). */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_identity_links_user_id_idx').on(t.userId)],
);

/** A 6-digit code sent by text for phone sign-in or to verify a phone on /profile. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    phoneE164: text('phone_e164').notNull(),
    /** 'sign_in' or 'verify' (adding a phone to a signed-in account). */
    purpose: text().notNull(),
    /** The signed-in person adding the phone (purpose 'verify'). */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_phone_created_idx').on(t.phoneE164, t.createdAt)],
);
