import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  OrderCountsResponse,
  OrderListItem,
  OrderListResponse,
  OrderResponse,
  OrderTransitionBody,
} from '#contracts/orders';
import type { ChefPageResponse } from '#contracts/chefs';
import { api, ApiError } from '../../lib/api';
import type { OrderListName, OrderSide } from './order-format';

// Every order read lives under ['orders', …]: one invalidation refreshes the lists, the
// counts, the drawer and any open order page.
export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['orders', id] as const;
export const orderListKey = (side: OrderSide, list: OrderListName, page: number) =>
  ['orders', 'list', side, list, page] as const;
export const orderCountsKey = ['orders', 'counts'] as const;

const path = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** One order I bought or sell; a 404 is an answer, not worth retrying. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => api<OrderResponse>(path(id), { signal }),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

export function useOrderList(side: OrderSide, list: OrderListName, page: number) {
  return useQuery({
    queryKey: orderListKey(side, list, page),
    queryFn: ({ signal }) =>
      api<OrderListResponse>(`/orders?side=${side}&list=${list}&page=${page}`, { signal }),
    // Paging keeps the rows until the next page arrives; another list never shows this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === side && previousQuery.queryKey[3] === list
        ? previous
        : undefined,
  });
}

export function useOrderCounts(enabled = true) {
  return useQuery({
    queryKey: orderCountsKey,
    queryFn: ({ signal }) => api<OrderCountsResponse>('/orders/counts', { signal }),
    enabled,
  });
}

/** After any change to one order: its page, and every list and count it may sit in. */
export function refreshOrder(qc: QueryClient, id: string, order?: OrderResponse) {
  if (order) qc.setQueryData(orderKey(id), order);
  return Promise.all([
    qc.invalidateQueries({ queryKey: orderKey(id) }),
    qc.invalidateQueries({ queryKey: ['orders', 'list'] }),
    qc.invalidateQueries({ queryKey: orderCountsKey }),
  ]);
}

/** A write that answers the whole order: shown at once, then the lists catch up. */
function useOrderWrite<V>(id: string, request: (vars: V) => Promise<OrderResponse>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (data) => refreshOrder(qc, id, data),
  });
}

/** accept / reject / ready / complete / cancel (the server decides who may do which). */
export function useOrderTransition(id: string) {
  return useOrderWrite(id, (body: OrderTransitionBody) =>
    api<OrderResponse>(`${path(id)}/transitions`, { body }),
  );
}

export function useBuyerResponse(id: string) {
  return useOrderWrite(id, (buyerResponse: string) =>
    api<OrderResponse>(`${path(id)}/buyer-response`, { method: 'PUT', body: { buyerResponse } }),
  );
}

export function useDeliveryTime(id: string) {
  return useOrderWrite(id, (deliveryAt: string | null) =>
    api<OrderResponse>(`${path(id)}/delivery-time`, { method: 'PUT', body: { deliveryAt } }),
  );
}

/** The buyer moves a finished order out of their lists (active false). */
export function useArchiveOrder(id: string) {
  return useOrderWrite(id, () => api<OrderResponse>(`${path(id)}/archive`, { method: 'POST' }));
}

/** The order's dishes back in my cart; `replaceCart` after "Start a New Cart?". */
export function useReorder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (replaceCart: boolean) =>
      api<unknown>(`${path(id)}/reorder`, { body: replaceCart ? { replaceCart } : {} }),
    // The cart feature reads ['cart', userId]; its prefix refreshes it.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['cart'] }),
  });
}

/** The chef opened the order: the robot call is off and the inbox mark goes. */
export function useMarkViewed(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>(`${path(id)}/viewed`, { method: 'POST' }),
    onSuccess: () => refreshOrder(qc, id),
  });
}

/** The chef's hours and zone, for the delivery-time slots (same key as the checkout's). */
export function useChefHours(chefId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['chefs', chefId, 'page'],
    queryFn: ({ signal }) =>
      api<ChefPageResponse>(`/chefs/${encodeURIComponent(chefId)}`, { signal }),
    enabled,
  });
}

export interface DrawerOrder {
  order: OrderListItem;
  side: OrderSide;
}

/**
 * The orders still under way, for the notifications drawer: my new and active orders and,
 * for a chef, the new and active orders received — first page of each, the same cache
 * entries as /order/list.
 */
export function useOrdersUnderWay(isChef: boolean, enabled: boolean) {
  const lists: [OrderSide, OrderListName][] = [
    ['buyer', 'new'],
    ['buyer', 'active'],
    ...(isChef
      ? ([
          ['seller', 'new'],
          ['seller', 'active'],
        ] as [OrderSide, OrderListName][])
      : []),
  ];
  return useQueries({
    queries: lists.map(([side, list]) => ({
      queryKey: orderListKey(side, list, 1),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api<OrderListResponse>(`/orders?side=${side}&list=${list}&page=1`, { signal }),
      enabled,
    })),
    combine: (results) => ({
      orders: results.flatMap((r, i) =>
        (r.data?.orders ?? []).map((order) => ({ order, side: lists[i]![0] })),
      ),
      isPending: results.some((r) => r.isPending && enabled),
      isError: results.some((r) => r.isError),
    }),
  });
}
