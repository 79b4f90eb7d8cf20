import { eq } from 'drizzle-orm';
import {
  adminMoneyMessages,
  LEDGER_MAX_ENTRIES,
  LEDGER_MAX_PAYOUTS,
  LEDGER_PAGE_SIZE,
  type AdminPayout,
  type ChefLedgerResponse,
} from '#contracts/adminmoney';
import type { PayoutAccountStatus } from '#contracts/payouts';
import { chefDisplayName } from '#domain/chef';
import { TERMINAL_STATUSES } from '#domain/order-lifecycle';
import type { AppContext } from '../../context.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { entriesOfParty, openPayable, partyBalances } from '../ledger/ledger-queries.ts';
import { payoutAccountOf, recentPayoutsOfChef, type PayoutRow } from '../payouts/payout-queries.ts';

export const toAdminPayout = (p: PayoutRow): AdminPayout => ({
  id: p.id,
  amountCents: Number(p.amountCents),
  status: p.status,
  createdAt: new Date(p.createdAt).toISOString(),
  arrivalDate: p.arrivalDate ? new Date(p.arrivalDate).toISOString() : null,
  failureMessage: p.failureMessage,
  canRetry: p.status === 'failed',
});

/** The chef's profile, or the 404 an admin sees for an id that is no chef. */
export async function chefForAdmin(ctx: AppContext, chefId: string) {
  const [chef] = await ctx.db
    .select({
      type: profiles.type,
      name: profiles.name,
      businessName: profiles.businessName,
      handle: profiles.handle,
    })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  if (chef?.type !== 'chef') throw notFound(adminMoneyMessages.chefNotFound);
  return chef;
}

/** GET /admin/chefs/:id/ledger: balances, the latest entries page by page, recent payouts. */
export async function chefLedger(
  ctx: AppContext,
  chefId: string,
  page: number,
): Promise<ChefLedgerResponse> {
  const chef = await chefForAdmin(ctx, chefId);
  const offset = (page - 1) * LEDGER_PAGE_SIZE;
  const balances = await partyBalances(ctx.db, chefId);
  const open = await openPayable(ctx.db, chefId, TERMINAL_STATUSES);
  const entries = await entriesOfParty(ctx.db, chefId, {
    limit: Math.min(LEDGER_PAGE_SIZE, Math.max(0, LEDGER_MAX_ENTRIES - offset)),
    offset,
  });
  const payouts = await recentPayoutsOfChef(ctx.db, chefId, LEDGER_MAX_PAYOUTS);
  const account = await payoutAccountOf(ctx.db, chefId);
  const payoutStatus: PayoutAccountStatus = !account?.ref
    ? 'none'
    : (account.payoutStatus ?? (account.last4 ? 'enabled' : 'pending'));
  return {
    chef: { id: chefId, name: chefDisplayName(chef), payoutStatus },
    balances: balances.map((b) => ({ account: b.account, balanceCents: b.balanceCents })),
    availableCents: open.availableCents,
    pendingCents: open.pendingCents,
    entries: entries.entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      postedAt: e.postedAt.toISOString(),
      orderId: e.orderId,
      paymentId: e.paymentId,
      payoutId: e.payoutId,
      lines: e.lines,
    })),
    entriesTotal: entries.total,
    page,
    pageSize: LEDGER_PAGE_SIZE,
    payouts: payouts.map(toAdminPayout),
  };
}
