import { z } from 'zod';
import { nameText, text } from '#contracts/strings';
import { earningsMessages, earningsRangeProblem, isCalendarDate } from '#domain/earnings';
import { PAYOUT_STATES } from '#domain/payouts';

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

// ---- Earnings (issue 12 point 3): the chef's side of /accounts/payment_history ----------------

const calendarDate = text().refine(isCalendarDate, earningsMessages.dateFormat);

/**
 * GET /payouts/earnings and /payouts/earnings.csv: calendar dates in the chef's time zone, both
 * ends included, at most a year apart; both left out reads the last 30 days.
 */
export const earningsQuerySchema = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .superRefine((q, ctx) => {
    if (!q.from && !q.to) return;
    if (!q.from || !q.to) {
      ctx.addIssue({
        code: 'custom',
        path: [q.from ? 'to' : 'from'],
        message: earningsMessages.dateFormat,
      });
      return;
    }
    const problem = earningsRangeProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

export const payoutStateSchema = z.enum(PAYOUT_STATES);

/** What one order earned the chef (every amount in cents; refunds negative). */
export const orderEarningsSchema = z.object({
  orderId: z.uuid(),
  /** "#3F2A9C1B": the order id's first characters. */
  reference: text(),
  /** When the order was placed. */
  orderedAt: z.iso.datetime({ offset: true }),
  foodName: text(),
  orderStatus: text(),
  subtotalCents: z.number().int(),
  /** The coupon's discount, taken from the chef's items. */
  discountCents: z.number().int(),
  /** Potluck's commission, taken from the chef's items. */
  commissionCents: z.number().int(),
  /** Paid by the buyer to Potluck; shown, never taken from the chef. */
  serviceFeeCents: z.number().int(),
  tipShareCents: z.number().int(),
  /** What the chef's balance received from the capture. */
  netCents: z.number().int(),
  /** What refunds of this order took back (0 or negative). */
  refundedCents: z.number().int(),
  /** The payout that paid the order's earnings, if one has. */
  payoutId: z.uuid().nullable(),
  payoutStatus: payoutStateSchema.nullable(),
});
export type OrderEarnings = z.infer<typeof orderEarningsSchema>;

export const earningsPayoutSchema = z.object({
  id: z.uuid(),
  status: payoutStateSchema,
  amountCents: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the bank payout is expected (or did) arrive. */
  arrivalDate: z.iso.datetime({ offset: true }).nullable(),
  failureMessage: text().nullable(),
  /** How many orders' earnings it paid. */
  orderCount: z.number().int(),
});
export type EarningsPayout = z.infer<typeof earningsPayoutSchema>;

export const earningsBalanceSchema = z.object({
  /** Paid at the next payout run (ended orders, returned payouts). */
  availableCents: z.number().int(),
  /** Orders still running: available once they end. */
  pendingCents: z.number().int(),
  /** Sent, not yet at the bank. */
  inTransitCents: z.number().int(),
  /** Reached the bank, all time. */
  paidOutCents: z.number().int(),
});
export type EarningsBalance = z.infer<typeof earningsBalanceSchema>;

export const earningsResponseSchema = z.object({
  range: z.object({ from: text(), to: text(), timeZone: text() }),
  balance: earningsBalanceSchema,
  /** False when no enabled deposit account can receive payouts: the page says what to do. */
  depositAccountEnabled: z.boolean(),
  orders: z.array(orderEarningsSchema),
  payouts: z.array(earningsPayoutSchema),
  totals: z.object({
    netCents: z.number().int(),
    refundedCents: z.number().int(),
    paidOutCents: z.number().int(),
  }),
});
export type EarningsResponse = z.infer<typeof earningsResponseSchema>;

/** One period of the business portal's sales summary. */
export const salesPeriodSchema = z.object({
  /** The period's first date in the chef's time zone. */
  from: text(),
  orderCount: z.number().int(),
  /** Sum of the totals buyers paid for orders the chef accepted (captured). */
  grossSalesCents: z.number().int(),
  /** What those orders earned the chef, after commission and refunds. */
  netEarningsCents: z.number().int(),
});
export type SalesPeriodSummary = z.infer<typeof salesPeriodSchema>;

/** GET /payouts/sales-summary */
export const salesSummaryResponseSchema = z.object({
  timeZone: text(),
  week: salesPeriodSchema,
  month: salesPeriodSchema,
});
export type SalesSummaryResponse = z.infer<typeof salesSummaryResponseSchema>;
