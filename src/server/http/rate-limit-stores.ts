import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../providers/clock/clock.ts';
import type { Database } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/ratelimit.ts';

// Counting stores for @fastify/rate-limit (docs/decisions/023-rate-limit-store.md). All count
// in fixed windows on the app's clock (not Date.now()), so a test or a server on a chosen
// time sees the same windows as the rest of the app.

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A counter: one more hit on `key` in the window of `windowMs` that holds `nowMs`. */
export interface WindowCounter {
  hit(key: string, windowStart: number, windowMs: number): Promise<number>;
}

/** Fixed-window counts per key, in this process, bounded in size (the embedded default). */
export class MemoryCounter implements WindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    /** Most keys remembered; finished windows, then the oldest keys, are forgotten first. */
    private readonly maxKeys = 50_000,
  ) {}

  hit(key: string, windowStart: number): Promise<number> {
    return Promise.resolve(this.hitNow(key, windowStart));
  }

  hitNow(key: string, windowStart: number): number {
    let window = this.windows.get(key);
    if (!window || window.start !== windowStart) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.evict(windowStart);
      window = { start: windowStart, count: 0 };
      // Re-inserted keys move to the end, so the Map stays ordered oldest first.
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count;
  }

  private evict(current: number): void {
    for (const [key, w] of this.windows) if (w.start !== current) this.windows.delete(key);
    if (this.windows.size < this.maxKeys) return;
    let drop = Math.ceil(this.maxKeys / 10);
    for (const key of this.windows.keys()) {
      if (drop-- <= 0) break;
      this.windows.delete(key);
    }
  }

  /** Keys currently remembered (for tests). */
  get size(): number {
    return this.windows.size;
  }
}

/** Fixed-window counts in Redis, shared by every server instance (REDIS_URL). */
export class RedisCounter implements WindowCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'potluck:rl:',
  ) {}

  async hit(key: string, windowStart: number, windowMs: number): Promise<number> {
    const redisKey = `${this.prefix}${key}:${windowStart}`;
    const result = await this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec();
    const [incr] = result ?? [];
    if (!incr || incr[0]) throw incr?.[0] ?? new Error('redis rate-limit count failed');
    return Number(incr[1]);
  }
}

/** Buckets older than this are deleted now and then (longest window in use is one hour). */
const KEEP_BUCKETS_MS = 24 * 3_600_000;
const CLEANUP_PROBABILITY = 0.02;

/**
 * Fixed-window counts in PostgreSQL: one atomic upsert per hit, so concurrent hits are all
 * counted and every instance on the database shares them. Used only for limits keyed by
 * something other than the requester (a target e-mail) when no Redis is configured.
 */
export class PostgresCounter implements WindowCounter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, windowStart: number): Promise<number> {
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key, windowStart: new Date(windowStart), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { count: sql`${rateLimitBuckets.count} + 1` },
      })
      .returning({ count: rateLimitBuckets.count });
    if (Math.random() < CLEANUP_PROBABILITY) await this.deleteOld();
    return row?.count ?? 1;
  }

  /** Removes buckets whose window is long over. */
  async deleteOld(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - KEEP_BUCKETS_MS);
    await this.db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, cutoff));
  }
}

/** Start of the fixed window of `windowMs` that holds `nowMs`. */
export const windowStartOf = (nowMs: number, windowMs: number) =>
  Math.floor(nowMs / windowMs) * windowMs;

/**
 * The @fastify/rate-limit store interface over a WindowCounter. `ttl` is what is left of
 * the current window, which the limiter turns into Retry-After.
 */
export function counterStore(counter: WindowCounter, clock: Clock): FastifyRateLimitStore {
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const now = clock.now().getTime();
      const start = windowStartOf(now, timeWindow);
      counter.hit(key, start, timeWindow).then(
        (current) => callback(null, { current, ttl: start + timeWindow - now }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    },
    child: () => store,
  };
  return store;
}
