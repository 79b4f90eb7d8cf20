/*
 * The coupons' SQL (decision 025): a chef's coupons, a code's lookup, a buyer's uses, and the
 * redemption an order takes in its own transaction. Codes are citext: "spring10" finds
 * "SPRING10".
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CouponInput } from '#contracts/promotions';
import type { CouponTerms } from '#domain/coupons';
import type { Queryable, Tx } from '../../db/client.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { couponRedemptions, coupons } from '../../db/schema/promotions.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const termsOf = (c: CouponRow): CouponTerms => ({
  chefId: c.chefId,
  discountType: c.discountType,
  percentOff: c.percentOff,
  amountOffCents: c.amountOffCents,
  minOrderCents: c.minOrderCents,
  dishIds: c.dishIds,
  active: c.active,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  maxRedemptions: c.maxRedemptions,
  redemptionsCount: c.redemptionsCount,
  maxPerUser: c.maxPerUser,
});

/** The chef's coupon with this code, if any. */
export async function couponOfChef(
  db: Queryable,
  chefId: string,
  code: string,
): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.chefId, chefId), eq(coupons.code, code)));
  return row ?? null;
}

/** Whether some other chef has this code (to tell the buyer it is someone else's). */
export async function codeExistsElsewhere(db: Queryable, chefId: string, code: string) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), sql`${coupons.chefId} <> ${chefId}`))
    .limit(1);
  return Boolean(row);
}

/** Times a buyer used a coupon on orders that still stand (rejected or cancelled ones gave it back). */
export async function usesByBuyer(db: Queryable, couponId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Counts one use of the coupon for an order, in the order's transaction: a conditional
 * increment, so two buyers racing for the last use cannot both get it. False: used up.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { couponId: string; userId: string; orderId: string; amountCents: number; now: Date },
): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ redemptionsCount: sql`${coupons.redemptionsCount} + 1`, updatedAt: input.now })
    .where(
      and(
        eq(coupons.id, input.couponId),
        sql`(${coupons.maxRedemptions} IS NULL OR ${coupons.redemptionsCount} < ${coupons.maxRedemptions})`,
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) return false;
  await tx.insert(couponRedemptions).values({
    couponId: input.couponId,
    userId: input.userId,
    orderId: input.orderId,
    amountCents: input.amountCents,
    createdAt: input.now,
  });
  return true;
}

/** A rejected or cancelled order gives its coupon use back (once). */
export async function releaseRedemption(tx: Tx, orderId: string, now: Date): Promise<void> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return;
  await tx
    .update(coupons)
    .set({ redemptionsCount: sql`greatest(${coupons.redemptionsCount} - 1, 0)`, updatedAt: now })
    .where(eq(coupons.id, released.couponId));
}

export async function couponsOfChef(db: Queryable, chefId: string): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(eq(coupons.chefId, chefId))
    .orderBy(desc(coupons.createdAt), asc(coupons.code));
}

export async function couponById(db: Queryable, chefId: string, id: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.chefId, chefId)));
  return row ?? null;
}

const columnsOf = (input: CouponInput) => ({
  code: input.code,
  discountType: input.discountType,
  percentOff: input.discountType === 'percent' ? input.percentOff : null,
  amountOffCents: input.discountType === 'amount' ? input.amountOffCents : null,
  dishIds: input.dishIds,
  minOrderCents: input.minOrderCents,
  maxRedemptions: input.maxRedemptions,
  maxPerUser: input.maxPerUser,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  active: input.active,
});

/** Null when the chef already has this code. */
export async function insertCoupon(db: Queryable, chefId: string, input: CouponInput, now: Date) {
  const [row] = await db
    .insert(coupons)
    .values({ chefId, ...columnsOf(input), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setCouponActive(
  db: Queryable,
  chefId: string,
  id: string,
  active: boolean,
  now: Date,
) {
  const [row] = await db
    .update(coupons)
    .set({ active, updatedAt: now })
    .where(and(eq(coupons.id, id), eq(coupons.chefId, chefId)))
    .returning();
  return row ?? null;
}

/** The chef's own dishes among `ids` (a coupon may only name those), with their names. */
export async function ownDishNames(
  db: Queryable,
  chefId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: dishes.id, name: dishes.name })
    .from(dishes)
    .where(and(eq(dishes.chefId, chefId), inArray(dishes.id, ids as string[])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
