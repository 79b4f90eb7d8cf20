// The order's other actions (issue 4 points 5 and 6): the buyer's response, a new time while
// the chef has not accepted, archiving a finished order, ordering again; the chef's "seen".
// Each checks the party and the rule on the row locked FOR UPDATE, writes, and announces
// after the commit.
import { eq } from 'drizzle-orm';
import type { CartResponse } from '#contracts/cart';
import type { OrderSummary } from '#contracts/orders';
import {
  canChangeDeliveryTime,
  isTerminal,
  lifecycleMessages,
  type OrderRole,
} from '#domain/order-lifecycle';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { AppError, conflict, forbidden } from '../../http/errors.ts';
import { readCart } from '../cart/cart-read.ts';
import { addCartItem, cartConflict, getCart } from '../cart/cart.service.ts';
import { announceOrderChange, type OrderNotice } from './order-notices.ts';
import { chefOrderSettings } from '../chefs/chef-queries.ts';
import { assertOrderTime } from './order-rules.ts';
import { findOrderForParty, toOrderSummary, type OrderRow } from './order-view.ts';

export const buyerOnlyMessage = 'Only the buyer of this order can do that.';
export const sellerOnlyMessage = lifecycleMessages.notYourAction;

function assertRole(role: OrderRole, wanted: OrderRole) {
  if (role !== wanted) throw forbidden(wanted === 'buyer' ? buyerOnlyMessage : sellerOnlyMessage);
}

/**
 * Runs `change` on the locked order of `userId` (404 for strangers), then announces `notice`
 * when something changed and answers with the order as the viewer sees it.
 */
async function changeOrder(
  ctx: AppContext,
  userId: string,
  orderId: string,
  change: (tx: Tx, order: OrderRow, role: OrderRole) => Promise<OrderNotice | null>,
): Promise<OrderSummary> {
  const { id, notice } = await ctx.db.transaction(async (tx) => {
    const { order, role } = await findOrderForParty(tx, userId, orderId, true);
    return { id: order.id, notice: await change(tx, order, role) };
  });
  if (notice) await announceOrderChange(ctx, id, notice);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  return toOrderSummary(ctx.db, order!, { userId, now: ctx.clock.now() });
}

/** PUT /orders/:id/buyer-response: the buyer's note to the chef, until archived. */
export function setBuyerResponse(
  ctx: AppContext,
  userId: string,
  orderId: string,
  response: string,
): Promise<OrderSummary> {
  return changeOrder(ctx, userId, orderId, async (tx, order, role) => {
    assertRole(role, 'buyer');
    if (!order.active) throw conflict(lifecycleMessages.responseClosed);
    await tx
      .update(orders)
      .set({ buyerResponse: response, updatedAt: ctx.clock.now() })
      .where(eq(orders.id, order.id));
    return { kind: 'buyer_response', response };
  });
}

/**
 * PUT /orders/:id/delivery-time: a new slot (or as soon as possible) while the order is new,
 * checked against the chef's hours, lead time and pre-order setting as at checkout.
 */
export function changeDeliveryTime(
  ctx: AppContext,
  userId: string,
  orderId: string,
  deliveryAtIso: string | null,
): Promise<OrderSummary> {
  return changeOrder(ctx, userId, orderId, async (tx, order, role) => {
    assertRole(role, 'buyer');
    const now = ctx.clock.now();
    if (!canChangeDeliveryTime({ ...order, hasDishes: true }, now))
      throw conflict(lifecycleMessages.timeClosed);
    const deliveryAt = deliveryAtIso ? new Date(deliveryAtIso) : null;
    const settings = await chefOrderSettings(tx, order.sellerId);
    await assertOrderTime(tx, order.sellerId, settings, deliveryAt, now);
    const same = (order.deliveryAt?.getTime() ?? null) === (deliveryAt?.getTime() ?? null);
    if (same) return null;
    await tx.update(orders).set({ deliveryAt, updatedAt: now }).where(eq(orders.id, order.id));
    return { kind: 'delivery_time' };
  });
}

/** POST /orders/:id/archive: the buyer files a finished order away (active = false). */
export function archiveOrder(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<OrderSummary> {
  return changeOrder(ctx, userId, orderId, async (tx, order, role) => {
    assertRole(role, 'buyer');
    if (!order.active) return null;
    if (!isTerminal(order.status)) throw conflict(lifecycleMessages.archiveNotYet);
    await tx
      .update(orders)
      .set({ active: false, updatedAt: ctx.clock.now() })
      .where(eq(orders.id, order.id));
    return { kind: 'updated' };
  });
}

/** POST /orders/:id/viewed: the chef opened the order (the call robot stands down). Once. */
export function markOrderViewed(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<OrderSummary> {
  return changeOrder(ctx, userId, orderId, async (tx, order, role) => {
    assertRole(role, 'seller');
    if (order.viewedAt) return null;
    await tx.update(orders).set({ viewedAt: ctx.clock.now() }).where(eq(orders.id, order.id));
    return { kind: 'updated' };
  });
}

/**
 * POST /orders/:id/reorder: the order's dishes that can still be ordered go back into the
 * buyer's cart with their quantities, options and instructions, at today's prices. A cart
 * holding another chef's dishes is the cart's own conflict unless `replaceCart`. Lines that
 * cannot be ordered any more (gone, sold out, options changed) are left out; none at all is
 * a 409.
 */
export async function reorder(
  ctx: AppContext,
  userId: string,
  orderId: string,
  replaceCart: boolean,
): Promise<CartResponse> {
  const { order, role } = await findOrderForParty(ctx.db, userId, orderId);
  assertRole(role, 'buyer');
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.createdAt, orderItems.id);
  const cart = await readCart(ctx.db, userId, ctx.clock.now());
  if (!replaceCart && cart.chef && cart.lines.length > 0 && cart.chef.id !== order.sellerId)
    throw cartConflict();
  let added = 0;
  for (const item of items) {
    if (!item.dishId) continue;
    try {
      await addCartItem(ctx, userId, {
        dishId: item.dishId,
        quantity: item.quantity,
        modifiers: item.modifiers.map((m) => ({
          modifierId: m.modifierId,
          optionIds: m.options.map((o) => o.optionId),
        })),
        specialInstruction: item.specialInstruction ?? undefined,
        replaceCart,
      });
      added += 1;
    } catch (err) {
      // Only "this line cannot be ordered now" is skipped; anything else is a real failure.
      if (!(err instanceof AppError) || err.code === 'cart_conflict' || err.statusCode >= 500)
        throw err;
    }
  }
  if (added === 0) throw conflict(lifecycleMessages.nothingToReorder);
  return getCart(ctx, userId);
}
