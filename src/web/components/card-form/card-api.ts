import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCard, startCardSetup as startCardSetupEndpoint } from '#contracts/endpoints/payments';
import type {
  LocalProcessorError,
  LocalTokenRequest,
  LocalTokenResponse,
} from '#contracts/payments';
import { ApiError, call } from '../../lib/api';
import { savedCardsKey } from '../../lib/queries/cards';

// What the card form needs from our API and the local processor. The form is shared by the
// payment methods page and checkout, so its calls live beside it.

export function startCardSetup() {
  return call(startCardSetupEndpoint);
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
    mutationFn: (token: string) => call(saveCard, { body: { token } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedCardsKey }),
  });
}

/** The words to show for a failed card step, whichever side refused. */
export function cardErrorText(err: unknown): string {
  if (err instanceof CardFieldError || err instanceof ApiError) return err.message;
  return 'Something went wrong. Please try again.';
}
