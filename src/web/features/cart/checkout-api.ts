import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressListResponse } from '#contracts/addresses';
import type { DeliveryQuoteResponse } from '#contracts/checkout';
import type { ChefPageResponse } from '#contracts/chefs';
import type { OrderResponse, PlaceOrderBody } from '#contracts/orders';
import type { SavedCardsResponse } from '#contracts/payments';
import { api } from '../../lib/api';
import { cartQueryKey } from './cart-api';

// What checkout reads besides the cart. Keys match the owning features' keys where they exist
// (addresses, cards) so a change made there shows here; the files are not imported across
// features (lint), only the URLs are shared.

export function useCheckoutAddresses(enabled: boolean) {
  return useQuery({
    queryKey: ['addresses'],
    queryFn: () => api<AddressListResponse>('/addresses'),
    enabled,
  });
}

export function useCheckoutCards() {
  return useQuery({
    queryKey: ['payments', 'cards'],
    queryFn: () => api<SavedCardsResponse>('/payments/cards'),
  });
}

/** The chef's weekly hours and time zone, for the list of later times. */
export function useCheckoutChef(chefId: string) {
  return useQuery({
    queryKey: ['chefs', chefId, 'page'],
    queryFn: () => api<ChefPageResponse>(`/chefs/${encodeURIComponent(chefId)}`),
  });
}

/** A delivery quote for one address and time; retried only by the buyer (errors are answers). */
export function useDeliveryQuote(chefId: string, addressId: string | null, at: string | null) {
  return useQuery({
    queryKey: ['checkout', 'quote', chefId, addressId, at],
    queryFn: () =>
      api<DeliveryQuoteResponse>('/checkout/delivery-quote', {
        body: { chefId, addressId: addressId ?? undefined, at: at ?? undefined },
      }),
    enabled: Boolean(addressId),
    retry: false,
    // Quotes expire; a fresh one is fetched when it goes stale in the background.
    staleTime: 60_000,
  });
}

export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: PlaceOrderBody }) => submitOrder(key, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

/** POST /orders with its Idempotency-Key header; errors come back as ApiError. */
function submitOrder(key: string, body: PlaceOrderBody): Promise<OrderResponse> {
  return api<OrderResponse>('/orders', { body, headers: { 'idempotency-key': key } });
}
