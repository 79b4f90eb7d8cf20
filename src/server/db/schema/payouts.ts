import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamptz } from './columns.ts';
import { payoutStateEnum } from './enums.ts';

// A payout: one transfer of a chef's available balance to their deposit account (issue 12,
// decision 037). The row and its `payout_created` ledger entry are written in one transaction
// before the provider is asked, so a crash leaves a `pending` row the next run sends again
// under the same idempotency key: nobody is paid twice and nothing is lost.
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint({ mode: 'number' }).notNull(),
    status: payoutStateEnum().notNull().default('pending'),
    /** The payouts provider and the chef's account there when the payout was made. */
    provider: text().notNull(),
    accountId: text().notNull(),
    providerTransferId: text(),
    /** When the bank payout is expected (or did) arrive. */
    arrivalDate: timestamptz(),
    failureMessage: text(),
    /** The run that made it; two runs never make a payout for the same money (ledger items). */
    runId: uuid().notNull(),
    /** A run sending this payout holds it until then, so two runs do not both call the provider. */
    leaseUntil: timestamptz(),
    createdAt: timestamptz().notNull(),
    sentAt: timestamptz(),
    settledAt: timestamptz(),
  },
  (t) => [
    check('payouts_amount_pos', sql`amount_cents > 0`),
    index('payouts_chef_id_idx').on(t.chefId, t.createdAt),
    index('payouts_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`status IN ('pending', 'in_transit')`),
    index('payouts_run_id_idx').on(t.runId),
  ],
);
