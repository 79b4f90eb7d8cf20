import { REVIEW_COMMENTS } from '../accounts.ts';
import { DAY, HOUR } from './shared.ts';
import type { PlanContext, ProducerPlan } from './types.ts';

/**
 * Completed orders with reviews (order review = producer rating, dish reviews = dish ratings),
 * and the rating totals they leave on producers' profiles and on dishes.
 */
export function planOrdersAndReviews(
  ctx: PlanContext,
  producers: ProducerPlan[],
  customerIds: string[],
): void {
  const { plan, rng, at } = ctx;
  const profileById = new Map(plan.profiles.map((p) => [p.id, p]));
  const ratingRoll = () => {
    const r = rng.next();
    return r < 0.55 ? 5 : r < 0.82 ? 4 : r < 0.93 ? 3 : r < 0.98 ? 2 : 1;
  };
  const commentFor = (rating: number) =>
    rng.chance(0.75) ? rng.pick(REVIEW_COMMENTS[rating] ?? ['']) : null;
  const dishRatings = new Map<string, { sum: number; count: number }>();
  for (const producer of producers.filter((p) => p.approved)) {
    const reviewers = rng.sample(customerIds, rng.int(0, 6));
    for (const buyerId of reviewers) {
      const orderId = rng.uuid();
      const createdAt = at(rng.int(2, 90) * DAY + rng.int(9, 20) * HOUR);
      const items = rng.sample(producer.dishes, rng.int(1, 3));
      let subtotal = 0;
      for (const dish of items) {
        const quantity = rng.int(1, 3);
        subtotal += quantity * dish.priceCents;
        plan.orderItems.push({
          id: rng.uuid(),
          orderId,
          dishId: dish.id as string,
          dishName: dish.name,
          quantity,
          unitPriceCents: dish.priceCents,
          lineTotalCents: quantity * dish.priceCents,
          createdAt,
        });
      }
      const fee = Math.round(subtotal * 0.15);
      const serviceFeeCents = producer.commission === 'service_fee_15' ? fee : 0;
      const commissionCents = producer.commission === 'commission_15' ? fee : 0;
      const tipCents = rng.pick([0, 0, 200, 300, 500]);
      plan.orders.push({
        id: orderId,
        buyerId,
        sellerId: producer.id,
        status: 'completed',
        active: true,
        deliveryMethod: 'pickup',
        deliveryAt: new Date(createdAt.getTime() + HOUR),
        foodName: items[0]?.name ?? null,
        subtotalCents: subtotal,
        serviceFeeCents,
        tipCents,
        commissionCents,
        totalCents: subtotal + serviceFeeCents + tipCents,
        chefEarningsCents: subtotal - commissionCents + tipCents,
        commissionStructure: producer.commission,
        idempotencyKey: `demo-${orderId}`,
        createdAt,
      });
      plan.orderStatusHistory.push({
        orderId,
        fromStatus: null,
        toStatus: 'completed',
        changedById: producer.id,
        note: 'Demo order',
        createdAt,
      });
      const reviewedAt = new Date(createdAt.getTime() + rng.int(3, 48) * HOUR);
      const rating = ratingRoll();
      plan.reviews.push({
        id: rng.uuid(),
        type: 'order',
        orderId,
        dishId: null,
        producerId: producer.id,
        reviewerId: buyerId,
        rating,
        publicComment: commentFor(rating),
        createdAt: reviewedAt,
      });
      const profile = profileById.get(producer.id);
      if (profile) {
        profile.ratingSum = (profile.ratingSum ?? 0) + rating;
        profile.ratingCount = (profile.ratingCount ?? 0) + 1;
      }
      for (const dish of items) {
        if (!rng.chance(0.7)) continue;
        const dishRating = ratingRoll();
        plan.reviews.push({
          id: rng.uuid(),
          type: 'dish',
          orderId,
          dishId: dish.id as string,
          producerId: producer.id,
          reviewerId: buyerId,
          rating: dishRating,
          publicComment: commentFor(dishRating),
          createdAt: reviewedAt,
        });
        const agg = dishRatings.get(dish.id as string) ?? { sum: 0, count: 0 };
        agg.sum += dishRating;
        agg.count += 1;
        dishRatings.set(dish.id as string, agg);
      }
    }
  }
  for (const dish of plan.dishes) {
    const agg = dishRatings.get(dish.id as string);
    dish.ratingSum = agg?.sum ?? 0;
    dish.ratingCount = agg?.count ?? 0;
  }
}
