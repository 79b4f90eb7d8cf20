// GET /reviews/orders/:orderId — for one party of an order: the order review, one review per
// dish and the customer review, each with what the viewer may do (write it, read what they
// wrote, or why not). The review pages are built from this one answer.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrderReviewsResponse, ReviewSubject } from '#contracts/reviews';
import { halfStepRating, reviewEligibility, type ReviewKind } from '#domain/reviews';
import { chefDisplayName } from '#domain/chef';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { chefNameColumns } from '../chefs/chef-queries.ts';
import { loadPartyOrder, toReview, type PartyOrder } from './review-access.ts';

type ReviewRow = typeof reviews.$inferSelect;

function subject(order: PartyOrder, kind: ReviewKind, mine: ReviewRow | undefined): ReviewSubject {
  const eligibility = reviewEligibility({
    kind,
    role: order.role,
    orderCompleted: order.status === 'completed',
    alreadyReviewed: Boolean(mine),
  });
  return { ...eligibility, review: mine ? toReview(mine) : null };
}

export async function getOrderReviews(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<OrderReviewsResponse> {
  const order = await loadPartyOrder(ctx.db, userId, orderId);
  const [people, items, written] = await Promise.all([
    ctx.db
      .select({
        id: profiles.id,
        ...chefNameColumns,
        ratingSum: profiles.ratingSum,
        ratingCount: profiles.ratingCount,
      })
      .from(profiles)
      .where(inArray(profiles.id, [order.buyerId, order.sellerId])),
    // A dish ordered twice (other modifiers) is one dish to review; deleted dishes drop out.
    ctx.db
      .selectDistinctOn([orderItems.dishId], {
        dishId: dishes.id,
        dishName: orderItems.dishName,
        ratingSum: dishes.ratingSum,
        ratingCount: dishes.ratingCount,
      })
      .from(orderItems)
      .innerJoin(dishes, eq(dishes.id, orderItems.dishId))
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.dishId)))
      .orderBy(asc(orderItems.dishId), asc(orderItems.createdAt)),
    // Only what the viewer wrote: the other party's review of them is not theirs to read here.
    ctx.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderId, order.id), eq(reviews.reviewerId, userId))),
  ]);
  const chef = people.find((p) => p.id === order.sellerId);
  const buyer = people.find((p) => p.id === order.buyerId);
  const mine = (type: ReviewKind, dishId: string | null = null) =>
    written.find((r) => r.type === type && r.dishId === dishId);

  return {
    orderId: order.id,
    status: order.status,
    viewerRole: order.role,
    chef: {
      id: order.sellerId,
      name: chef ? chefDisplayName(chef) : 'The chef',
      rating: {
        average: halfStepRating(chef?.ratingSum ?? 0, chef?.ratingCount ?? 0),
        count: chef?.ratingCount ?? 0,
      },
    },
    customer: { id: order.buyerId, name: buyer?.name ?? 'The customer' },
    order: subject(order, 'order', mine('order')),
    dishes: items
      .sort((a, b) => a.dishName.localeCompare(b.dishName))
      .map((item) => ({
        ...subject(order, 'dish', mine('dish', item.dishId)),
        dishId: item.dishId,
        dishName: item.dishName,
        rating: {
          average: halfStepRating(item.ratingSum, item.ratingCount),
          count: item.ratingCount,
        },
      })),
    customerReview: subject(order, 'customer', mine('customer')),
  };
}
