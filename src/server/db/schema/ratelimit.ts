import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** Fixed-window counters, shared by all server instances. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().notNull(),
    windowStart: timestamptz().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    check('rate_limit_buckets_count_nonneg', sql`count >= 0`),
    index('rate_limit_buckets_window_start_idx').on(t.windowStart),
  ],
);
