import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { PARTYLESS_ACCOUNT_KINDS } from '../../../domain/ledger.ts';
import { timestamptz } from './columns.ts';
import { ledgerAccountEnum, ledgerEntryKindEnum } from './enums.ts';

// The double-entry ledger (decision 035). Both tables are append-only: triggers in the
// migrations refuse UPDATE, DELETE and TRUNCATE, and a deferred constraint trigger refuses to
// commit an entry whose lines do not sum to zero. Order, payment, payout and party ids are plain
// ids, not foreign keys: the ledger must outlive the rows it speaks of, and an ON DELETE SET NULL
// would be an update the ledger refuses.

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: ledgerEntryKindEnum().notNull(),
    /** `<event kind>:<reference>`: one event posts one entry, however often it is retried. */
    idempotencyKey: text().notNull(),
    orderId: uuid(),
    paymentId: uuid(),
    payoutId: uuid(),
    /** The entry a reversal cancels. */
    reversesEntryId: uuid(),
    /** From the app's clock, not the database's, like every time the app decides. */
    createdAt: timestamptz().notNull(),
  },
  (t) => [
    unique('ledger_entries_idempotency_key_unique').on(t.idempotencyKey),
    foreignKey({
      name: 'ledger_entries_reverses_entry_id_fk',
      columns: [t.reversesEntryId],
      foreignColumns: [t.id],
    }),
    check(
      'ledger_entries_reversal_names_entry',
      sql`(kind = 'reversal') = (reverses_entry_id IS NOT NULL)`,
    ),
    index('ledger_entries_order_id_idx').on(t.orderId),
    index('ledger_entries_payment_id_idx').on(t.paymentId),
    index('ledger_entries_payout_id_idx').on(t.payoutId),
    // The admin's daily summary sums one day's entries.
    index('ledger_entries_created_at_idx').on(t.createdAt),
  ],
);

const partyless = sql.raw(PARTYLESS_ACCOUNT_KINDS.map((k) => `'${k}'`).join(', '));

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    entryId: uuid()
      .notNull()
      .references(() => ledgerEntries.id),
    account: ledgerAccountEnum().notNull(),
    /** The buyer or chef the account belongs to; null for the platform's and courier's accounts. */
    partyId: uuid(),
    /** What the account receives (+) or gives (−), in cents. */
    amountCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_lines_amount_non_zero', sql`amount_cents <> 0`),
    check(
      'ledger_lines_party_matches_account',
      sql`(account::text IN (${partyless})) = (party_id IS NULL)`,
    ),
    // Balances are sums over an account's lines: the amount in the index makes them index-only.
    index('ledger_lines_account_party_idx').on(t.account, t.partyId, t.amountCents),
    index('ledger_lines_entry_id_idx').on(t.entryId),
  ],
);

/**
 * The open items of chefs' payable accounts: one row per entry that moved a chef's payable
 * (a capture's earnings, a refund's share, a failed payout's money coming back), written with
 * the entry. A payout run takes a chef's available items and stamps them with its payout, so
 * no item is paid twice, and each order's share of a payout stays on record. Not part of the
 * append-only ledger: `payout_id` is set once, by the run that pays the item.
 */
export const chefPayableItems = pgTable(
  'chef_payable_items',
  {
    entryId: uuid()
      .primaryKey()
      .references(() => ledgerEntries.id),
    chefId: uuid().notNull(),
    orderId: uuid(),
    /** The entry's line on the chef's payable account: + earnings, − what is given back. */
    amountCents: bigint({ mode: 'number' }).notNull(),
    /** The payout that paid it. A run stamps its items and writes the payouts they add up to in
     * one statement, so the reference is checked by statement-level triggers (migration 0016)
     * over the rows each statement wrote, not per item at commit. */
    payoutId: uuid(),
    createdAt: timestamptz().notNull(),
  },
  (t) => [
    index('chef_payable_items_open_idx')
      .on(t.chefId, t.orderId)
      .where(sql`payout_id IS NULL`),
    index('chef_payable_items_payout_id_idx').on(t.payoutId),
  ],
);
