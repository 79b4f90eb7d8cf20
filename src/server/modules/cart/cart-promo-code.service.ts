// The promo code on a cart (spec §3 Cart.promo_code, issue 12 point 4): checked against the
// cart as it is when entered, kept on the cart, and re-evaluated on every read and at checkout.
import { eq } from 'drizzle-orm';
import type { CartResponse } from '#contracts/cart';
import { couponMessages } from '#domain/coupons';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { carts } from '../../db/schema/cart.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { evaluateCartCoupon } from '../promotions/cart-coupon.ts';
import { readCart, toCartResponse } from './cart-read.ts';

/** PUT /cart/promo-code: keeps the code only when it applies to the cart now. */
export async function setPromoCode(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<CartResponse & { message: string }> {
  const now = ctx.clock.now();
  const cart = await readCart(ctx.db, userId, now);
  if (!cart.cartId || !cart.chef || cart.lines.length === 0) throw conflict(messages.cartEmpty);
  const promo = await evaluateCartCoupon(ctx.db, {
    code,
    buyerId: userId,
    chefId: cart.chef.id,
    lines: cart.lines.map((l) => ({ dishId: l.dishId, lineTotalCents: l.lineTotalCents })),
    now,
  });
  if (promo.problem)
    throw new AppError(422, 'coupon_refused', promo.problem, { code: promo.problem });
  await ctx.db.update(carts).set({ promoCode: promo.code }).where(eq(carts.id, cart.cartId));
  return {
    ...toCartResponse(await readCart(ctx.db, userId, ctx.clock.now())),
    message: couponMessages.applied,
  };
}

/** DELETE /cart/promo-code */
export async function removePromoCode(ctx: AppContext, userId: string): Promise<CartResponse> {
  await ctx.db.update(carts).set({ promoCode: null }).where(eq(carts.userId, userId));
  return toCartResponse(await readCart(ctx.db, userId, ctx.clock.now()));
}
