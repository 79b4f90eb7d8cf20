import { orderMessages } from '#contracts/orders';
import { ApiError } from '../../lib/api';

/**
 * Whether a failed "Place order" may still have placed the order: no answer (network), a
 * server error, or "already being placed". The retry must then send the SAME Idempotency-Key so
 * the server answers with that order instead of placing a second one. Any other refusal is
 * final, and the next attempt gets a new key.
 */
export function outcomeUnknown(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  if (err.status === 0 || err.status >= 500) return true;
  return err.status === 409 && err.message === orderMessages.inProgress;
}
