// Several Potluck instances on one PostgreSQL database, in this process, for the scale-out
// test (decision 070). Each is what main.ts starts on its own machine, minus the process: its
// own pool, its own LISTEN/NOTIFY event bus, its own stream rooms and live hub, its own
// in-memory rate-limit counts and its own pg-boss job runner, listening on its own port. Nothing
// passes between them except through the database (and Redis when REDIS_URL is set), exactly
// as between processes; bench:scale runs the same checks against real processes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { postgresHandle } from '../db/client.ts';
import { startJobRunner, type JobRunner } from '../jobs/job-runner.ts';
import type { JobDefinition } from '../jobs/scheduled-jobs.ts';
import type { Clock } from '../providers/clock/clock.ts';
import { createProviders } from '../providers/create-providers.ts';
import { createEventBus } from '../realtime/create-event-bus.ts';
import { StreamRooms } from '../realtime/stream-rooms.ts';
import type { TestApp } from './test-app.ts';

export interface Instance extends TestApp {
  name: string;
  port: number;
  jobs: JobRunner;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Starts one instance on `databaseUrl` listening on 127.0.0.1:`port`, answering for
 * `publicBaseUrl` (the balancer's address, as in production), with a job runner for `jobs`.
 */
export async function startInstance(opts: {
  name: string;
  port: number;
  databaseUrl: string;
  publicBaseUrl: string;
  clock: Clock;
  jobs: readonly JobDefinition[];
  env?: Record<string, string>;
}): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `potluck-${opts.name}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: opts.databaseUrl,
    PUBLIC_BASE_URL: opts.publicBaseUrl,
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const database = postgresHandle(opts.databaseUrl, 5);
  const events = await createEventBus(database, opts.databaseUrl, () => undefined);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: opts.clock,
    ...createProviders(config, database.db, opts.clock),
    events,
    streamRooms: new StreamRooms(events, { instanceId: opts.name, announceMs: 500 }),
  };
  const app: FastifyInstance = await buildApp(ctx);
  await app.listen({ port: opts.port, host: '127.0.0.1' });
  const jobs = await startJobRunner(ctx, {
    log: quiet,
    jobs: opts.jobs,
    pollingIntervalSeconds: 0.5,
  });
  return {
    name: opts.name,
    port: opts.port,
    app,
    ctx,
    clock: opts.clock,
    jobs,
    close: async () => {
      await app.close();
      await jobs.stop();
      ctx.streamRooms.close();
      await ctx.events.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
