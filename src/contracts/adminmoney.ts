import { z } from 'zod';
import { text } from '#contracts/strings';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN } from '#contracts/orders';
import { payoutAccountStatusSchema } from '#contracts/payouts';
import { ACCOUNT_KINDS, ENTRY_KINDS } from '#domain/ledger';

/*
 * The admin's money tools (issue 12 point 7; the spec names no admin routes, so they sit under
 * /admin like the approval console): an order's money and its refund, a chef's ledger and
 * payouts, the retry of a failed payout, and the platform's day in figures.
 */

export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;
export const LEDGER_PAGE_SIZE = 50;
/** Entries a ledger lookup pages through: the most recent ones. */
export const LEDGER_MAX_ENTRIES = 200;
export const LEDGER_MAX_PAGE = LEDGER_MAX_ENTRIES / LEDGER_PAGE_SIZE;
export const LEDGER_MAX_PAYOUTS = 100;

const accountKindSchema = z.enum(ACCOUNT_KINDS);
const entryKindSchema = z.enum(ENTRY_KINDS);
const payoutStateSchema = z.enum(['pending', 'in_transit', 'paid', 'failed']);

export const adminOrderParamsSchema = z.object({ id: text().max(100) });

/** `Idempotency-Key`: one per refund the admin means; a retry sends the same key. */
export const adminRefundHeadersSchema = z.object({
  'idempotency-key': text().min(IDEMPOTENCY_KEY_MIN).max(IDEMPOTENCY_KEY_MAX),
});

export const adminRefundBodySchema = z.object({
  /** Omitted: everything that is left to refund. */
  amountCents: z
    .number({ error: 'Enter the amount to refund in cents.' })
    .int('Enter a whole number of cents.')
    .positive('The refund must be more than $0.00.')
    .optional(),
  reason: text()
    .trim()
    .min(REFUND_REASON_MIN, `Give a reason of at least ${REFUND_REASON_MIN} characters.`)
    .max(REFUND_REASON_MAX, `Use at most ${REFUND_REASON_MAX} characters.`),
});
export type AdminRefundBody = z.input<typeof adminRefundBodySchema>;

const partySchema = z.object({
  id: z.uuid(),
  name: text(),
  email: text().nullable(),
});

export const adminRefundSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: text().nullable(),
  createdAt: text(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminOrderMoneySchema = z.object({
  orderId: z.uuid(),
  status: text(),
  foodName: text().nullable(),
  createdAt: text(),
  chef: partySchema,
  buyer: partySchema,
  totalCents: z.number().int(),
  /** What the card was charged (0 before the chef accepts). */
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  refundableCents: z.number().int(),
  paymentStatus: text().nullable(),
  refunds: z.array(adminRefundSchema),
});
export type AdminOrderMoney = z.infer<typeof adminOrderMoneySchema>;

export const adminOrderResponseSchema = z.object({ order: adminOrderMoneySchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

export const adminRefundResponseSchema = z.object({
  order: adminOrderMoneySchema,
  refund: adminRefundSchema,
  /** How much the chef's payable dropped by this refund. */
  chefShareCents: z.number().int(),
  message: text(),
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;

export const adminChefParamsSchema = z.object({ id: z.uuid() });

export const chefLedgerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(LEDGER_MAX_PAGE).default(1),
});

export const ledgerLineSchema = z.object({
  account: accountKindSchema,
  partyId: z.uuid().nullable(),
  amountCents: z.number().int(),
});

export const ledgerEntrySchema = z.object({
  id: z.uuid(),
  kind: entryKindSchema,
  postedAt: text(),
  orderId: z.uuid().nullable(),
  paymentId: z.uuid().nullable(),
  payoutId: z.uuid().nullable(),
  lines: z.array(ledgerLineSchema),
});
export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;

export const adminPayoutSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  status: payoutStateSchema,
  createdAt: text(),
  arrivalDate: text().nullable(),
  failureMessage: text().nullable(),
  canRetry: z.boolean(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const chefLedgerResponseSchema = z.object({
  chef: z.object({
    id: z.uuid(),
    name: text(),
    payoutStatus: payoutAccountStatusSchema,
  }),
  balances: z.array(z.object({ account: accountKindSchema, balanceCents: z.number().int() })),
  /** The chef's open payable: what the next payout run may take now, and what waits on orders. */
  availableCents: z.number().int(),
  pendingCents: z.number().int(),
  entries: z.array(ledgerEntrySchema),
  /** Entries of this chef in all (the pages show at most the latest LEDGER_MAX_ENTRIES). */
  entriesTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  payouts: z.array(adminPayoutSchema),
});
export type ChefLedgerResponse = z.infer<typeof chefLedgerResponseSchema>;

export const adminPayoutParamsSchema = z.object({ id: z.uuid() });

export const payoutRetryResponseSchema = z.object({
  /** The failed payout: it stays failed; its money went back to the chef's payable. */
  failed: adminPayoutSchema,
  /** The payout that carries the money now (null when nothing was available to pay). */
  payout: adminPayoutSchema.nullable(),
  message: text(),
});
export type PayoutRetryResponse = z.infer<typeof payoutRetryResponseSchema>;

export const moneySummaryQuerySchema = z.object({
  /** A UTC day; today when omitted. */
  date: z.iso.date('Pick a date as YYYY-MM-DD.').optional(),
});

export const reconciliationDifferenceSchema = z.object({
  check: text(),
  reference: text(),
  expectedCents: z.number().int(),
  ledgerCents: z.number().int(),
});

export const moneySummarySchema = z.object({
  date: text(),
  /** Card money captured from buyers. */
  grossSalesCents: z.number().int(),
  capturesCount: z.number().int(),
  /** Commission and customer service fee, net of the day's refunds. */
  platformFeesCents: z.number().int(),
  tipsChefCents: z.number().int(),
  tipsCourierCents: z.number().int(),
  deliveryFeesCents: z.number().int(),
  /** What chefs earned, net of the day's refunds. */
  chefEarningsCents: z.number().int(),
  refundsCents: z.number().int(),
  refundsCount: z.number().int(),
  payoutsCreatedCents: z.number().int(),
  payoutsCreatedCount: z.number().int(),
  payoutsPaidCents: z.number().int(),
  payoutsPaidCount: z.number().int(),
  payoutsFailedCents: z.number().int(),
  payoutsFailedCount: z.number().int(),
  reconciliation: z.object({
    checkedAt: text(),
    balanced: z.boolean(),
    differences: z.array(reconciliationDifferenceSchema),
  }),
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;

export const moneySummaryResponseSchema = z.object({ summary: moneySummarySchema });
export type MoneySummaryResponse = z.infer<typeof moneySummaryResponseSchema>;

export const adminMoneyMessages = {
  orderNotFound: 'Order not found.',
  chefNotFound: 'No chef found with this id.',
  payoutNotFound: 'Payout not found.',
  noCapturedPayment: 'This order has no captured payment to refund.',
  fullyRefunded: 'This order has already been refunded in full.',
  refundInProgress: 'Another refund of this order is in progress. Try again in a moment.',
  tooLarge: (refundableCents: string) =>
    `The refund is larger than what is left to refund (${refundableCents}).`,
  keyReused: 'This idempotency key was already used for a different refund.',
  refunded: (amount: string) => `Refunded ${amount}. The buyer and the chef have been notified.`,
  refundPending: (amount: string) =>
    `The card processor is still working on the refund of ${amount}; its status shows below.`,
  payoutNotFailed: 'Only a failed payout can be retried.',
  payoutRetried: (amount: string) => `A new payout of ${amount} is on its way to the chef.`,
  payoutNothingToPay: "The chef's deposit account works again, but nothing is available to pay.",
  noDepositAccount: 'This chef has no deposit account to pay into.',
  payoutProviderRefused: 'The payout provider does not allow payouts to this account yet.',
} as const;
