// Migration 0018 (decision 046) turns the per-follower notification rows the earlier fan-out
// wrote into read marks and deliveries; nothing a follower had read or been sent is lost, and
// nobody else's notifications are touched.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { migrationsFolder } from './migrate.ts';

const files = readdirSync(migrationsFolder)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const THE_MIGRATION = '0018_follower_alerts_read_in_place.sql';

async function apply(db: PGlite, file: string) {
  const text = readFileSync(join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CHEF = id(1);
const READER = id(2);
const UNREAD = id(3);
const MAILED_ONLY = id(4);
const ALERT = id(10);
const SUMMARY_FIRST = id(11);
const SUMMARY_LATER = id(12);

let db: PGlite;

beforeAll(async () => {
  db = await openPglite();
  for (const file of files.slice(0, files.indexOf(THE_MIGRATION))) await apply(db, file);
  for (const user of [CHEF, READER, UNREAD, MAILED_ONLY])
    await db.query(`insert into users (id, email, password_hash) values ($1, $2, 'x')`, [
      user,
      `${user}@example.com`,
    ]);
  await db.exec(`
    insert into follower_alerts (id, chef_id, kind, subject_id, title, link, summarised, created_at) values
      ('${ALERT}', '${CHEF}', 'new_dish', '${id(20)}', 'A new dish', '/dish/${id(20)}', false, '2026-11-20T10:00:00Z'),
      ('${SUMMARY_FIRST}', '${CHEF}', 'new_dish', '${id(21)}', 'Dish 4', '/dish/${id(21)}', true, '2026-11-20T15:00:00Z'),
      ('${SUMMARY_LATER}', '${CHEF}', 'new_dish', '${id(22)}', 'Dish 5', '/dish/${id(22)}', true, '2026-11-20T16:00:00Z');
    insert into notifications (user_id, type, title, data, dedupe_key, read_at) values
      ('${READER}', 'follower_dish', 'A new dish', '{"alertId":"${ALERT}"}', 'follower-alert:${ALERT}', '2026-11-20T11:00:00Z'),
      ('${UNREAD}', 'follower_dish', 'A new dish', '{"alertId":"${ALERT}"}', 'follower-alert:${ALERT}', null),
      ('${MAILED_ONLY}', 'follower_dish', 'A new dish', '{"alertId":"${ALERT}"}', 'follower-alert:${ALERT}', '2026-11-20T10:00:00Z'),
      ('${READER}', 'order_status', 'Your order is ready', '{}', null, null);
  `);
  await apply(db, THE_MIGRATION);
}, 180_000);
afterAll(() => db?.close());

describe('migration 0018: follower alerts read in place', () => {
  it('keeps only the notifications that were not follower alerts', async () => {
    const { rows } = await db.query<{ user_id: string; type: string }>(
      'select user_id, type from notifications',
    );
    expect(rows).toEqual([{ user_id: READER, type: 'order_status' }]);
  });

  it('turns what followers had read into read marks', async () => {
    const { rows } = await db.query<{ user_id: string; alert_id: string }>(
      'select user_id, alert_id from follower_alert_reads order by user_id',
    );
    expect(rows).toEqual([
      { user_id: READER, alert_id: ALERT },
      { user_id: MAILED_ONLY, alert_id: ALERT },
    ]);
  });

  it('records everyone the old fan-out reached as a delivery, so a retry sends nothing twice', async () => {
    const { rows } = await db.query<{ user_id: string; dedupe_key: string }>(
      'select user_id, dedupe_key from follower_alert_deliveries order by user_id',
    );
    expect(rows).toEqual(
      [READER, UNREAD, MAILED_ONLY].map((user) => ({
        user_id: user,
        dedupe_key: `follower-alert:${ALERT}`,
      })),
    );
  });

  it("tells followers of a chef's day only once past the allowance", async () => {
    const { rows } = await db.query<{ id: string; told: boolean }>(
      'select id, told from follower_alerts order by created_at',
    );
    expect(rows).toEqual([
      { id: ALERT, told: true },
      { id: SUMMARY_FIRST, told: true },
      { id: SUMMARY_LATER, told: false },
    ]);
  });
});
