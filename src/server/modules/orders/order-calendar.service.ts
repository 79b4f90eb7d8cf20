// GET /business/calendar and GET /orders/calendar (issue 15 point 7, decision 055): the
// viewer's scheduled orders laid out by day. Only the viewer's own rows are read: the side
// picks the column that must equal the viewer, as the order lists do. The chef's calendar is
// cut in the chef's zone and carries their hours and closed days; the buyer's is cut in the
// buyer's own zone, each order's time still read in its chef's.
import { and, asc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import {
  CALENDAR_MAX_ORDERS,
  type CalendarOrder,
  type CalendarResponse,
} from '#contracts/calendar';
import {
  groupByDay,
  hoursOnDate,
  rangeInstants,
  resolveCalendarRange,
  weekdayOf,
} from '#domain/calendar';
import { chefDisplayName } from '#domain/chef';
import type { OrderStatus } from '#domain/order-lifecycle';
import type { AppContext } from '../../context.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { chefNameColumns } from '../chefs/chef-queries.ts';
import { buyerDisplayName } from './order-view.ts';

type Side = 'buyer' | 'seller';

/** Orders that will not happen are not on the calendar. */
const OFF_THE_CALENDAR: OrderStatus[] = ['rejected', 'cancelled'];
const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

interface Range {
  from?: string | undefined;
  to?: string | undefined;
}

async function ownProfile(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ timeZone: profiles.timeZone, hours: profiles.businessHours })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE, hours: row?.hours ?? null };
}

async function calendar(
  ctx: AppContext,
  userId: string,
  side: Side,
  requested: Range,
): Promise<CalendarResponse> {
  const own = await ownProfile(ctx, userId);
  const range = resolveCalendarRange(requested, ctx.clock.now(), own.timeZone);
  const { start, end } = rangeInstants(range.from, range.to, own.timeZone);

  const counterpartId = side === 'buyer' ? orders.sellerId : orders.buyerId;
  const portions = ctx.db
    .select({
      orderId: orderItems.orderId,
      n: sql<number>`cast(sum(${orderItems.quantity}) as integer)`.as('n'),
    })
    .from(orderItems)
    .groupBy(orderItems.orderId)
    .as('portions');
  const rows = await ctx.db
    .select({
      id: orders.id,
      status: orders.status,
      deliveryMethod: orders.deliveryMethod,
      deliveryAt: orders.deliveryAt,
      sellerId: orders.sellerId,
      buyerId: orders.buyerId,
      foodName: orders.foodName,
      totalCents: orders.totalCents,
      counterpartZone: profiles.timeZone,
      ...chefNameColumns,
      portions: portions.n,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, counterpartId))
    .leftJoin(portions, eq(portions.orderId, orders.id))
    .where(
      and(
        side === 'buyer' ? eq(orders.buyerId, userId) : eq(orders.sellerId, userId),
        gte(orders.deliveryAt, start),
        lt(orders.deliveryAt, end),
        notInArray(orders.status, OFF_THE_CALENDAR),
      ),
    )
    .orderBy(asc(orders.deliveryAt), asc(orders.id))
    .limit(CALENDAR_MAX_ORDERS + 1);

  const items: CalendarOrder[] = rows.slice(0, CALENDAR_MAX_ORDERS).map((r) => ({
    id: r.id,
    status: r.status,
    deliveryMethod: r.deliveryMethod,
    // The range filter leaves only orders with a time.
    deliveryAt: r.deliveryAt!.toISOString(),
    chefTimeZone: side === 'buyer' ? (r.counterpartZone ?? DEFAULT_TIME_ZONE) : own.timeZone,
    counterpart:
      side === 'buyer'
        ? { id: r.sellerId, name: chefDisplayName(r) }
        : { id: r.buyerId, name: buyerDisplayName(r.name) },
    foodName: r.foodName,
    itemCount: r.portions ?? 0,
    totalCents: r.totalCents,
  }));

  const days = groupByDay(items, (o) => new Date(o.deliveryAt), range, own.timeZone);
  return {
    timeZone: own.timeZone,
    today: range.today,
    from: range.from,
    to: range.to,
    days: days.map(({ date, items: dayOrders }) => ({
      date,
      weekday: weekdayOf(date),
      hours: side === 'seller' ? hoursOnDate(date, own.hours) : null,
      orders: dayOrders,
    })),
    truncated: rows.length > CALENDAR_MAX_ORDERS,
  };
}

/** The chef's orders for later in the range, with their hours and closed days. */
export const chefCalendar = (ctx: AppContext, chefId: string, range: Range) =>
  calendar(ctx, chefId, 'seller', range);

/** The buyer's own orders for later in the range. */
export const buyerCalendar = (ctx: AppContext, buyerId: string, range: Range) =>
  calendar(ctx, buyerId, 'buyer', range);
