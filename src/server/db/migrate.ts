import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The newest migration this code ships (its journal's `when`), which drizzle records as
 * `created_at` in `drizzle.__drizzle_migrations` once applied.
 */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every migration of this code is applied: false on a database recreated empty (no
 * migrations table) or one an older release migrated.
 */
export async function migrationsApplied(
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
): Promise<boolean> {
  try {
    const { rows } = await executeSql(
      'select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations',
    );
    const latest = Number((rows[0] as { latest?: string } | undefined)?.latest ?? 0);
    return latest >= latestMigrationMillis();
  } catch {
    return false;
  }
}

// Any fixed number: every instance takes the same advisory lock, so when several start
// together against one PostgreSQL only one of them applies migrations.
const MIGRATION_LOCK_ID = 727_001;

/**
 * PGlite learns the database's array types once, when it opens: arrays of the types these
 * migrations create (ledger_entry_kind[], ledger_account[] …) would otherwise be sent as plain
 * text by this same client ("malformed array literal") until the next start.
 */
export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await client.refreshArrayTypes();
}

export async function migratePostgresDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
