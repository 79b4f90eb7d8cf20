import { sql } from 'drizzle-orm';
import { char, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { approvalStatusEnum } from './enums.ts';

/**
 * A chef's application for approval and payout bank account. Only a provider reference
 * (e.g. a Stripe Connect account or external account id) and the last 4 digits are kept.
 */
export const chefApprovals = pgTable(
  'chef_approvals',
  {
    chefId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    approvalStatus: approvalStatusEnum().notNull().default('pending'),
    bankProvider: text(),
    bankAccountRef: text(),
    bankAccountLast4: char({ length: 4 }),
    bankName: text(),
    submittedAt: timestamptz(),
    decidedAt: timestamptz(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('chef_approvals_last4_digits', sql`bank_account_last4 ~ '^[0-9]{4}$'`)],
);
