// GET /orders and GET /orders/counts: the three lists of spec §4 (new, active, archive) for
// the buyer side (my orders) and the seller side (orders I received). Only the viewer's own
// rows are ever read: the side picks the column that must equal the viewer.
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_LIST_PAGE_SIZE,
  type OrderCountsResponse,
  type OrderListResponse,
} from '#contracts/orders';
import { ACTIVE_STATUSES, TERMINAL_STATUSES, type OrderList } from '#domain/order-lifecycle';
import { chefDisplayName } from '#domain/chef';
import type { AppContext } from '../../context.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { chefNameColumns } from '../chefs/chef-queries.ts';
import { buyerDisplayName } from './order-view.ts';

type Side = 'buyer' | 'seller';

const mine = (side: Side, userId: string) =>
  side === 'buyer' ? eq(orders.buyerId, userId) : eq(orders.sellerId, userId);

/** Which orders a list holds (#domain/order-lifecycle listOf, as SQL). */
export function listFilter(list: OrderList): SQL {
  switch (list) {
    case 'new':
      return and(eq(orders.active, true), eq(orders.status, 'new'))!;
    case 'active':
      return and(eq(orders.active, true), inArray(orders.status, [...ACTIVE_STATUSES]))!;
    case 'archive':
      return or(eq(orders.active, false), inArray(orders.status, [...TERMINAL_STATUSES]))!;
  }
}

export async function listOrders(
  ctx: AppContext,
  userId: string,
  query: { side: Side; list: OrderList; page: number },
): Promise<OrderListResponse> {
  const where = and(mine(query.side, userId), listFilter(query.list));
  const counterpartId = query.side === 'buyer' ? orders.sellerId : orders.buyerId;
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
      order: orders,
      // The counterpart's names: a chef's for the buyer, the buyer's name for the chef.
      ...chefNameColumns,
      portions: portions.n,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, counterpartId))
    .leftJoin(portions, eq(portions.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIST_PAGE_SIZE)
    .offset((query.page - 1) * ORDER_LIST_PAGE_SIZE);
  const [total] = await ctx.db.select({ n: count() }).from(orders).where(where);
  return {
    orders: rows.map(({ order: o, name, businessName, handle, portions: n }) => ({
      id: o.id,
      status: o.status,
      active: o.active,
      counterpart: {
        id: query.side === 'buyer' ? o.sellerId : o.buyerId,
        name:
          query.side === 'buyer'
            ? chefDisplayName({ businessName, name, handle })
            : buyerDisplayName(name),
      },
      foodName: o.foodName,
      itemCount: n ?? 0,
      totalCents: o.totalCents,
      chefEarningsCents: o.chefEarningsCents,
      deliveryMethod: o.deliveryMethod,
      deliveryAt: o.deliveryAt ? o.deliveryAt.toISOString() : null,
      viewedAt: o.viewedAt ? o.viewedAt.toISOString() : null,
      createdAt: o.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  };
}

async function countWhere(ctx: AppContext, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

export async function orderCounts(ctx: AppContext, userId: string): Promise<OrderCountsResponse> {
  const [buyerNew, buyerActive, sellerNew, sellerActive, unviewed] = await Promise.all([
    countWhere(ctx, and(mine('buyer', userId), listFilter('new'))),
    countWhere(ctx, and(mine('buyer', userId), listFilter('active'))),
    countWhere(ctx, and(mine('seller', userId), listFilter('new'))),
    countWhere(ctx, and(mine('seller', userId), listFilter('active'))),
    countWhere(ctx, and(mine('seller', userId), listFilter('new'), isNull(orders.viewedAt))),
  ]);
  return {
    buyer: { new: buyerNew, active: buyerActive },
    seller: { new: sellerNew, active: sellerActive, unviewed },
  };
}
