// A chef's coupons in the business portal, and the spec's coupon lookup (§7) for buyers.
import type {
  Coupon,
  CouponInput,
  CouponLookupResponse,
  couponStateSchema,
} from '#contracts/promotions';
import type { z } from 'zod';
import { couponLookupStatus, couponMessages, couponStateRefusal } from '#domain/coupons';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { missingCodeMessage } from './cart-coupon.ts';
import {
  couponOfChef,
  couponsOfChef,
  insertCoupon,
  ownDishNames,
  setCouponActive,
  termsOf,
  usesByBuyer,
  type CouponRow,
} from './coupon-queries.ts';

export const couponAdminMessages = {
  created: 'Coupon created.',
  paused: 'Coupon paused.',
  resumed: 'Coupon resumed.',
  duplicate: 'You already have a coupon with this code.',
  notOwnDishes: 'Choose dishes from your own menu.',
  notFound: 'Coupon not found.',
} as const;

function stateOf(c: CouponRow, now: Date): z.infer<typeof couponStateSchema> {
  const refusal = couponStateRefusal(termsOf(c), { usedByBuyer: 0, now });
  if (refusal === 'paused') return 'paused';
  if (refusal === 'notStarted') return 'scheduled';
  if (refusal === 'expired') return 'expired';
  if (refusal === 'usedUp') return 'used_up';
  return 'active';
}

function toCoupon(c: CouponRow, names: Map<string, string>, now: Date): Coupon {
  return {
    id: c.id,
    code: c.code,
    discountType: c.discountType,
    percentOff: c.percentOff,
    amountOffCents: c.amountOffCents,
    dishIds: c.dishIds,
    dishNames: c.dishIds.map((id) => names.get(id) ?? 'A removed dish'),
    minOrderCents: c.minOrderCents,
    maxRedemptions: c.maxRedemptions,
    maxPerUser: c.maxPerUser,
    redemptionsCount: c.redemptionsCount,
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
    active: c.active,
    state: stateOf(c, now),
  };
}

async function withNames(ctx: AppContext, chefId: string, rows: CouponRow[]) {
  const names = await ownDishNames(ctx.db, chefId, [...new Set(rows.flatMap((r) => r.dishIds))]);
  return rows.map((r) => toCoupon(r, names, ctx.clock.now()));
}

/** GET /business/coupons */
export async function listCoupons(ctx: AppContext, chefId: string) {
  return { coupons: await withNames(ctx, chefId, await couponsOfChef(ctx.db, chefId)) };
}

/** POST /business/coupons */
export async function createCoupon(ctx: AppContext, chefId: string, input: CouponInput) {
  const own = await ownDishNames(ctx.db, chefId, input.dishIds);
  if (input.dishIds.some((id) => !own.has(id)))
    throw badRequest(couponAdminMessages.notOwnDishes, {
      dishIds: couponAdminMessages.notOwnDishes,
    });
  const row = await insertCoupon(ctx.db, chefId, input, ctx.clock.now());
  if (!row) throw conflict(couponAdminMessages.duplicate);
  const [coupon] = await withNames(ctx, chefId, [row]);
  return { coupon: coupon!, message: couponAdminMessages.created };
}

/** PUT /business/coupons/:id/active — pause or resume (another chef's coupon is a 404). */
export async function setCouponState(ctx: AppContext, chefId: string, id: string, active: boolean) {
  const row = await setCouponActive(ctx.db, chefId, id, active, ctx.clock.now());
  if (!row) throw notFound(couponAdminMessages.notFound);
  const [coupon] = await withNames(ctx, chefId, [row]);
  return {
    coupon: coupon!,
    message: active ? couponAdminMessages.resumed : couponAdminMessages.paused,
  };
}

/**
 * GET /coupons/lookup (spec §7): `active` with 200 for a code the buyer can use on the chef's
 * order, 414 for a code that is for named dishes when no dish was named (ask again per dish).
 * Every refusal is 422 with the reason; a code that is nobody's, 404.
 */
export async function lookupCoupon(
  ctx: AppContext,
  userId: string,
  query: { code: string; pid: string; did?: string },
): Promise<CouponLookupResponse> {
  const coupon = await couponOfChef(ctx.db, query.pid, query.code);
  if (!coupon) {
    const message = await missingCodeMessage(ctx.db, query.pid, query.code);
    throw message === couponMessages.notFound
      ? notFound(message)
      : new AppError(422, 'coupon_refused', message);
  }
  const refusal = couponStateRefusal(termsOf(coupon), {
    usedByBuyer: await usesByBuyer(ctx.db, coupon.id, userId),
    now: ctx.clock.now(),
  });
  if (refusal) throw new AppError(422, 'coupon_refused', couponMessages[refusal]);
  const status = couponLookupStatus(coupon, query.did);
  if (status === 'notForThisDish')
    throw new AppError(422, 'coupon_refused', couponMessages.notForTheseDishes);
  return { status: 'active', statusCode: status, message: couponMessages.applied };
}
