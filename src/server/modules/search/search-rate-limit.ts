// In-process rate limit for the public search reads (docs/decisions/006-search-query-plan.md).
// The shared PostgreSQL limiter (modules/ratelimit) costs every request a row upsert and a
// commit; a search costs about as much, and every search from one address contends for the
// same row. Searches are cheap, anonymous reads, so a per-process count is enough: with N
// server processes a client gets at most N times the limit, which still stops a flood.
import { rateLimited } from '../ratelimit/rate-limit.service.ts';

interface Window {
  start: number;
  count: number;
}

/** Fixed-window counter per key, kept in memory, bounded in size. */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Most keys remembered; the oldest are forgotten first. */
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one request; throws 429 rate_limited once `limit` is passed in this window. */
  consume(key: string, nowMs: number): number {
    const start = Math.floor(nowMs / this.windowMs) * this.windowMs;
    let window = this.windows.get(key);
    if (!window || window.start !== start) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.evict(start);
      window = { start, count: 0 };
      // Re-inserted keys move to the end, so the Map stays ordered oldest first.
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.limit) throw rateLimited();
    return window.count;
  }

  /** Forgets finished windows; if every key is current, the oldest tenth. */
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
