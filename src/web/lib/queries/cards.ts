import { queryOptions } from '@tanstack/react-query';
import { listSavedCards } from '#contracts/endpoints/payments';
import { call } from '../api';

/** My saved cards: the payment methods page and checkout share this entry. */
export const savedCardsKey = ['payments', 'cards'] as const;

export const savedCardsQuery = () =>
  queryOptions({
    queryKey: savedCardsKey,
    queryFn: ({ signal }) => call(listSavedCards, { signal }),
  });
