// A buyer's credit (spec §9: "referral pays $10 per chef; sign-up credit $25"): the figures, the
// terms people are shown, and how credit is spent and expires. The one place these figures
// live: the checkout, the accounts page, and the ROI and why-us pages read them from here.
//
// The money is in the ledger's `credits` account (decision 035): a grant posts credit_granted
// (ledger.ts creditGrantedLines), a capture spends it before the card (captureLines with
// creditCents), an expiry takes back what is left of a grant (creditExpiredLines).

import { formatUsd } from './fees';

/** Spec §9: a new customer's sign-up credit. */
export const SIGNUP_CREDIT_CENTS = 2500;
/** Spec §9: what a person earns for each chef who goes live through their invitation. */
export const REFERRAL_CREDIT_CENTS = 1000;
/** How long a grant can be spent. */
export const CREDIT_VALID_DAYS = 180;
/**
 * The smallest card charge: card networks (and Stripe) refuse a charge below 50 cents, so
 * credit never takes a card charge below it.
 */
export const CARD_MINIMUM_CENTS = 50;

export type CreditKind = 'signup' | 'referral';

/** What each grant is worth. */
export const CREDIT_AMOUNT_CENTS: Record<CreditKind, number> = {
  signup: SIGNUP_CREDIT_CENTS,
  referral: REFERRAL_CREDIT_CENTS,
};

/** The terms of each kind of credit, one sentence each, as people are shown them. */
export const CREDIT_TERMS: Record<CreditKind, string> = {
  signup: `Your ${formatUsd(SIGNUP_CREDIT_CENTS)} welcome credit is spent on your orders before your card and expires ${CREDIT_VALID_DAYS} days after you sign up.`,
  referral: `You earn ${formatUsd(REFERRAL_CREDIT_CENTS)} credit for each chef who goes live through your invitation, spent on your orders before your card within ${CREDIT_VALID_DAYS} days.`,
};

/** Why the card still pays a little when credit covers the order, as checkout says it. */
export const CARD_MINIMUM_NOTE = `Your card always pays at least ${formatUsd(CARD_MINIMUM_CENTS)}: card networks refuse smaller charges.`;

export const creditLabels = {
  credit: 'Potluck credit',
  charged: 'Charged to your card',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a grant made at `grantedAt` expires. */
export function creditExpiresAt(grantedAt: Date): Date {
  return new Date(grantedAt.getTime() + CREDIT_VALID_DAYS * DAY_MS);
}

const cents = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : 0);

/**
 * The credit an order spends: all the buyer has, but never so much that the card pays less
 * than CARD_MINIMUM_CENTS (an order below the minimum is paid by card alone).
 */
export function creditToApply(availableCents: number, totalCents: number): number {
  return Math.min(cents(availableCents), Math.max(0, cents(totalCents) - CARD_MINIMUM_CENTS));
}

/** A buyer's grant not yet expired, as remainingOfGrant needs it. */
export interface OpenGrant {
  id: string;
  amountCents: number;
  expiresAt: Date;
}

/**
 * What is left of a grant when it expires. Credit is spent oldest-expiring first, so what the
 * buyer still holds belongs first to the grants that expire later: this grant keeps what is
 * left after them, never below 0 nor above its own amount. `balanceCents` is the credit the
 * buyer holds (ledger balance less credit held by orders not yet captured); `others` are the
 * buyer's other unexpired grants (those expiring at or before this one are ignored).
 */
export function remainingOfGrant(
  grant: OpenGrant,
  balanceCents: number,
  others: readonly OpenGrant[],
): number {
  const later = others
    .filter((g) => g.id !== grant.id && laterThan(g, grant))
    .reduce((sum, g) => sum + g.amountCents, 0);
  return Math.min(Math.max(balanceCents - later, 0), grant.amountCents);
}

/** Ties on expiry are broken by id, so two grants expiring together are ordered one way. */
function laterThan(a: OpenGrant, b: OpenGrant): boolean {
  const diff = a.expiresAt.getTime() - b.expiresAt.getTime();
  return diff > 0 || (diff === 0 && a.id > b.id);
}

/** The remaining of each of a buyer's unexpired grants, in the same oldest-spent-first order. */
export function remainingOfGrants(
  grants: readonly OpenGrant[],
  balanceCents: number,
): Map<string, number> {
  return new Map(grants.map((g) => [g.id, remainingOfGrant(g, balanceCents, grants)]));
}
