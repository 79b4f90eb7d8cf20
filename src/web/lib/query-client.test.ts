import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { shouldRetry } from './query-client';

describe('the retry rule of every read', () => {
  it('takes a 4xx as the answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'not_found', 'No.'))).toBe(false);
    }
  });

  it('asks twice more after a server or network failure', () => {
    const failures = [new ApiError(503, 'internal', 'Down.'), new ApiError(0, 'network', 'Off.')];
    for (const error of failures) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});
