import { z } from 'zod';
import { text } from '#contracts/strings';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX, reviewMessages } from '#domain/reviews';
import { orderStatusSchema } from './orders';

// Reviews (spec §2 /review/..., §3 Review; issue 4 point 7). The buyer of a completed order
// reviews the order (the chef's overall rating) and each of its dishes; the chef reviews the
// buyer. Once each; a review cannot be changed afterwards.

export const reviewRatingSchema = z
  .number({ error: reviewMessages.ratingRequired })
  .int({ error: reviewMessages.ratingRequired })
  .min(RATING_MIN, { error: reviewMessages.ratingRequired })
  .max(RATING_MAX, { error: reviewMessages.ratingRequired });

/** Trimmed; empty means no comment. Shown as plain text, never as HTML. */
export const reviewCommentSchema = text()
  .trim()
  .max(REVIEW_COMMENT_MAX, { error: reviewMessages.commentTooLong })
  .nullish();

/** POST /reviews/order: the buyer rates the order as a whole (the chef's overall rating). */
export const createOrderReviewBodySchema = z.object({
  orderId: z.uuid(),
  rating: reviewRatingSchema,
  publicComment: reviewCommentSchema,
});
export type CreateOrderReviewBody = z.input<typeof createOrderReviewBodySchema>;

/** POST /reviews/dish: the buyer rates one dish of the order. */
export const createDishReviewBodySchema = createOrderReviewBodySchema.extend({ dishId: z.uuid() });
export type CreateDishReviewBody = z.input<typeof createDishReviewBodySchema>;

/** POST /reviews/customer: the order's chef rates its buyer. */
export const createCustomerReviewBodySchema = createOrderReviewBodySchema.extend({
  customerId: z.uuid(),
});
export type CreateCustomerReviewBody = z.input<typeof createCustomerReviewBodySchema>;

export const reviewTypeSchema = z.enum(['order', 'dish', 'customer']);

export const reviewSchema = z.object({
  id: z.uuid(),
  type: reviewTypeSchema,
  orderId: z.uuid(),
  /** type dish only. */
  dishId: z.uuid().nullable(),
  /** type customer only: the buyer the chef reviewed. */
  customerId: z.uuid().nullable(),
  producerId: z.uuid(),
  reviewerId: z.uuid(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  publicComment: text().nullable(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * One thing the viewer could review on the order: `can_review` (form), `reviewed` (their
 * review, read-only) or `not_allowed` with the reason (order not completed, wrong party).
 */
export const reviewSubjectSchema = z.object({
  state: z.enum(['can_review', 'reviewed', 'not_allowed']),
  reason: text().nullable(),
  review: reviewSchema.nullable(),
});
export type ReviewSubject = z.infer<typeof reviewSubjectSchema>;

/** Shown rating in half steps (#domain/reviews roundToHalfStar); null = nobody rated yet. */
export const halfStepRatingSchema = z.object({
  average: z.number().min(0).max(RATING_MAX).nullable(),
  count: z.number().int().nonnegative(),
});
export type HalfStepRating = z.infer<typeof halfStepRatingSchema>;

export const orderReviewsParamsSchema = z.object({ orderId: text().max(100) });

/** GET /reviews/orders/:orderId — what the viewer (buyer or chef of the order) may review. */
export const orderReviewsResponseSchema = z.object({
  orderId: z.uuid(),
  status: orderStatusSchema,
  viewerRole: z.enum(['buyer', 'seller']),
  chef: z.object({ id: z.uuid(), name: text(), rating: halfStepRatingSchema }),
  customer: z.object({ id: z.uuid(), name: text() }),
  /** The order review (the chef's overall rating). */
  order: reviewSubjectSchema,
  /** One per dish of the order that still exists (a deleted dish cannot be reviewed). */
  dishes: z.array(
    reviewSubjectSchema.extend({
      dishId: z.uuid(),
      dishName: text(),
      rating: halfStepRatingSchema,
    }),
  ),
  /** The chef's review of the customer. */
  customerReview: reviewSubjectSchema,
});
export type OrderReviewsResponse = z.infer<typeof orderReviewsResponseSchema>;

/** A submitted review, the thank-you, and the subject's new rating (dish or chef). */
export const createReviewResponseSchema = z.object({
  review: reviewSchema,
  message: text(),
  /** The dish's (dish review) or the chef's overall (order review) rating; null for customers. */
  subjectRating: halfStepRatingSchema.nullable(),
});
export type CreateReviewResponse = z.infer<typeof createReviewResponseSchema>;

/** Public reviews of a dish on its page, newest first. */
export const DISH_REVIEWS_PAGE_SIZE = 10;

export const dishReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  /** Plain text; the web never renders it as HTML. */
  comment: text().nullable(),
  /** First name and last initial, never an e-mail address. */
  reviewerName: text(),
  createdAt: z.iso.datetime(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const dishReviewsResponseSchema = z.object({
  reviews: z.array(publicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DishReviewsResponse = z.infer<typeof dishReviewsResponseSchema>;
