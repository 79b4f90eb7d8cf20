import pg from 'pg';
import { migratePostgresDatabase } from '../../src/server/db/migrate.ts';
import { databaseUrlFor } from '../../src/server/test/database-url.ts';

/**
 * The search catalogue's database on the PostgreSQL server at `serverUrl`: reused when it
 * already holds `dishes` dishes (generating 1,000,000 takes minutes), otherwise made anew and
 * empty (`reuse: false`: the caller generates the catalogue). Either way it is migrated, so a
 * reused catalogue gets the indexes added since it was generated.
 */
export async function catalogueDatabase(
  serverUrl: string,
  name: string,
  dishes: number,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ url: string; reuse: boolean }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const url = databaseUrlFor(serverUrl, name);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
    .rowCount;
  let reuse = false;
  if (exists && !fresh) {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    const n = await probe.query('select count(*)::int as n from dishes').catch(() => null);
    reuse = n?.rows[0]?.n === dishes;
    await probe.end();
  }
  if (!reuse) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  await migratePostgresDatabase(url);
  return { url, reuse };
}
