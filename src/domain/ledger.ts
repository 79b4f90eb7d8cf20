// The double-entry ledger's rules (decision 035): which accounts exist, what lines each money
// event posts, and how balances follow from lines. Pure: the server stores what these build.
//
// Sign: a line's amount is what its account RECEIVES (positive) or GIVES (negative), in integer
// cents. The buyer's payments account gives the captured total, so it goes negative; the chef's
// payable receives their earnings, so it is positive while the platform owes the chef. Every
// entry's lines sum to zero: no cent is made or lost.
//
// The split of a capture is fees.ts's FeeBreakdown, never recomputed here.

import type { FeeBreakdown } from './fees';
import { proRataShares } from './pro-rata';

/** The closed set of account kinds, with the kind of party an account of that kind belongs to. */
export const ACCOUNT_PARTY = {
  /** Card money captured from a buyer (negative: what they paid in). */
  buyer_payments: 'buyer',
  /** Money returned to a buyer (positive: what they got back). */
  refunds: 'buyer',
  /** What the platform owes a chef and has not yet sent: earnings (items − commission + tip share). */
  chef_payable: 'chef',
  /** The platform's commission and customer service fee. */
  platform_fees: null,
  /** Delivery fees owed to the courier service. */
  courier_share: null,
  /** The courier's half of delivery tips, owed to the courier service. */
  tips_payable: null,
  /** Discounts the platform pays for (platform-funded promotions; a chef's coupon is netted in its items). */
  coupon_funding: null,
  /** A buyer's credit (sign-up, referral): granted, then spent at checkout before the card. */
  credits: 'buyer',
  /** A chef's payout on its way: sent to the payouts provider, not yet paid to the bank. */
  payouts_in_transit: 'chef',
  /** What has reached a chef's bank. */
  paid_out: 'chef',
} as const satisfies Record<string, 'buyer' | 'chef' | null>;

export type AccountKind = keyof typeof ACCOUNT_PARTY;
export const ACCOUNT_KINDS = Object.keys(ACCOUNT_PARTY) as [AccountKind, ...AccountKind[]];

/** The kinds whose accounts belong to no party (the platform's and the courier's). */
export const PARTYLESS_ACCOUNT_KINDS = ACCOUNT_KINDS.filter((k) => ACCOUNT_PARTY[k] === null);

export interface LedgerLine {
  account: AccountKind;
  /** The buyer or chef the account belongs to; null for the platform's and courier's accounts. */
  partyId: string | null;
  /** What the account receives (+) or gives (−), in cents; never 0. */
  amountCents: number;
}

export const ENTRY_KINDS = [
  'capture',
  'refund',
  'payout_created',
  'payout_paid',
  'payout_failed',
  'credit_granted',
  'credit_expired',
  'reversal',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** An entry ready to post: its lines, and the key that makes posting it twice post it once. */
export interface EntryDraft {
  kind: EntryKind;
  /** `<kind>:<reference>`, e.g. `capture:<payment id>`; see entryKey. */
  idempotencyKey: string;
  orderId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  reversesEntryId?: string | null;
  lines: LedgerLine[];
}

export class LedgerError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** The idempotency key of an event: one event, one key, one entry. */
export const entryKey = (kind: EntryKind, reference: string) => `${kind}:${reference}`;

function line(account: AccountKind, partyId: string | null, amountCents: number): LedgerLine {
  return { account, partyId, amountCents };
}

/** Zero lines say nothing (the database refuses them); drop them. */
const nonZero = (lines: LedgerLine[]) => lines.filter((l) => l.amountCents !== 0);

/** Whether lines are well formed: whole non-zero cents, the right party, summing to zero. */
export function isBalanced(lines: readonly LedgerLine[]): boolean {
  let sum = 0;
  for (const l of lines) {
    if (!Number.isSafeInteger(l.amountCents) || l.amountCents === 0) return false;
    if (!(l.account in ACCOUNT_PARTY)) return false;
    if ((ACCOUNT_PARTY[l.account] === null) !== (l.partyId === null)) return false;
    sum += l.amountCents;
  }
  return lines.length > 0 && sum === 0;
}

export function assertBalanced(lines: readonly LedgerLine[]): void {
  if (!isBalanced(lines))
    throw new LedgerError(
      'an entry needs non-zero whole-cent lines for the right parties, summing to 0',
    );
}

// ---- Money events -------------------------------------------------------------------------

export interface CaptureParties {
  buyerId: string;
  chefId: string;
}

/** Who an order's payment is split between, and how: what capture and refund entries post. */
export interface OrderMoney extends CaptureParties {
  orderId: string;
  fees: FeeBreakdown;
  /** The buyer's credit the order spends before the card (credits.ts); the card pays the rest. 0 when absent. */
  creditCents?: number;
}

function creditPart(fees: FeeBreakdown, creditCents: number): number {
  if (!Number.isSafeInteger(creditCents) || creditCents < 0 || creditCents > fees.totalCents)
    throw new LedgerError('credit must be whole cents between 0 and the order total');
  return creditCents;
}

/**
 * A captured payment: the buyer's total split as fees.ts's breakdown says. The buyer pays it
 * with their credit first (`creditCents` from their `credits` account) and the card the rest.
 */
export function captureLines(
  parties: CaptureParties,
  fees: FeeBreakdown,
  creditCents = 0,
): LedgerLine[] {
  const credit = creditPart(fees, creditCents);
  return nonZero([
    line('buyer_payments', parties.buyerId, -(fees.totalCents - credit)),
    line('credits', parties.buyerId, -credit),
    line('chef_payable', parties.chefId, fees.chefEarningsCents),
    line('platform_fees', null, fees.platformFeesCents),
    line('courier_share', null, fees.deliveryFeeCents),
    line('tips_payable', null, fees.tipToCourierCents),
  ]);
}

/**
 * A voided authorization captured nothing, so it posts nothing: the ledger records money that
 * moved, and a void moves none. Kept as a function so every payment event has its rule here.
 */
export function voidLines(): LedgerLine[] {
  return [];
}

/** The accounts that give back a share of a refund, in the order ties of a cent go to them. */
const REFUND_BEARERS = ['chef_payable', 'platform_fees', 'courier_share', 'tips_payable'] as const;

function capturedParts(fees: FeeBreakdown): number[] {
  return [
    fees.chefEarningsCents,
    fees.platformFeesCents,
    fees.deliveryFeeCents,
    fees.tipToCourierCents,
  ];
}

export interface RefundInput extends CaptureParties {
  fees: FeeBreakdown;
  /** The payment's earlier refunds, oldest first (their shares are replayed, not stored). */
  earlierRefundsCents: readonly number[];
  amountCents: number;
}

/** Each bearer's share of every refund so far, by replaying them in order. */
function refundedShares(fees: FeeBreakdown, refundsCents: readonly number[]): number[] {
  const parts = capturedParts(fees);
  let shares = parts.map(() => 0);
  let taken = 0;
  for (const amount of refundsCents) {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new LedgerError('a refund must be a whole number of cents above 0');
    if (taken + amount > fees.totalCents)
      throw new LedgerError('refunds cannot exceed the captured total');
    taken += amount;
    shares = proRataShares(parts, taken, shares);
  }
  return shares;
}

/**
 * A refund, full or partial: the buyer gets the amount back, and every party that received part
 * of the capture gives back its share, pro rata (pro-rata.ts says how cents are rounded). After
 * refunds adding up to the total, each party has given back exactly what it received.
 */
export function refundLines(input: RefundInput): LedgerLine[] {
  return refundLinesAfter(
    input,
    input.fees,
    refundedShares(input.fees, input.earlierRefundsCents),
    input.amountCents,
  );
}

/**
 * What each bearer has given back so far, read off a payment's posted refund lines (the
 * ledger's own record, so concurrent refunds need no agreed order to replay).
 */
export function refundedSharesOf(lines: readonly LedgerLine[]): number[] {
  return REFUND_BEARERS.map(
    (account) =>
      -lines.filter((l) => l.account === account).reduce((sum, l) => sum + l.amountCents, 0),
  );
}

/**
 * A refund's lines, given each bearer's share of the refunds before it. The buyer gets the
 * amount on `buyerAccount`: `refunds` for card money, `credits` when spent credit is given back.
 */
export function refundLinesAfter(
  parties: CaptureParties,
  fees: FeeBreakdown,
  before: readonly number[],
  amountCents: number,
  buyerAccount: 'refunds' | 'credits' = 'refunds',
): LedgerLine[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new LedgerError('a refund must be a whole number of cents above 0');
  const taken = before.reduce((s, b) => s + b, 0) + amountCents;
  if (taken > fees.totalCents) throw new LedgerError('refunds cannot exceed the captured total');
  const after = proRataShares(capturedParts(fees), taken, before);
  return nonZero([
    line(buyerAccount, parties.buyerId, amountCents),
    ...REFUND_BEARERS.map((account, i) =>
      line(
        account,
        ACCOUNT_PARTY[account] === 'chef' ? parties.chefId : null,
        before[i]! - after[i]!,
      ),
    ),
  ]);
}

function payoutAmount(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new LedgerError('a payout must be a whole number of cents above 0');
  return amountCents;
}

/** A payout sent to the provider: the chef's payable moves to in transit. */
export function payoutCreatedLines(chefId: string, amountCents: number): LedgerLine[] {
  const amount = payoutAmount(amountCents);
  return [line('chef_payable', chefId, -amount), line('payouts_in_transit', chefId, amount)];
}

/** The payout reached the chef's bank. */
export function payoutPaidLines(chefId: string, amountCents: number): LedgerLine[] {
  const amount = payoutAmount(amountCents);
  return [line('payouts_in_transit', chefId, -amount), line('paid_out', chefId, amount)];
}

/** The payout failed or was returned: the money is the chef's payable again, to pay later. */
export function payoutFailedLines(chefId: string, amountCents: number): LedgerLine[] {
  const amount = payoutAmount(amountCents);
  return [line('payouts_in_transit', chefId, -amount), line('chef_payable', chefId, amount)];
}

function creditAmount(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new LedgerError('a credit must be a whole number of cents above 0');
  return amountCents;
}

/** A buyer is granted credit (sign-up, referral): the platform funds it. */
export function creditGrantedLines(buyerId: string, amountCents: number): LedgerLine[] {
  const amount = creditAmount(amountCents);
  return [line('credits', buyerId, amount), line('coupon_funding', null, -amount)];
}

/** Unspent credit expired: it goes back to the platform that funded it. */
export function creditExpiredLines(buyerId: string, amountCents: number): LedgerLine[] {
  return reversalLines(creditGrantedLines(buyerId, amountCents));
}

/** A correction: the same lines with the opposite sign (entries are never changed). */
export function reversalLines(lines: readonly LedgerLine[]): LedgerLine[] {
  return lines.map((l) => line(l.account, l.partyId, -l.amountCents));
}

// ---- Balances -----------------------------------------------------------------------------

export interface AccountBalance {
  account: AccountKind;
  partyId: string | null;
  balanceCents: number;
}

/** Each account's balance: the sum of its lines (accounts without lines are left out). */
export function balances(lines: readonly LedgerLine[]): AccountBalance[] {
  const byAccount = new Map<string, AccountBalance>();
  for (const l of lines) {
    const key = `${l.account}\u0000${l.partyId ?? ''}`;
    const entry = byAccount.get(key) ?? { account: l.account, partyId: l.partyId, balanceCents: 0 };
    entry.balanceCents += l.amountCents;
    byAccount.set(key, entry);
  }
  return [...byAccount.values()];
}

export function balanceOf(
  lines: readonly LedgerLine[],
  account: AccountKind,
  partyId: string | null,
): number {
  return lines
    .filter((l) => l.account === account && l.partyId === partyId)
    .reduce((s, l) => s + l.amountCents, 0);
}

/**
 * What may be paid out to a chef now: their payable balance, capped by what has become
 * payable (`eligibleCents`, e.g. earnings of completed orders) when the caller knows it. Never
 * negative: a chef whose refunds outran their earnings is paid nothing until they are covered.
 */
export function availableToPay(payableCents: number, eligibleCents: number = payableCents): number {
  return Math.max(0, Math.min(payableCents, eligibleCents));
}
