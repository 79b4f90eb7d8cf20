import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { LagTolerantPool, WriteNotingPool } from './read-replica.ts';

/** The one database type the server codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction on the Database: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that runs queries: the database or a transaction on it. */
export type Queryable = Database | Tx;

/**
 * The rows of a hand-written statement. Both drivers answer `execute` with `{ rows }`, but the
 * driver-neutral Database type leaves its result untyped: the caller names the row shape here,
 * once, instead of casting at every call.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * A prepared statement built once per database and reused (drizzle does not rebuild its SQL,
 * PostgreSQL plans it once per connection). A transaction builds its own: a statement
 * prepared on the database would run outside it.
 */
export function preparedPerDatabase<D extends Queryable, Q>(build: (db: D) => Q): (db: D) => Q {
  const built = new WeakMap<D, Q>();
  return (db) => {
    if ('rollback' in db) return build(db);
    let q = built.get(db);
    if (!q) built.set(db, (q = build(db)));
    return q;
  };
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Reads that tolerate a second of lag (search, public dish and chef pages): the read replica
   * with read-your-writes when DATABASE_REPLICA_URL is set, else `db` (decision 071).
   */
  reads: Database;
  /**
   * The primary's current WAL position, for a writer's read-your-writes marker; null when there
   * is no replica (nothing to wait for).
   */
  writePosition: (() => Promise<string>) | null;
  /**
   * Raw SQL for libraries that bring their own queries (pg-boss, pg_notify). Without values a
   * text may hold several statements (pg-boss's migrations do); the last result is returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const pgliteExtensions = { cube, earthdistance, pg_trgm, citext };

/**
 * Settings every database session starts with. pg_trgm's word-similarity threshold is the
 * search's typo tolerance: the default 0.6 misses common one-letter typos ("chiken" →
 * "Chicken" scores 0.5). Setting it once per session instead of per search saves every search
 * a transaction and two round trips (docs/decisions/006-search-query-plan.md).
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': '0.5',
};

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory; `loadDataDir` = snapshot. */
export async function openPglite(
  opts: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  // PGlite is one session for its whole life: set the session settings once.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  return client;
}

/**
 * The embedded database of a server: its data directory locked for this process, so a second
 * server on the same directory refuses to start; closing the handle releases the lock.
 */
export async function openPgliteDataDir(
  dataDir: string,
  prepare: (client: PGlite) => Promise<void> = async () => undefined,
): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    client = await openPglite({ dataDir });
    await prepare(client);
  } catch (err) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw err;
  }
  const handle = pgliteHandle(client);
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        lock.release();
      }
    },
  };
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db: Database = drizzlePglite(client, { casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    reads: db,
    writePosition: null,
    executeSql: async (text, values) => {
      // PGlite's query() is one statement (extended protocol); exec() takes a script.
      if (values && values.length > 0) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (err) {
        // A failing script that opened a transaction (pg-boss's locked scripts do) would
        // leave PGlite's one session aborted for every later query; a server ends it with
        // the query string. End it here.
        if (client.isInTransaction()) await client.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
    ping: () => ping(db),
    close: () => client.close(),
  };
}

export function postgresHandle(
  connectionString: string,
  max = 10,
  replicaUrl?: string,
): DatabaseHandle {
  // Startup options apply the session settings to every pooled connection before its first query.
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = replicaUrl
    ? new WriteNotingPool({ connectionString, max, options })
    : new pg.Pool({ connectionString, max, options });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db: Database = drizzlePg(pool, { casing: 'snake_case' });
  const replica =
    pool instanceof WriteNotingPool && replicaUrl
      ? new LagTolerantPool(pool, { connectionString: replicaUrl, max, options })
      : null;
  return {
    db,
    kind: 'postgres',
    reads: replica ? drizzlePg(replica, { casing: 'snake_case' }) : db,
    writePosition: pool instanceof WriteNotingPool ? () => pool.writePosition() : null,
    executeSql: (text, values) => pool.query(text, values),
    ping: () => ping(db),
    close: async () => {
      await replica?.end();
      await pool.end();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function openDatabase(config: {
  DATABASE_URL?: string;
  DATABASE_REPLICA_URL?: string;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  if (config.DATABASE_URL)
    return postgresHandle(config.DATABASE_URL, undefined, config.DATABASE_REPLICA_URL);
  return openPgliteDataDir(config.pgliteDir);
}
