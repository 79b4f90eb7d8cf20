import { lt, sql } from 'drizzle-orm';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { rateLimitBuckets } from '../../db/schema/ratelimit.ts';
import { AppError } from '../../http/errors.ts';

/** Buckets older than this are deleted now and then (longest window in use is one hour). */
const KEEP_BUCKETS_MS = 24 * 3_600_000;
const CLEANUP_PROBABILITY = 0.02;

export const rateLimited = () => new AppError(429, 'rate_limited', messages.tooManyRequests);

/**
 * Counts one attempt against `key` in a fixed window of `windowSeconds`, in PostgreSQL so
 * every server instance shares the count. Throws 429 rate_limited once `limit` is passed.
 * The increment is one atomic upsert, so concurrent attempts are all counted.
 */
export async function consumeRateLimit(
  ctx: AppContext,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<number> {
  const now = ctx.clock.now().getTime();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await ctx.db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { count: sql`${rateLimitBuckets.count} + 1` },
    })
    .returning({ count: rateLimitBuckets.count });
  if (Math.random() < CLEANUP_PROBABILITY) await deleteOldBuckets(ctx);
  const count = row?.count ?? 1;
  // RATE_LIMIT_SCALE loosens every limit at once (end-to-end runs sign up many people from one IP).
  if (count > limit * ctx.config.RATE_LIMIT_SCALE) throw rateLimited();
  return count;
}

/** Removes buckets whose window is long over. */
export async function deleteOldBuckets(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.clock.now().getTime() - KEEP_BUCKETS_MS);
  await ctx.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, cutoff));
}
