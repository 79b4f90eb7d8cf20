import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/*
 * The local card processor's own state: what Stripe would keep on its side. Nothing here
 * references our app's tables, so the processor could move to its own database unchanged;
 * our records of the same things live in payments.ts. Card numbers are never stored: a
 * tokenised card keeps its brand, last four digits, expiry and the test outcome it stands for.
 */

export const localProcessorCustomers = pgTable('local_processor_customers', {
  id: text().primaryKey(),
  email: text(),
  createdAt: createdAt(),
});

export const localProcessorCards = pgTable(
  'local_processor_cards',
  {
    /** pm_local_… once attached; the single-use token is a separate id. */
    id: text().primaryKey(),
    token: text().notNull().unique(),
    customerId: text().references(() => localProcessorCustomers.id, { onDelete: 'cascade' }),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    /** What this (test) card does when used: success or a decline code. */
    outcome: text().notNull(),
    /** Where the outcome strikes: when the card is saved ("attach") or when charged. */
    outcomeAt: text().notNull(),
    tokenExpiresAt: timestamptz().notNull(),
    attachedAt: timestamptz(),
    detachedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('local_processor_cards_customer_id_idx').on(t.customerId)],
);

export const localProcessorIntents = pgTable(
  'local_processor_intents',
  {
    id: text().primaryKey(),
    customerId: text()
      .notNull()
      .references(() => localProcessorCustomers.id),
    cardId: text()
      .notNull()
      .references(() => localProcessorCards.id),
    amountCents: integer().notNull(),
    capturedCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    currency: text().notNull(),
    /** authorized | captured | canceled | failed (Stripe's words for the same states). */
    status: text().notNull(),
    failureCode: text(),
    cancellationReason: text(),
    description: text(),
    metadata: jsonb().$type<Record<string, string>>(),
    authorizedAt: timestamptz(),
    expiresAt: timestamptz(),
    capturedAt: timestamptz(),
    canceledAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'local_processor_intents_amounts',
      sql`amount_cents > 0 AND captured_cents >= 0 AND captured_cents <= amount_cents AND refunded_cents >= 0 AND refunded_cents <= captured_cents`,
    ),
    index('local_processor_intents_customer_id_idx').on(t.customerId),
  ],
);

export const localProcessorRefunds = pgTable(
  'local_processor_refunds',
  {
    id: text().primaryKey(),
    intentId: text()
      .notNull()
      .references(() => localProcessorIntents.id),
    amountCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('local_processor_refunds_amount_pos', sql`amount_cents > 0`),
    index('local_processor_refunds_intent_id_idx').on(t.intentId),
  ],
);

/**
 * Idempotency keys, as Stripe keeps them: the first answer to a key (success or decline) is
 * stored and replayed to every retry; the same key with other parameters is an error.
 */
export const localProcessorIdempotency = pgTable('local_processor_idempotency_keys', {
  key: text().primaryKey(),
  requestHash: text().notNull(),
  response: jsonb(),
  createdAt: createdAt(),
});

/**
 * The local processor's connected (payout) accounts, what Stripe Connect keeps on its side.
 * Only the bank's name and the account number's last four digits are kept.
 */
export const localProcessorConnectAccounts = pgTable(
  'local_processor_connect_accounts',
  {
    /** acct_local_… */
    id: text().primaryKey(),
    email: text().notNull(),
    /** Hash of the single-use onboarding link's secret. */
    onboardingTokenHash: text(),
    onboardingExpiresAt: timestamptz(),
    detailsSubmitted: boolean().notNull().default(false),
    payoutsEnabled: boolean().notNull().default(false),
    /** Why the account cannot be paid out to (e.g. a refused test account number). */
    requirementError: text(),
    /** Set for the test account whose bank returns every payout (the bank's words). */
    payoutFailure: text(),
    accountHolderName: text(),
    bankName: text(),
    last4: text(),
    createdAt: createdAt(),
    updatedAt: timestamptz(),
  },
  () => [check('local_processor_connect_last4', sql`last4 ~ '^[0-9]{4}$'`)],
);

/**
 * The local processor's transfers to connected accounts, as Stripe keeps them: one per
 * idempotency key, with the bank payout's expected arrival. The bank's verdict is read when
 * the arrival has passed: paid, or returned for the test account whose payouts fail.
 */
export const localProcessorTransfers = pgTable(
  'local_processor_transfers',
  {
    /** tr_local_… */
    id: text().primaryKey(),
    /** No foreign key: a transfer stays on record after its account is closed. */
    accountId: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    idempotencyKey: text().notNull(),
    transferGroup: text().notNull(),
    description: text().notNull(),
    arrivalDate: timestamptz().notNull(),
    createdAt: timestamptz().notNull(),
  },
  (t) => [
    unique('local_processor_transfers_idempotency_key_unique').on(t.idempotencyKey),
    check('local_processor_transfers_amount_pos', sql`amount_cents > 0`),
    index('local_processor_transfers_account_idx').on(t.accountId, t.createdAt),
  ],
);
