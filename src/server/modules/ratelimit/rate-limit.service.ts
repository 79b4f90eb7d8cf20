import type { AppContext } from '../../context.ts';
import { PostgresCounter, windowStartOf } from '../../http/rate-limit-stores.ts';
import { RateLimitedError } from '../../http/route-policy.ts';

// Request limits are declared on routes (config.limit, http/rate-limits.ts). This is for the
// few budgets a service counts itself, per unit of work rather than per request (each
// address an invitation is mailed to): counted in PostgreSQL, shared by every instance.

/**
 * Counts one attempt against `key` in a fixed window of `windowSeconds`. Throws 429
 * rate_limited (with Retry-After) once `limit` × RATE_LIMIT_SCALE is passed.
 */
export async function consumeRateLimit(
  ctx: AppContext,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<number> {
  const now = ctx.clock.now().getTime();
  const windowMs = windowSeconds * 1000;
  const start = windowStartOf(now, windowMs);
  const count = await new PostgresCounter(ctx.db, ctx.clock).hit(key, start);
  if (count > limit * ctx.config.RATE_LIMIT_SCALE) {
    throw new RateLimitedError(Math.max(1, Math.ceil((start + windowMs - now) / 1000)));
  }
  return count;
}

/** Removes buckets whose window is long over. */
export async function deleteOldBuckets(ctx: AppContext): Promise<void> {
  await new PostgresCounter(ctx.db, ctx.clock).deleteOld();
}
