import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { openPglite, pgliteHandle, postgresHandle, type DatabaseHandle } from '../db/client.ts';
import { ManualClock, type Clock } from '../providers/clock/clock.ts';
import { InProcessEventBus } from '../realtime/event-bus.ts';
import { StreamRooms } from '../realtime/stream-rooms.ts';
import { createProviders } from '../providers/create-providers.ts';
import { buildApp } from '../app.ts';
import { databaseUrlFor } from './database-url.ts';

/** Origin header the CSRF check accepts; every test write sends it, as a browser would. */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: Clock;
  close(): Promise<void>;
}

/** A fresh, migrated database of its own (PGlite snapshot, or a PostgreSQL template copy). */
export async function createTestDatabase(): Promise<{
  handle: DatabaseHandle;
  /** The database's URL on a PostgreSQL server (for a second connection); null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}> {
  const template = inject('pgTemplate');
  const serverUrl = process.env.DATABASE_URL;
  if (template && serverUrl) {
    const name = `potluck_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const url = databaseUrlFor(serverUrl, name);
    const handle = postgresHandle(url, 5);
    return {
      handle,
      url,
      drop: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const client = await openPglite({ loadDataDir: new Blob([snapshot]) });
  const handle = pgliteHandle(client);
  return { handle, url: null, drop: () => handle.close() };
}

/** The test configuration: a data directory of its own, silent logs, the test origin. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * The app built on `ctx` and ready. Its close ends the app, the stream rooms and the event
 * bus, then `release` (the database and whatever else the caller made for it).
 */
export async function testAppOn(
  ctx: AppContext,
  opts: { release: () => Promise<void>; beforeReady?: (app: FastifyInstance) => void },
): Promise<TestApp> {
  const app = await buildApp(ctx);
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    ctx,
    clock: ctx.clock,
    close: async () => {
      await app.close();
      ctx.streamRooms.close();
      await ctx.events.close();
      await opts.release();
    },
  };
}

export async function createTestApp(
  opts: {
    clock?: Clock;
    env?: Record<string, string>;
    /** Runs on the built app before it is ready (a test may add a hook here). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'potluck-test-'));
  const config = testConfig(dataDir, opts.env);
  const { handle, drop } = await createTestDatabase();
  const clock = opts.clock ?? new ManualClock();
  const events = new InProcessEventBus();
  const ctx: AppContext = {
    config,
    database: handle,
    db: handle.db,
    clock,
    ...createProviders(config, handle.db, clock),
    events,
    streamRooms: new StreamRooms(events),
  };
  return testAppOn(ctx, {
    beforeReady: opts.beforeReady,
    release: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
