import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './search-rate-limit.ts';

const MINUTE = 60_000;

describe('MemoryRateLimiter', () => {
  it('allows `limit` requests per key and window, then answers 429 rate_limited', () => {
    const limiter = new MemoryRateLimiter(3, MINUTE);
    const t = 10 * MINUTE;
    expect([1, 2, 3].map(() => limiter.consume('a', t))).toEqual([1, 2, 3]);
    expect(() => limiter.consume('a', t + 1)).toThrow(
      expect.objectContaining({ statusCode: 429, code: 'rate_limited' }),
    );
    // Another address has its own count.
    expect(limiter.consume('b', t)).toBe(1);
  });

  it('starts a fresh count in the next window', () => {
    const limiter = new MemoryRateLimiter(1, MINUTE);
    limiter.consume('a', MINUTE - 1);
    expect(() => limiter.consume('a', MINUTE - 1)).toThrow();
    expect(limiter.consume('a', MINUTE)).toBe(1);
  });

  it('remembers at most maxKeys addresses, forgetting finished windows first', () => {
    const limiter = new MemoryRateLimiter(5, MINUTE, 10);
    for (let i = 0; i < 10; i++) limiter.consume(`old-${i}`, 0);
    limiter.consume('new', MINUTE);
    expect(limiter.size).toBe(1);
    for (let i = 0; i < 20; i++) limiter.consume(`now-${i}`, MINUTE);
    expect(limiter.size).toBeLessThanOrEqual(10);
  });
});
