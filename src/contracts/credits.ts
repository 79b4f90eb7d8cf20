import { z } from 'zod';
import { text } from '#contracts/strings';

// A buyer's credit (issue 12 point 6, spec §9): GET /api/v1/credits.

export const creditGrantSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['signup', 'referral']),
  amountCents: z.number().int(),
  /** What is left of it to spend (credit is spent oldest-expiring first); 0 once expired. */
  remainingCents: z.number().int(),
  grantedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  expired: z.boolean(),
  /** The grant's terms, one sentence, as people are shown them. */
  terms: text(),
});
export type CreditGrant = z.infer<typeof creditGrantSchema>;

export const creditsResponseSchema = z.object({
  /** What the next checkout can spend: the ledger balance less credit held by open orders. */
  availableCents: z.number().int(),
  /** Credit set aside for orders the chef has not accepted yet. */
  heldCents: z.number().int(),
  /** The smallest card charge: credit never takes a charge below it. */
  cardMinimumCents: z.number().int(),
  cardMinimumNote: text(),
  /** Newest expiry last. */
  grants: z.array(creditGrantSchema),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
