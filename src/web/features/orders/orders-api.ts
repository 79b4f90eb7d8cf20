import {
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  archiveOrder,
  getOrder,
  getOrderCounts,
  listOrders,
  markOrderViewed,
  reorderOrder,
  setBuyerResponse,
  setDeliveryTime,
  transitionOrder,
} from '#contracts/endpoints/orders';
import type { OrderListItem, OrderResponse, OrderTransitionBody } from '#contracts/orders';
import { call } from '../../lib/api';
import { cartKey } from '../../lib/queries/cart';
import { chefPageQuery } from '../../lib/queries/chefs';
import type { OrderListName, OrderSide } from './order-format';

// Every order read lives under ['orders', …]: one invalidation refreshes the lists, the
// counts, the drawer and any open order page.
export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['orders', id] as const;
export const orderListKey = (side: OrderSide, list: OrderListName, page: number) =>
  ['orders', 'list', side, list, page] as const;
export const orderCountsKey = ['orders', 'counts'] as const;

/** One order I bought or sell. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => call(getOrder, { params: { id }, signal }),
  });
}

export function useOrderList(side: OrderSide, list: OrderListName, page: number) {
  return useQuery({
    queryKey: orderListKey(side, list, page),
    queryFn: ({ signal }) => call(listOrders, { query: { side, list, page }, signal }),
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
    queryFn: ({ signal }) => call(getOrderCounts, { signal }),
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
    call(transitionOrder, { params: { id }, body }),
  );
}

export function useBuyerResponse(id: string) {
  return useOrderWrite(id, (buyerResponse: string) =>
    call(setBuyerResponse, { params: { id }, body: { buyerResponse } }),
  );
}

export function useDeliveryTime(id: string) {
  return useOrderWrite(id, (deliveryAt: string | null) =>
    call(setDeliveryTime, { params: { id }, body: { deliveryAt } }),
  );
}

/** The buyer moves a finished order out of their lists (active false). */
export function useArchiveOrder(id: string) {
  return useOrderWrite(id, () => call(archiveOrder, { params: { id } }));
}

/** The order's dishes back in my cart; `replaceCart` after "Start a New Cart?". */
export function useReorder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (replaceCart: boolean) =>
      call(reorderOrder, { params: { id }, body: replaceCart ? { replaceCart } : {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cartKey }),
  });
}

/** The chef opened the order: the robot call is off and the inbox mark goes. */
export function useMarkViewed(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(markOrderViewed, { params: { id } }),
    onSuccess: () => refreshOrder(qc, id),
  });
}

/** The chef's hours and zone, for the delivery-time slots (the chef page's cache entry). */
export function useChefHours(chefId: string, enabled: boolean) {
  return useQuery({ ...chefPageQuery(chefId), enabled });
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
        call(listOrders, { query: { side, list, page: 1 }, signal }),
      enabled,
    })),
    combine: (results) => ({
      orders: results.flatMap((r, i) =>
        (r.data?.orders ?? []).map((order) => ({ order, side: lists[i]![0] })),
      ),
      isPending: results.some((r) => r.isPending && enabled),
      isError: results.some((r) => r.isError),
      /** Reads the failed lists again (the drawer's "Try again"). */
      refetch: () => {
        for (const r of results) if (r.isError) void r.refetch();
      },
    }),
  });
}
