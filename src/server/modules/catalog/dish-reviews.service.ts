import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { DISH_REVIEWS_PAGE_SIZE, type DishReviewsResponse } from '#contracts/reviews';
import { publicReviewerName } from '#domain/reviews';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { reviews } from '../../db/schema/reviews.ts';
import type { Viewer } from '../chefs/chef-queries.ts';
import { loadVisibleDish } from './visible-dish.ts';

/**
 * The public reviews of a dish (rating, comment, reviewer's first name and initial), newest
 * first, for whoever may see the dish itself; otherwise the dish page's own 404.
 */
export async function listDishReviews(
  ctx: AppContext,
  dishId: string,
  viewer: Viewer,
  page: number,
): Promise<DishReviewsResponse> {
  await loadVisibleDish(ctx, eq(dishes.id, dishId), viewer);
  const ofDish = and(eq(reviews.dishId, dishId), eq(reviews.type, 'dish'));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.publicComment,
        name: profiles.name,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.reviewerId))
      .where(and(ofDish, isNotNull(reviews.dishId)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(DISH_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * DISH_REVIEWS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(reviews).where(ofDish),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      reviewerName: publicReviewerName(r.name),
      createdAt: r.createdAt.toISOString(),
    })),
    total: totals?.n ?? 0,
    page,
    pageSize: DISH_REVIEWS_PAGE_SIZE,
  };
}
