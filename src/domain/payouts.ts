// Payout rules (issue 12 point 2, decision 037): when a chef's earnings may be paid, and the
// life of a payout. Pure; the payouts module stores and sends what these decide.

import { TERMINAL_STATUSES, type OrderStatus } from './order-lifecycle';

/** recorded, not yet sent → on its way to the bank → arrived, or failed/returned by the bank. */
export const PAYOUT_STATES = ['pending', 'in_transit', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/**
 * An order's money is still in play until the order ends (completed, rejected or cancelled):
 * the chef has accepted and the card is captured, but the buyer may still cancel and be
 * refunded. Its earnings are the chef's pending balance; every other open item is available.
 */
export function isPayoutPending(status: OrderStatus | null): boolean {
  return status !== null && !TERMINAL_STATUSES.includes(status);
}

/** Business days a bank payout takes after the transfer (Stripe's US standard schedule). */
export const PAYOUT_DELAY_BUSINESS_DAYS = 2;

/** The spec's promise (§9): a completed order's money is on its way within this long. */
export const PAYOUT_PROMISE_HOURS = 48;

/** The idempotency key a payout's transfer carries at the provider: one payout, one transfer. */
export const payoutTransferKey = (payoutId: string) => `payout:${payoutId}`;

/**
 * What a chef can be paid now from the open (not yet paid out) items of their payable account:
 * the sum of items whose order is not pending, if it is above zero. A chef whose refunds
 * outran their earnings is paid nothing until later earnings cover it.
 */
export function payableNow(
  items: readonly { amountCents: number; orderStatus: OrderStatus | null }[],
) {
  let available = 0;
  let pending = 0;
  for (const item of items) {
    if (isPayoutPending(item.orderStatus)) pending += item.amountCents;
    else available += item.amountCents;
  }
  return { availableCents: available, pendingCents: pending, payCents: Math.max(0, available) };
}
