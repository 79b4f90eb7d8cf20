// POST /reviews/order | dish | customer. One transaction per review: check the party, the
// status and the subject, insert the review, and add its rating to the dish (dish review) or
// to the chef's overall rating (order review).
//
// Once each: reviews has a unique (reviewer, order, type, dish) NULLS NOT DISTINCT, and the
// insert is ON CONFLICT DO NOTHING. A concurrent duplicate waits on the index, inserts
// nothing and gets 409; the counters move only when a row was really inserted, so they always
// equal the sum and count of the reviews.
import { and, eq, sql } from 'drizzle-orm';
import type {
  CreateReviewResponse,
  HalfStepRating,
  createCustomerReviewBodySchema,
  createDishReviewBodySchema,
  createOrderReviewBodySchema,
} from '#contracts/reviews';
import {
  halfStepRating,
  normaliseComment,
  reviewEligibility,
  reviewMessages,
  type ReviewKind,
} from '#domain/reviews';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import type { Queryable } from '../../db/client.ts';
import { loadPartyOrder, toReview, type PartyOrder } from './review-access.ts';

type OrderReviewInput = z.output<typeof createOrderReviewBodySchema>;
type DishReviewInput = z.output<typeof createDishReviewBodySchema>;
type CustomerReviewInput = z.output<typeof createCustomerReviewBodySchema>;

/** Leaves updated_at alone: a new rating is not an edit of the dish or the profile. */
const keep = (column: typeof dishes.updatedAt | typeof profiles.updatedAt) => sql`${column}`;

/** 403 for the wrong party, 409 before completion; "already reviewed" is the insert's call. */
function assertMayReview(order: PartyOrder, kind: ReviewKind): void {
  const eligibility = reviewEligibility({
    kind,
    role: order.role,
    orderCompleted: order.status === 'completed',
    alreadyReviewed: false,
  });
  if (eligibility.state === 'not_allowed') {
    throw order.role === (kind === 'customer' ? 'seller' : 'buyer')
      ? conflict(eligibility.reason)
      : forbidden(eligibility.reason);
  }
}

interface NewReview {
  type: ReviewKind;
  order: PartyOrder;
  reviewerId: string;
  rating: number;
  publicComment?: string | null | undefined;
  dishId?: string;
  customerId?: string;
}

async function insertReview(tx: Queryable, input: NewReview, now: Date) {
  const [row] = await tx
    .insert(reviews)
    .values({
      type: input.type,
      orderId: input.order.id,
      dishId: input.dishId ?? null,
      producerId: input.order.sellerId,
      reviewerId: input.reviewerId,
      customerId: input.customerId ?? null,
      rating: input.rating,
      publicComment: normaliseComment(input.publicComment),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(reviewMessages.alreadyReviewed);
  return row;
}

const shown = (r: { ratingSum: number; ratingCount: number } | undefined): HalfStepRating => ({
  average: halfStepRating(r?.ratingSum ?? 0, r?.ratingCount ?? 0),
  count: r?.ratingCount ?? 0,
});

export async function createOrderReview(
  ctx: AppContext,
  userId: string,
  input: OrderReviewInput,
): Promise<CreateReviewResponse> {
  return ctx.db.transaction(async (tx) => {
    const order = await loadPartyOrder(tx, userId, input.orderId);
    assertMayReview(order, 'order');
    const row = await insertReview(
      tx,
      { type: 'order', order, reviewerId: userId, ...input },
      ctx.clock.now(),
    );
    const [chef] = await tx
      .update(profiles)
      .set({
        ratingSum: sql`${profiles.ratingSum} + ${row.rating}`,
        ratingCount: sql`${profiles.ratingCount} + 1`,
        updatedAt: keep(profiles.updatedAt),
      })
      .where(eq(profiles.id, order.sellerId))
      .returning({ ratingSum: profiles.ratingSum, ratingCount: profiles.ratingCount });
    return { review: toReview(row), message: reviewMessages.thankYou, subjectRating: shown(chef) };
  });
}

export async function createDishReview(
  ctx: AppContext,
  userId: string,
  input: DishReviewInput,
): Promise<CreateReviewResponse> {
  return ctx.db.transaction(async (tx) => {
    const order = await loadPartyOrder(tx, userId, input.orderId);
    assertMayReview(order, 'dish');
    const [item] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.dishId, input.dishId)))
      .limit(1);
    if (!item)
      throw badRequest(reviewMessages.dishNotInOrder, { dishId: reviewMessages.dishNotInOrder });
    const row = await insertReview(
      tx,
      { type: 'dish', order, reviewerId: userId, ...input },
      ctx.clock.now(),
    );
    const [dish] = await tx
      .update(dishes)
      .set({
        ratingSum: sql`${dishes.ratingSum} + ${row.rating}`,
        ratingCount: sql`${dishes.ratingCount} + 1`,
        updatedAt: keep(dishes.updatedAt),
      })
      .where(eq(dishes.id, input.dishId))
      .returning({ ratingSum: dishes.ratingSum, ratingCount: dishes.ratingCount });
    return { review: toReview(row), message: reviewMessages.thankYou, subjectRating: shown(dish) };
  });
}

export async function createCustomerReview(
  ctx: AppContext,
  userId: string,
  input: CustomerReviewInput,
): Promise<CreateReviewResponse> {
  return ctx.db.transaction(async (tx) => {
    const order = await loadPartyOrder(tx, userId, input.orderId);
    assertMayReview(order, 'customer');
    if (input.customerId !== order.buyerId) {
      throw badRequest(reviewMessages.customerNotBuyer, {
        customerId: reviewMessages.customerNotBuyer,
      });
    }
    const row = await insertReview(
      tx,
      { type: 'customer', order, reviewerId: userId, ...input },
      ctx.clock.now(),
    );
    return { review: toReview(row), message: reviewMessages.thankYou, subjectRating: null };
  });
}
