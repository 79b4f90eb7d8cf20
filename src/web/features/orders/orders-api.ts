import { useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '#contracts/orders';
import { api, ApiError } from '../../lib/api';

export const orderKey = (id: string) => ['orders', id] as const;

/** One order I bought or sell; a 404 is an answer, not worth retrying. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: () => api<OrderResponse>(`/orders/${encodeURIComponent(id)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}
