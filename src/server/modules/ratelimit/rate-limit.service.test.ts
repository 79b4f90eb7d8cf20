import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { consumeRateLimit, deleteOldBuckets } from './rate-limit.service.ts';

describe('consumeRateLimit', () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = new ManualClock('2026-02-01T10:00:00Z');
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('counts attempts in a fixed window and refuses past the limit', async () => {
    for (let i = 1; i <= 3; i++) expect(await consumeRateLimit(t.ctx, 'k:a', 3, 60)).toBe(i);
    await expect(consumeRateLimit(t.ctx, 'k:a', 3, 60)).rejects.toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Please Wait a Little Longer Before Performing this Action.',
      // The window started at 10:00:00 and lasts a minute.
      retryAfterSeconds: 60,
    });
    // Keys are independent; a new window starts from zero.
    expect(await consumeRateLimit(t.ctx, 'k:b', 3, 60)).toBe(1);
    clock.advance(60_000);
    expect(await consumeRateLimit(t.ctx, 'k:a', 3, 60)).toBe(1);
  });

  it('counts concurrent attempts exactly (atomic upsert)', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => consumeRateLimit(t.ctx, 'k:burst', 5, 60)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
  });

  it('deletes buckets whose window is long over', async () => {
    await consumeRateLimit(t.ctx, 'k:old', 5, 60);
    clock.advance(25 * 3_600_000);
    await consumeRateLimit(t.ctx, 'k:new', 5, 60);
    await deleteOldBuckets(t.ctx);
    const rows = await queryRows<{ key: string }>(
      t.ctx.db,
      sql`select key from rate_limit_buckets`,
    );
    expect(rows.map((r) => r.key)).toEqual(['k:new']);
  });
});
