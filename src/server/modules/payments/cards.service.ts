import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { PaymentHistoryItem, SavedCard } from '#contracts/payments';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { paymentAccounts, paymentIntents, paymentMethods } from '../../db/schema/payments.ts';
import { notFound } from '../../http/errors.ts';
import type { CardSetup } from '../../providers/payments/payments.ts';
import { PaymentProviderError } from '../../providers/payments/payments.ts';
import { toAppError, viaProcessor } from './payment-errors.ts';

type MethodRow = typeof paymentMethods.$inferSelect;
type AccountRow = typeof paymentAccounts.$inferSelect;

const HISTORY_LIMIT = 200;

const toSavedCard = (row: MethodRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/** The user's customer record at the configured processor, created on first need. */
export async function ensurePaymentAccount(ctx: AppContext, userId: string): Promise<AccountRow> {
  const provider = ctx.payments.name;
  const existing = await findAccount(ctx, userId);
  if (existing) return existing;
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const { customerId } = await viaProcessor(() =>
    ctx.payments.createCustomer({ email: user.email ?? undefined, userId }),
  );
  // Two first cards at once: one insert wins, the other reads the winner's row.
  await ctx.db
    .insert(paymentAccounts)
    .values({ userId, provider, providerCustomerId: customerId, email: user.email })
    .onConflictDoNothing();
  const account = await findAccount(ctx, userId);
  if (!account) throw new Error('payment account missing after insert');
  return account;
}

async function findAccount(ctx: AppContext, userId: string): Promise<AccountRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(paymentAccounts)
    .where(
      and(eq(paymentAccounts.userId, userId), eq(paymentAccounts.provider, ctx.payments.name)),
    );
  return row;
}

/** The user's own active card, or 404 (someone else's card looks exactly like no card). */
export async function findOwnCard(
  ctx: AppContext,
  userId: string,
  cardId: string,
): Promise<MethodRow> {
  const [row] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, cardId),
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.provider, ctx.payments.name),
        isNull(paymentMethods.detachedAt),
      ),
    );
  if (!row) throw notFound('That card was not found.');
  return row;
}

export async function listCards(ctx: AppContext, userId: string): Promise<SavedCard[]> {
  const rows = await ctx.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.provider, ctx.payments.name),
        isNull(paymentMethods.detachedAt),
      ),
    )
    .orderBy(desc(paymentMethods.isDefault), paymentMethods.createdAt);
  return rows.map(toSavedCard);
}

export async function startCardSetup(ctx: AppContext, userId: string): Promise<CardSetup> {
  const account = await ensurePaymentAccount(ctx, userId);
  return viaProcessor(() => ctx.payments.createCardSetup(account.providerCustomerId));
}

/** Saves the card behind a processor token; the first card becomes the default. */
export async function addCard(ctx: AppContext, userId: string, token: string): Promise<SavedCard> {
  const account = await ensurePaymentAccount(ctx, userId);
  const card = await viaProcessor(() =>
    ctx.payments.attachPaymentMethod(account.providerCustomerId, token),
  );
  return ctx.db.transaction(async (tx) => {
    const others = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.detachedAt)))
      .for('update');
    const values = {
      paymentAccountId: account.id,
      userId,
      provider: ctx.payments.name,
      providerPaymentMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: others.length === 0,
    };
    // Stripe lets the same pm_… be posted again: that saves it again, not twice.
    const [row] = await tx
      .insert(paymentMethods)
      .values(values)
      .onConflictDoUpdate({
        target: [paymentMethods.provider, paymentMethods.providerPaymentMethodId],
        set: { detachedAt: null },
        setWhere: eq(paymentMethods.userId, userId),
      })
      .returning();
    if (!row) throw notFound('That card was not found.');
    return toSavedCard(row);
  });
}

export async function setDefaultCard(
  ctx: AppContext,
  userId: string,
  cardId: string,
): Promise<SavedCard> {
  await findOwnCard(ctx, userId, cardId);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, cardId)));
    const [row] = await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(and(eq(paymentMethods.id, cardId), eq(paymentMethods.userId, userId)))
      .returning();
    return toSavedCard(row!);
  });
}

/** Detaches the card at the processor, then forgets it; the newest other card becomes default. */
export async function removeCard(ctx: AppContext, userId: string, cardId: string): Promise<void> {
  const card = await findOwnCard(ctx, userId, cardId);
  const [account] = await ctx.db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.id, card.paymentAccountId));
  try {
    await ctx.payments.detachPaymentMethod(
      account!.providerCustomerId,
      card.providerPaymentMethodId,
    );
  } catch (err) {
    // Already gone at the processor (a retry after a lost answer): forget it here too.
    if (!(err instanceof PaymentProviderError)) throw err;
    if (err.code !== 'resource_missing') throw toAppError(err);
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(paymentMethods)
      .set({ detachedAt: ctx.clock.now(), isDefault: false })
      .where(eq(paymentMethods.id, cardId));
    if (!card.isDefault) return;
    const [next] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.userId, userId),
          eq(paymentMethods.provider, ctx.payments.name),
          isNull(paymentMethods.detachedAt),
        ),
      )
      .orderBy(desc(paymentMethods.createdAt))
      .limit(1);
    if (next)
      await tx
        .update(paymentMethods)
        .set({ isDefault: true })
        .where(eq(paymentMethods.id, next.id));
  });
}

/** My payments, newest first, with the card each one used. */
export async function paymentHistory(
  ctx: AppContext,
  userId: string,
): Promise<PaymentHistoryItem[]> {
  const rows = await ctx.db
    .select({ intent: paymentIntents, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentIntents)
    .leftJoin(paymentMethods, eq(paymentMethods.id, paymentIntents.paymentMethodId))
    .where(
      and(
        eq(paymentIntents.userId, userId),
        // An attempt still waiting for the processor has moved no money yet (ADR 013).
        ne(paymentIntents.status, 'requires_authorization'),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(HISTORY_LIMIT);
  return rows.map(({ intent: p, brand, last4 }) => ({
    id: p.id,
    orderId: p.orderId,
    amountCents: p.amountCents,
    capturedCents: p.capturedCents,
    refundedCents: p.refundedCents,
    currency: p.currency,
    status: p.status,
    card: brand && last4 ? { brand, last4 } : null,
    failureMessage: p.failureMessage,
    createdAt: p.createdAt.toISOString(),
    authorizedAt: p.authorizedAt?.toISOString() ?? null,
    capturedAt: p.capturedAt?.toISOString() ?? null,
    voidedAt: p.voidedAt?.toISOString() ?? null,
  }));
}
