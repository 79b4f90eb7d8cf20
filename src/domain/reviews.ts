// Reviews (spec §2 /review/..., §3 Review; issue 4 point 7): who may review what on an order,
// the 1–5 rating, the public comment, and the half-step rounding every rating is shown in.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Length limit (and counter) of a review's public comment. */
export const REVIEW_COMMENT_MAX = 500;

/** The review's own words; the spec has none for reviews, so they live here, once. */
export const reviewMessages = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  commentTooLong: `Keep the comment to ${REVIEW_COMMENT_MAX} characters or fewer.`,
  notCompleted: 'You can review this order once it is completed.',
  buyerOnly: 'Only the customer who placed this order reviews it and its dishes.',
  chefOnly: 'Only the chef of this order reviews the customer.',
  dishNotInOrder: 'This dish is not part of the order.',
  customerNotBuyer: 'This customer did not place the order.',
  alreadyReviewed: 'You have already reviewed this.',
  thankYou: 'Thank you for your review!',
} as const;

/** The comment as stored: trimmed, empty → null. Over-long comments are refused, not cut. */
export function normaliseComment(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Rounds to the nearest half star, clamped to 0–5 (every shown rating goes through this). */
export function roundToHalfStar(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(average * 2) / 2));
}

/** The shown rating of a rating sum and count in half steps; null when nobody rated yet. */
export function halfStepRating(sum: number, count: number): number | null {
  return count > 0 ? roundToHalfStar(sum / count) : null;
}

export type ReviewKind = 'order' | 'dish' | 'customer';
export type OrderRole = 'buyer' | 'seller';

export type ReviewEligibility =
  | { state: 'can_review'; reason: null }
  | { state: 'reviewed'; reason: null }
  | { state: 'not_allowed'; reason: string };

/**
 * Whether the viewer (a party of the order) may write one review of `kind` now. The buyer
 * reviews the order and its dishes, the chef the customer; only once the order is completed,
 * and once each (`alreadyReviewed`).
 */
export function reviewEligibility(input: {
  kind: ReviewKind;
  role: OrderRole;
  orderCompleted: boolean;
  alreadyReviewed: boolean;
}): ReviewEligibility {
  const allowedRole: OrderRole = input.kind === 'customer' ? 'seller' : 'buyer';
  if (input.role !== allowedRole) {
    return {
      state: 'not_allowed',
      reason: input.kind === 'customer' ? reviewMessages.chefOnly : reviewMessages.buyerOnly,
    };
  }
  if (input.alreadyReviewed) return { state: 'reviewed', reason: null };
  if (!input.orderCompleted) return { state: 'not_allowed', reason: reviewMessages.notCompleted };
  return { state: 'can_review', reason: null };
}

/**
 * How a reviewer is named under a public review: first name and last initial ("Bea B."),
 * never an e-mail address (a new account's name defaults to it), else "A Potluck customer".
 */
export function publicReviewerName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.some((w) => w.includes('@'))) return 'A Potluck customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first!;
}

/** Average of a rating sum, to two decimals (the web rounds to half stars); null when unrated. */
export function ratingSummary(
  sum: number,
  count: number,
): { average: number | null; count: number } {
  return { average: count > 0 ? Math.round((sum / count) * 100) / 100 : null, count };
}
