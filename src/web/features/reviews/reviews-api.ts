import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getOrderReviews,
  reviewCustomer,
  reviewDish,
  reviewOrder,
} from '#contracts/endpoints/reviews';
import type {
  CreateCustomerReviewBody,
  CreateDishReviewBody,
  CreateOrderReviewBody,
} from '#contracts/reviews';
import { call } from '../../lib/api';

export const orderReviewsKey = (orderId: string) => ['reviews', 'order', orderId] as const;

/** What I may review on one order and what I wrote. */
export function useOrderReviews(orderId: string) {
  return useQuery({
    queryKey: orderReviewsKey(orderId),
    queryFn: ({ signal }) => call(getOrderReviews, { params: { orderId }, signal }),
  });
}

export type ReviewRequest =
  | { kind: 'order'; body: CreateOrderReviewBody }
  | { kind: 'dish'; body: CreateDishReviewBody }
  | { kind: 'customer'; body: CreateCustomerReviewBody };

/** Submits one review; afterwards the order's reviews and the public ratings are stale. */
export function useCreateReview(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: ReviewRequest) =>
      req.kind === 'order'
        ? call(reviewOrder, { body: req.body })
        : req.kind === 'dish'
          ? call(reviewDish, { body: req.body })
          : call(reviewCustomer, { body: req.body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: orderReviewsKey(orderId) });
      void qc.invalidateQueries({ queryKey: ['catalog'] });
      void qc.invalidateQueries({ queryKey: ['chefs'] });
    },
  });
}
