import { z } from 'zod';
import { nameText, text } from '#contracts/strings';

/*
 * A chef's finance settings (spec §2 Finance step, §3 "Chef approval record: bank" and
 * "Business settings: commission structure"): the deposit (payout) account, opened through the
 * payments provider's connected-account onboarding, and the commission choice.
 */

/** Spec §9: 15% commission and no customer service fee, or 0% commission and a 15% customer fee. */
export const commissionStructureSchema = z.enum(['commission_15', 'service_fee_15']);
export type CommissionStructure = z.infer<typeof commissionStructureSchema>;

/** none: never started; pending: started, not finished; enabled: payouts can be sent; failed: refused. */
export const payoutAccountStatusSchema = z.enum(['none', 'pending', 'enabled', 'failed']);
export type PayoutAccountStatus = z.infer<typeof payoutAccountStatusSchema>;

export const payoutAccountSchema = z.object({
  provider: z.enum(['local', 'stripe']).nullable(),
  status: payoutAccountStatusSchema,
  bankName: text().nullable(),
  last4: text().nullable(),
  /** Why the provider cannot pay out to this account yet, in its words. */
  requirement: text().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** GET /payouts/finance and the answer of every change to it. */
export const financeSettingsSchema = z.object({
  account: payoutAccountSchema,
  commissionStructure: commissionStructureSchema,
});
export type FinanceSettings = z.infer<typeof financeSettingsSchema>;

export const financeSettingsResponseSchema = z.object({
  finance: financeSettingsSchema,
  message: text().optional(),
});
export type FinanceSettingsResponse = z.infer<typeof financeSettingsResponseSchema>;

/** PUT /payouts/finance */
export const financeSettingsUpdateSchema = z.object({
  commissionStructure: commissionStructureSchema,
});
export type FinanceSettingsUpdate = z.infer<typeof financeSettingsUpdateSchema>;

/**
 * POST /payouts/connect: where to send the chef to open or finish the deposit account. The
 * provider sends them back to /accounts/connect-success or /accounts/connect-fail.
 */
export const payoutConnectRequestSchema = z.object({
  /** Where the success page offers to go next (a path inside the app, e.g. the wizard). */
  returnTo: text()
    .max(300)
    .regex(/^\/(?!\/)[\w\-./?=&%]*$/, 'Enter a path inside the app.')
    .optional(),
});
export type PayoutConnectRequest = z.infer<typeof payoutConnectRequestSchema>;

export const payoutConnectResponseSchema = z.object({ url: text() });
export type PayoutConnectResponse = z.infer<typeof payoutConnectResponseSchema>;

export const payoutMessages = {
  financeSaved: 'Finance settings saved successfully.',
  accountRemoved: 'Your deposit account was removed. Payouts stop until you connect one again.',
  notAChef: "Your account hasn't been setup yet!",
} as const;

/** POST /payouts/connect/refresh: the account as the provider now sees it, and where to go next. */
export const payoutRefreshResponseSchema = financeSettingsResponseSchema.extend({
  /** The returnTo given to POST /payouts/connect, else null. */
  returnTo: text().nullable(),
});
export type PayoutRefreshResponse = z.infer<typeof payoutRefreshResponseSchema>;

/**
 * POST /payouts/local/onboarding: the local test payout provider's hosted form (the page
 * /accounts/connect/local) with the link's account, token and pages. Field formats are checked
 * by the server against #domain/bank-account and refused with field errors.
 */
export const localPayoutOnboardingRequestSchema = z.object({
  account: text().min(1).max(100),
  token: text().min(1).max(200),
  returnUrl: text().min(1).max(1000),
  refreshUrl: text().min(1).max(1000),
  accountHolderName: nameText().max(200),
  routingNumber: text().max(40),
  accountNumber: text().max(40),
});
export type LocalPayoutOnboardingRequest = z.infer<typeof localPayoutOnboardingRequestSchema>;

export const localPayoutOnboardingResponseSchema = z.object({
  /** Where the browser goes now: the return page, or the refresh page when refused or stale. */
  redirectUrl: text(),
  payoutsEnabled: z.boolean(),
});
export type LocalPayoutOnboardingResponse = z.infer<typeof localPayoutOnboardingResponseSchema>;
