import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPaymentHistory, removeCard, setDefaultCard } from '#contracts/endpoints/payments';
import { call } from '../../lib/api';
import { savedCardsKey, savedCardsQuery } from '../../lib/queries/cards';

export const historyKey = ['payments', 'history'] as const;

export function useSavedCards() {
  return useQuery(savedCardsQuery());
}

export function usePaymentHistory() {
  return useQuery({
    queryKey: historyKey,
    queryFn: ({ signal }) => call(getPaymentHistory, { signal }),
  });
}

export function useSetDefaultCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(setDefaultCard, { params: { cardId: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedCardsKey }),
  });
}

export function useRemoveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(removeCard, { params: { cardId: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedCardsKey }),
  });
}

export { cardErrorText } from '../../components/card-form/card-api';
