import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { cardErrorCodes, PaymentProviderError } from '../../providers/payments/payments.ts';

/**
 * A processor's refusal as an API error: card problems are 402 with the card's code and a
 * message for the buyer; a transition the intent's state forbids is 409 payment_state; a
 * reused idempotency key with other parameters is 422.
 */
export function toAppError(err: PaymentProviderError): AppError {
  if (cardErrorCodes.has(err.code)) {
    return new AppError(402, err.code as 'card_declined', err.message);
  }
  switch (err.code) {
    case 'idempotency_conflict':
      return new AppError(422, 'idempotency_conflict', err.message);
    case 'resource_missing':
      return notFound(err.message);
    case 'invalid_request':
      return badRequest(err.message);
    default:
      return new AppError(409, 'payment_state', err.message);
  }
}

/** Runs a processor call, turning its refusals into API errors. */
export async function viaProcessor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentProviderError) throw toAppError(err);
    throw err;
  }
}
