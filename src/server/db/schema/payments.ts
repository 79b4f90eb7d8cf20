import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { citext, createdAt, timestamptz, updatedAt } from './columns.ts';
import { paymentIntentStatusEnum, refundStatusEnum } from './enums.ts';
import { orders } from './orders.ts';

/** A user's customer record at a payment provider ("local" or "stripe"). */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerCustomerId: text().notNull(),
    email: citext(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payment_accounts_user_provider_unique').on(t.userId, t.provider),
    unique('payment_accounts_provider_customer_unique').on(t.provider, t.providerCustomerId),
  ],
);

/** Saved cards; only the provider's token and display data are stored. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentAccountId: uuid()
      .notNull()
      .references(() => paymentAccounts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerPaymentMethodId: text().notNull(),
    brand: text().notNull(),
    last4: char({ length: 4 }).notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    detachedAt: timestamptz(),
  },
  (t) => [
    unique('payment_methods_provider_method_unique').on(t.provider, t.providerPaymentMethodId),
    check('payment_methods_exp_month_range', sql`exp_month BETWEEN 1 AND 12`),
    check('payment_methods_last4_digits', sql`last4 ~ '^[0-9]{4}$'`),
    index('payment_methods_user_id_idx').on(t.userId),
  ],
);

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentMethodId: uuid().references(() => paymentMethods.id, { onDelete: 'set null' }),
    provider: text().notNull(),
    providerIntentId: text().notNull(),
    amountCents: integer().notNull(),
    capturedCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    currency: varchar({ length: 3 }).notNull().default('usd'),
    status: paymentIntentStatusEnum().notNull().default('requires_authorization'),
    idempotencyKey: text().unique(),
    failureCode: text(),
    failureMessage: text(),
    authorizedAt: timestamptz(),
    capturedAt: timestamptz(),
    voidedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payment_intents_provider_intent_unique').on(t.provider, t.providerIntentId),
    check(
      'payment_intents_amounts',
      sql`amount_cents >= 0 AND captured_cents >= 0 AND captured_cents <= amount_cents AND refunded_cents >= 0 AND refunded_cents <= captured_cents`,
    ),
    index('payment_intents_order_id_idx').on(t.orderId),
    index('payment_intents_user_id_idx').on(t.userId),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentIntentId: uuid()
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'restrict' }),
    amountCents: integer().notNull(),
    reason: text(),
    providerRefundId: text(),
    status: refundStatusEnum().notNull().default('pending'),
    idempotencyKey: text().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_amount_pos', sql`amount_cents > 0`),
    index('refunds_payment_intent_id_idx').on(t.paymentIntentId),
  ],
);
