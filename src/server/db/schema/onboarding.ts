import { sql } from 'drizzle-orm';
import { char, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import {
  adminActionEnum,
  approvalStatusEnum,
  onboardingStepEnum,
  payoutStatusEnum,
} from './enums.ts';

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
    /** Null until the chef starts the provider's connected-account onboarding. */
    payoutStatus: payoutStatusEnum(),
    submittedAt: timestamptz(),
    decidedAt: timestamptz(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('chef_approvals_last4_digits', sql`bank_account_last4 ~ '^[0-9]{4}$'`)],
);

/** The optional extras a chef may ask for when going live (spec §2, Go Live). */
export type GoLiveOptions = {
  tablet?: boolean;
  robotCalls?: boolean;
  freeVideo?: boolean;
  marketing?: boolean;
};

/** Where a chef is in the onboarding wizard, so it resumes where they left. */
export const chefOnboarding = pgTable('chef_onboarding', {
  chefId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStep: onboardingStepEnum().notNull().default('welcome'),
  completedSteps: onboardingStepEnum()
    .array()
    .notNull()
    .default(sql`'{}'::onboarding_step[]`),
  goLiveOptions: jsonb().$type<GoLiveOptions>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every admin decision: who, when, what, on whom, and why. Never updated or deleted. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminId: uuid()
      .notNull()
      .references(() => users.id),
    action: adminActionEnum().notNull(),
    /** The person acted on; null when there is none (a guest's support ticket: see details). */
    subjectId: uuid().references(() => users.id),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_subject_idx').on(t.subjectId, t.createdAt),
    index('admin_actions_created_at_idx').on(t.createdAt),
  ],
);
