import { describe, expect, it } from 'vitest';
import { orderMessages } from '#contracts/orders';
import { ApiError } from '../../lib/api';
import { outcomeUnknown } from './checkout-attempt';

describe('outcomeUnknown (keep the Idempotency-Key for the retry?)', () => {
  it('keeps the key when the outcome is unknown', () => {
    expect(outcomeUnknown(new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(outcomeUnknown(new ApiError(503, 'service_unavailable', 'down'))).toBe(true);
    expect(outcomeUnknown(new ApiError(409, 'conflict', orderMessages.inProgress))).toBe(true);
    expect(outcomeUnknown(new TypeError('boom'))).toBe(true);
  });

  it('takes a new key after a final refusal', () => {
    expect(outcomeUnknown(new ApiError(402, 'card_declined', 'Your card was declined.'))).toBe(
      false,
    );
    expect(outcomeUnknown(new ApiError(409, 'conflict', orderMessages.cartChanged))).toBe(false);
    expect(
      outcomeUnknown(new ApiError(400, 'bad_request', 'Choose one of the offered times.')),
    ).toBe(false);
    expect(outcomeUnknown(new ApiError(422, 'idempotency_conflict', orderMessages.keyReused))).toBe(
      false,
    );
  });
});
