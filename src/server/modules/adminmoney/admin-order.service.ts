import { eq, inArray } from 'drizzle-orm';
import { adminMoneyMessages, type AdminOrderMoney, type AdminRefund } from '#contracts/adminmoney';
import { chefDisplayName } from '#domain/chef';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import {
  paymentOfOrder,
  refundsOfPayment,
  type PaymentIntentRow,
  type RefundRow,
} from '../payments/payment-intent-store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OrderRow = typeof orders.$inferSelect;

/** The order by id, for an admin: any order; a missing or malformed id is a 404. */
export async function orderForAdmin(db: Queryable, orderId: string): Promise<OrderRow> {
  if (!UUID.test(orderId)) throw notFound(adminMoneyMessages.orderNotFound);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(adminMoneyMessages.orderNotFound);
  return order;
}

/** What is still refundable of a payment: only captured money can be given back. */
export function refundableOf(payment: PaymentIntentRow | undefined): {
  capturedCents: number;
  refundedCents: number;
  refundableCents: number;
} {
  const captured =
    payment && (payment.status === 'captured' || payment.status === 'refunded')
      ? payment.capturedCents
      : 0;
  const refunded = payment?.refundedCents ?? 0;
  return {
    capturedCents: captured,
    refundedCents: refunded,
    refundableCents: Math.max(0, captured - refunded),
  };
}

export const toAdminRefund = (r: RefundRow): AdminRefund => ({
  id: r.id,
  amountCents: r.amountCents,
  status: r.status,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});

/** An order's money as the admin's refund page shows it. */
export async function adminOrderMoney(ctx: AppContext, order: OrderRow): Promise<AdminOrderMoney> {
  const people = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: profiles.name,
      businessName: profiles.businessName,
      handle: profiles.handle,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [order.sellerId, order.buyerId]));
  const chef = people.find((p) => p.id === order.sellerId);
  const buyer = people.find((p) => p.id === order.buyerId);
  const payment = await paymentOfOrder(ctx.db, order.id);
  const refunds = payment ? await refundsOfPayment(ctx.db, payment.id) : [];
  return {
    orderId: order.id,
    status: order.status,
    foodName: order.foodName,
    createdAt: order.createdAt.toISOString(),
    chef: {
      id: order.sellerId,
      name: chefDisplayName({
        name: chef?.name ?? null,
        businessName: chef?.businessName ?? null,
        handle: chef?.handle ?? null,
      }),
      email: chef?.email ?? null,
    },
    buyer: {
      id: order.buyerId,
      name: buyer?.name?.trim() || 'Customer',
      email: buyer?.email ?? null,
    },
    totalCents: order.totalCents,
    ...refundableOf(payment),
    paymentStatus: payment?.status ?? null,
    refunds: refunds.map(toAdminRefund),
  };
}

/** GET /admin/orders/:id */
export async function getAdminOrder(ctx: AppContext, orderId: string) {
  return { order: await adminOrderMoney(ctx, await orderForAdmin(ctx.db, orderId)) };
}
