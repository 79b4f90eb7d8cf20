// A chef's earnings (issue 12 point 3): what each order earned, what refunds took back, the
// balance by where the money is (available, pending, on its way, paid out) and the payouts,
// all read from the ledger and the payouts table — the same figures the payout run pays.
import { eq } from 'drizzle-orm';
import type {
  EarningsQuery,
  EarningsResponse,
  OrderEarnings,
  SalesSummaryResponse,
} from '#contracts/payouts';
import {
  amount,
  defaultEarningsRange,
  orderReference,
  rangeInstants,
  salesPeriods,
  toCsv,
  type CsvValue,
} from '#domain/earnings';
import { breakdownOfOrder } from '#domain/fees';
import { TERMINAL_STATUSES } from '#domain/order-lifecycle';
import type { AppContext } from '../../context.ts';
import { profiles } from '../../db/schema/profiles.ts';
import {
  accountBalance,
  chefOrderEarnings,
  chefSalesInPeriods,
  openPayable,
  payoutShares,
} from '../ledger/ledger-queries.ts';
import { hasPayableAccount, payoutsByIds, payoutsOfChef } from './payout-queries.ts';

const DEFAULT_ZONE = 'America/Los_Angeles';

async function chefTimeZone(ctx: AppContext, chefId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  return row?.timeZone ?? DEFAULT_ZONE;
}

/** The signed-in chef's earnings, balance and payouts for a range of their calendar. */
export async function getEarnings(
  ctx: AppContext,
  chefId: string,
  query: EarningsQuery,
): Promise<EarningsResponse> {
  const timeZone = await chefTimeZone(ctx, chefId);
  const range =
    query.from && query.to
      ? { from: query.from, to: query.to }
      : defaultEarningsRange(ctx.clock.now(), timeZone);
  const instants = rangeInstants(range, timeZone);
  const db = ctx.db;

  const [open, inTransitCents, paidOutCents, enabled, rows, payoutRows] = await Promise.all([
    openPayable(db, chefId, TERMINAL_STATUSES),
    accountBalance(db, 'payouts_in_transit', chefId),
    accountBalance(db, 'paid_out', chefId),
    hasPayableAccount(db, chefId, ctx.payouts.name),
    chefOrderEarnings(db, chefId, instants),
    payoutsOfChef(db, chefId, { from: instants.start, to: instants.end }),
  ]);

  // The payouts that paid these orders may be older or newer than the range: read their status.
  const inRange = new Map(payoutRows.map((p) => [p.id, p]));
  const missing = [...new Set(rows.map((r) => r.payoutId).filter((id) => id !== null))].filter(
    (id) => !inRange.has(id),
  );
  const statusOf = new Map(
    [...payoutRows, ...(await payoutsByIds(db, missing))].map((p) => [p.id, p.status]),
  );
  const shares = await payoutShares(
    db,
    payoutRows.map((p) => p.id),
  );
  const ordersPerPayout = new Map<string, Set<string>>();
  for (const s of shares) {
    if (!s.orderId) continue;
    const set = ordersPerPayout.get(s.payoutId) ?? new Set<string>();
    set.add(s.orderId);
    ordersPerPayout.set(s.payoutId, set);
  }

  const orders: OrderEarnings[] = rows.map((r) => {
    const fees = breakdownOfOrder(r);
    return {
      orderId: r.orderId,
      reference: orderReference(r.orderId),
      orderedAt: r.orderedAt.toISOString(),
      foodName: r.foodName ?? 'Order',
      orderStatus: r.status,
      subtotalCents: fees.subtotalCents,
      discountCents: fees.discountCents,
      commissionCents: fees.commissionCents,
      serviceFeeCents: fees.serviceFeeCents,
      tipShareCents: fees.tipToChefCents,
      netCents: r.netCents,
      refundedCents: r.adjustedCents,
      payoutId: r.payoutId,
      payoutStatus: r.payoutId ? (statusOf.get(r.payoutId) ?? null) : null,
    };
  });
  const payouts = payoutRows.map((p) => ({
    id: p.id,
    status: p.status,
    amountCents: p.amountCents,
    createdAt: p.createdAt.toISOString(),
    arrivalDate: p.arrivalDate ? p.arrivalDate.toISOString() : null,
    failureMessage: p.failureMessage,
    orderCount: ordersPerPayout.get(p.id)?.size ?? 0,
  }));

  return {
    range: { ...range, timeZone },
    balance: {
      availableCents: open.availableCents,
      pendingCents: open.pendingCents,
      inTransitCents,
      paidOutCents,
    },
    depositAccountEnabled: enabled,
    orders,
    payouts,
    totals: {
      netCents: orders.reduce((s, o) => s + o.netCents, 0),
      refundedCents: orders.reduce((s, o) => s + o.refundedCents, 0),
      paidOutCents: payouts
        .filter((p) => p.status !== 'failed')
        .reduce((s, p) => s + p.amountCents, 0),
    },
  };
}

const CSV_HEADER = [
  'Type',
  'Date',
  'Reference',
  'Description',
  'Status',
  'Subtotal',
  'Discount',
  'Commission',
  'Service fee',
  'Tip share',
  'Net',
  'Refunds',
  'Payout',
  'Payout amount',
  'Orders',
  'Expected arrival',
  'Failure',
] as const;

/** The same earnings as CSV: one row per order, then one per payout, amounts in dollars. */
export async function earningsCsv(
  ctx: AppContext,
  chefId: string,
  query: EarningsQuery,
): Promise<{ filename: string; body: string }> {
  const earnings = await getEarnings(ctx, chefId, query);
  const orderRows: CsvValue[][] = earnings.orders.map((o) => [
    'order',
    o.orderedAt,
    o.reference,
    o.foodName,
    o.orderStatus,
    amount(o.subtotalCents),
    amount(-o.discountCents),
    amount(-o.commissionCents),
    amount(o.serviceFeeCents),
    amount(o.tipShareCents),
    amount(o.netCents),
    amount(o.refundedCents),
    o.payoutId,
    null,
    null,
    null,
    null,
  ]);
  const payoutRows: CsvValue[][] = earnings.payouts.map((p) => [
    'payout',
    p.createdAt,
    p.id,
    'Payout to your deposit account',
    p.status,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    p.id,
    amount(p.amountCents),
    String(p.orderCount),
    p.arrivalDate,
    p.failureMessage,
  ]);
  const { from, to } = earnings.range;
  return {
    filename: `potluck-earnings-${from}-to-${to}.csv`,
    body: toCsv([[...CSV_HEADER], ...orderRows, ...payoutRows]),
  };
}

/** This week's and this month's sales in the chef's calendar, for the business portal. */
export async function getSalesSummary(
  ctx: AppContext,
  chefId: string,
): Promise<SalesSummaryResponse> {
  const timeZone = await chefTimeZone(ctx, chefId);
  const { week, month } = salesPeriods(ctx.clock.now(), timeZone);
  const [w, m] = await chefSalesInPeriods(ctx.db, chefId, [week, month]);
  return {
    timeZone,
    week: { from: week.from, ...w! },
    month: { from: month.from, ...m! },
  };
}
