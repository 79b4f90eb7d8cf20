import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: every instance takes the same advisory lock, so when several start
// together against one PostgreSQL only one of them applies migrations.
const MIGRATION_LOCK_ID = 727_001;

export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder });
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
