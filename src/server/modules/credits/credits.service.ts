/*
 * A buyer's credit (issue 12 point 6, spec §9): the $25 sign-up credit, $10 to whoever invited
 * a chef who goes live, spent at checkout before the card, given back when a chef cancels an
 * accepted order, and what is left of a grant taken back when it expires. Every movement is a
 * ledger entry posted in the transaction that records it (decision 035).
 */
import {
  CARD_MINIMUM_CENTS,
  CARD_MINIMUM_NOTE,
  CREDIT_AMOUNT_CENTS,
  CREDIT_TERMS,
  creditExpiresAt,
  remainingOfGrant,
  remainingOfGrants,
} from '#domain/credits';
import { formatUsd } from '#domain/fees';
import { refundedSharesOf, refundLinesAfter, type OrderMoney } from '#domain/ledger';
import type { CreditsResponse } from '#contracts/credits';
import { chefDisplayName } from '#domain/chef';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { entryLinesOfPayment, postEntry } from '../ledger/ledger-queries.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  creditPosition,
  dueGrants,
  emailOf,
  expireGrant,
  firstInviterOf,
  grantsOf,
  insertGrant,
  lockBuyerCredit,
  spendableCredit,
  type CreditGrantRow,
} from './credits-queries.ts';

/** The sign-up credit, in the transaction that creates the account (once per person). */
export function grantSignupCredit(tx: Tx, userId: string, now: Date) {
  return insertGrant(tx, {
    userId,
    kind: 'signup',
    amountCents: CREDIT_AMOUNT_CENTS.signup,
    sourceId: userId,
    expiresAt: creditExpiresAt(now),
    now,
  });
}

/**
 * The referral credit for a chef going live, in the transaction that approves them: to the
 * person whose invitation reached the chef's e-mail first. Once per chef (the source).
 */
export async function grantReferralCredit(
  tx: Tx,
  chefId: string,
  now: Date,
): Promise<CreditGrantRow | null> {
  const email = await emailOf(tx, chefId);
  if (!email) return null;
  const inviterId = await firstInviterOf(tx, email, chefId);
  if (!inviterId) return null;
  return insertGrant(tx, {
    userId: inviterId,
    kind: 'referral',
    amountCents: CREDIT_AMOUNT_CENTS.referral,
    sourceId: chefId,
    expiresAt: creditExpiresAt(now),
    now,
  });
}

/** Tells the inviter their referral earned credit (after the approval committed). */
export async function notifyReferralCredit(ctx: AppContext, grant: CreditGrantRow) {
  const [chef] = await ctx.db
    .select({ name: profiles.name, businessName: profiles.businessName })
    .from(profiles)
    .where(eq(profiles.id, grant.sourceId));
  const who = chef ? chefDisplayName(chef) : 'A chef you invited';
  await notify(ctx, undefined, {
    userId: grant.userId,
    type: 'credit',
    title: `You earned ${formatUsd(grant.amountCents)} Potluck credit`,
    body: `${who} is now live on Potluck through your invitation. ${CREDIT_TERMS.referral}`,
    link: '/accounts',
  });
}

/**
 * A chef cancelled an accepted order: the credit it spent goes back to the buyer's credits,
 * every party giving back its share after the card refund's (decision 035's pro rata). Posted
 * once per order (key `credit_returned:<order>`), as a refund entry of the payment, so later
 * refunds continue from it.
 */
export async function returnOrderCredit(
  ctx: AppContext,
  paymentId: string,
  money: OrderMoney,
): Promise<void> {
  const credit = money.creditCents ?? 0;
  if (credit <= 0) return;
  await ctx.db.transaction(async (tx) => {
    const earlier = await entryLinesOfPayment(tx, paymentId, 'refund');
    await postEntry(tx, {
      kind: 'refund',
      idempotencyKey: `credit_returned:${money.orderId}`,
      orderId: money.orderId,
      paymentId,
      lines: refundLinesAfter(money, money.fees, refundedSharesOf(earlier), credit, 'credits'),
      postedAt: ctx.clock.now(),
    });
  });
}

/**
 * The daily job: every grant past its expiry gives back what is left of it, once. What the
 * buyer's open orders hold counts as spent, so an order placed before expiry still gets it.
 */
export async function expireCredits(ctx: AppContext, batch = 500): Promise<number> {
  const now = ctx.clock.now();
  let expired = 0;
  for (;;) {
    const due = await dueGrants(ctx.db, now, batch);
    for (const grant of due) {
      const done = await ctx.db.transaction(async (tx) => {
        await lockBuyerCredit(tx, grant.userId);
        const { availableCents } = await creditPosition(tx, grant.userId);
        const open = (await grantsOf(tx, grant.userId)).filter((g) => g.expiredAt === null);
        return expireGrant(tx, grant, remainingOfGrant(grant, availableCents, open), now);
      });
      if (done) expired += 1;
    }
    if (due.length < batch) return expired;
  }
}

/** GET /credits: what the buyer can spend, and each grant with what is left, expiry and terms. */
export async function creditsOf(ctx: AppContext, userId: string): Promise<CreditsResponse> {
  const now = ctx.clock.now();
  const { availableCents, heldCents } = await spendableCredit(ctx.db, userId, now);
  const grants = await grantsOf(ctx.db, userId);
  const rest = remainingOfGrants(
    grants.filter((g) => g.expiredAt === null && g.expiresAt > now),
    availableCents,
  );
  return {
    availableCents,
    heldCents,
    cardMinimumCents: CARD_MINIMUM_CENTS,
    cardMinimumNote: CARD_MINIMUM_NOTE,
    grants: grants.map((g) => ({
      id: g.id,
      kind: g.kind,
      amountCents: g.amountCents,
      remainingCents: rest.get(g.id) ?? 0,
      grantedAt: g.createdAt.toISOString(),
      expiresAt: g.expiresAt.toISOString(),
      expired: g.expiredAt !== null || g.expiresAt <= now,
      terms: CREDIT_TERMS[g.kind],
    })),
  };
}
