import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardSetupResponse,
  LocalProcessorError,
  LocalTokenRequest,
  LocalTokenResponse,
  PaymentHistoryResponse,
  SavedCardResponse,
  SavedCardsResponse,
} from '#contracts/payments';
import { api, ApiError } from '../../lib/api';

export const cardsKey = ['payments', 'cards'] as const;
export const historyKey = ['payments', 'history'] as const;

export function useSavedCards() {
  return useQuery({
    queryKey: cardsKey,
    queryFn: () => api<SavedCardsResponse>('/payments/cards'),
  });
}

export function usePaymentHistory() {
  return useQuery({
    queryKey: historyKey,
    queryFn: () => api<PaymentHistoryResponse>('/payments/history'),
  });
}

export function startCardSetup() {
  return api<CardSetupResponse>('/payments/cards/setup', { method: 'POST' });
}

/** A card problem the processor named, with the field it was about. */
export class CardFieldError extends Error {
  constructor(
    message: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'CardFieldError';
  }
}

/**
 * Sends the card details to the local card processor, not to our API: like Stripe Elements,
 * only the single-use token it answers ever reaches /api/v1.
 */
export async function tokenizeCard(
  tokenizeUrl: string,
  card: LocalTokenRequest,
): Promise<LocalTokenResponse> {
  let res: Response;
  try {
    res = await fetch(tokenizeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
    });
  } catch {
    throw new CardFieldError(
      'Cannot reach the card processor. Check your connection and try again.',
    );
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (data as LocalProcessorError | null)?.error;
    throw new CardFieldError(err?.message ?? 'The card could not be checked.', err?.param);
  }
  return data as LocalTokenResponse;
}

export function useSaveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<SavedCardResponse>('/payments/cards', { method: 'POST', body: { token } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsKey }),
  });
}

export function useSetDefaultCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<SavedCardResponse>(`/payments/cards/${id}/default`, { method: 'PUT' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsKey }),
  });
}

export function useRemoveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/payments/cards/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsKey }),
  });
}

/** The words to show for a failed card step, whichever side refused. */
export function cardErrorText(err: unknown): string {
  if (err instanceof CardFieldError || err instanceof ApiError) return err.message;
  return 'Something went wrong. Please try again.';
}
