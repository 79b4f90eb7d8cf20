import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCustomerReviewBody,
  CreateDishReviewBody,
  CreateOrderReviewBody,
  CreateReviewResponse,
  OrderReviewsResponse,
} from '#contracts/reviews';
import { api, ApiError } from '../../lib/api';

export const orderReviewsKey = (orderId: string) => ['reviews', 'order', orderId] as const;

/** What I may review on one order and what I wrote; a 4xx is an answer, not worth retrying. */
export function useOrderReviews(orderId: string) {
  return useQuery({
    queryKey: orderReviewsKey(orderId),
    queryFn: () => api<OrderReviewsResponse>(`/reviews/orders/${encodeURIComponent(orderId)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
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
      api<CreateReviewResponse>(`/reviews/${req.kind}`, { method: 'POST', body: req.body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: orderReviewsKey(orderId) });
      void qc.invalidateQueries({ queryKey: ['catalog'] });
      void qc.invalidateQueries({ queryKey: ['chefs'] });
    },
  });
}
