import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteDelivery } from '#contracts/endpoints/checkout';
import { placeOrder } from '#contracts/endpoints/orders';
import { removeCard } from '#contracts/endpoints/payments';
import type { PlaceOrderBody } from '#contracts/orders';
import { ApiError, call } from '../../lib/api';
import { addressesQuery } from '../../lib/queries/addresses';
import { cartKey } from '../../lib/queries/cart';
import { savedCardsKey, savedCardsQuery } from '../../lib/queries/cards';
import { chefPageQuery } from '../../lib/queries/chefs';
import { creditsKey } from '../../lib/queries/credits';

// What checkout reads besides the cart: the same cache entries as the pages that own them
// (addresses, cards, the chef's page), so a change made there shows here.

export function useCheckoutAddresses(enabled: boolean) {
  return useQuery({ ...addressesQuery(), enabled });
}

export function useCheckoutCards() {
  return useQuery(savedCardsQuery());
}

/** The chef's weekly hours and time zone, for the list of later times. */
export function useCheckoutChef(chefId: string) {
  return useQuery(chefPageQuery(chefId));
}

/** A delivery quote for one address and time (errors are answers the buyer acts on). */
export function useDeliveryQuote(chefId: string, addressId: string | null, at: string | null) {
  return useQuery({
    queryKey: ['checkout', 'quote', chefId, addressId, at],
    queryFn: ({ signal }) =>
      call(quoteDelivery, {
        body: { chefId, addressId: addressId ?? undefined, at: at ?? undefined },
        signal,
      }),
    enabled: Boolean(addressId),
    // Quotes expire; a fresh one is fetched when it goes stale in the background.
    staleTime: 60_000,
  });
}

export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: PlaceOrderBody }) =>
      // The Idempotency-Key makes a retried submission answer the same order.
      call(placeOrder, { body, headers: { 'idempotency-key': key } }),
    onSuccess: async () => {
      // The order holds the credit it spends: the accounts page shows what is left.
      await Promise.all([
        qc.invalidateQueries({ queryKey: cartKey }),
        qc.invalidateQueries({ queryKey: creditsKey }),
      ]);
    },
    onError: async (err) => {
      // Something moved the total or a line (a price, a deal, a fee, the stock): show today's
      // cart, its marked lines and its new total for the buyer to confirm (decision 051).
      if (err instanceof ApiError && err.status === 409)
        await qc.invalidateQueries({ queryKey: cartKey });
    },
  });
}

/**
 * Forgets a card the buyer added at checkout for one order only, once that order is placed
 * (decision 053): the order's authorisation no longer needs the saved card.
 */
export function useForgetCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(removeCard, { params: { cardId: id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: savedCardsKey }),
  });
}
