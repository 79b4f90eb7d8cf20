// Timed and retried work on pg-boss 10, in the app's own database whichever it is: PGlite
// (one connection, shared with the app) or a PostgreSQL server, where any number of
// instances share the queues and pg-boss makes sure each cron tick and each job runs once
// (docs/decisions/014-live-hub-and-jobs.md).
import PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { SCHEDULED_JOBS, type JobDefinition } from './scheduled-jobs.ts';
import { registerLocalWorker } from './job-queue.ts';

/** The subset of a pino logger the runner uses (app.log in main.ts). */
export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  log: JobLogger;
  /** Defaults to SCHEDULED_JOBS. */
  jobs?: readonly JobDefinition[];
  /** How often an idle worker asks for work (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  /** Queues a job of a known kind now; resolves to its id. */
  send(name: string, data?: object): Promise<string>;
  /** The cron schedules pg-boss holds (tests and diagnostics). */
  schedules(): Promise<{ name: string; cron: string }[]>;
  /** The job's state in pg-boss (tests and diagnostics). */
  stateOf(name: string, id: string): Promise<string | null>;
  /** Stops taking work, lets running jobs finish (bounded), then releases the database. */
  stop(): Promise<void>;
}

const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
const DEFAULT_EXPIRE_SECONDS = 5 * 60;
/** Running jobs get this long to finish on shutdown (main.ts forces an exit after 10 s). */
const STOP_TIMEOUT_MS = 6_000;
/** Where a URL carries a password (user:secret@host): never logged. */
const URL_CREDENTIALS = /\/\/[^/\s:@]+:[^/\s@]+@/g;

/**
 * What a log line may say about an error: its name, code and message with any credentials
 * in URLs masked. Never the job's data, never the stack (which repeats the message).
 */
export function describeError(err: unknown): { name: string; message: string; code?: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  const code = (e as { code?: unknown }).code;
  return {
    name: e.name,
    message: e.message.replace(URL_CREDENTIALS, '//***@').slice(0, 500),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/**
 * pg-boss's queries go through the app's database handle. The gate lets stop() wait for the
 * queries still in flight (a worker's last poll) and refuse new ones, so the database can be
 * closed right after without a query landing on a closed connection.
 */
function gatedDb(ctx: AppContext) {
  const inFlight = new Set<Promise<unknown>>();
  let open = true;
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (!open) return Promise.reject(new Error('job runner stopped'));
      const query = ctx.database.executeSql(text, values);
      inFlight.add(query);
      void query.catch(() => undefined).finally(() => inFlight.delete(query));
      return query;
    },
    /** The queries in flight now. */
    pending(): Promise<unknown>[] {
      return [...inFlight];
    },
    async close(): Promise<void> {
      open = false;
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * Instances booting together on a new database create the same queues at once; pg-boss's
 * create_queue mixes a row insert with partition DDL, and PostgreSQL may then abort one of
 * them as a deadlock. The loser simply tries again once the winner committed.
 */
async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: unknown }).code !== '40P01' || attempt >= 6) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 200));
    }
  }
}

async function setUpQueues(
  boss: PgBoss,
  ctx: AppContext,
  jobs: readonly JobDefinition[],
  log: JobLogger,
  pollingIntervalSeconds: number,
  woken: Array<() => void>,
  running: Set<Promise<unknown>>,
): Promise<void> {
  for (const job of jobs) {
    const queue = {
      name: job.name,
      // At most one waiting and one running job per kind: a slow sweep never piles up
      // ticks, and two instances never run the same sweep at once.
      policy: 'stately' as const,
      retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    };
    // createQueue leaves an existing queue alone; updateQueue brings its options up to date.
    await retryingDeadlocks(() => boss.createQueue(job.name, queue));
    await retryingDeadlocks(() => boss.updateQueue(job.name, queue));
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    else await boss.unschedule(job.name);

    const workerId = await boss.work(
      job.name,
      { includeMetadata: true, pollingIntervalSeconds },
      async ([item]) => {
        if (!item) return null;
        const run = job.run(ctx, item.data);
        running.add(run);
        void run.catch(() => undefined).finally(() => running.delete(run));
        try {
          return { result: await run };
        } catch (err) {
          const error = describeError(err);
          log.warn(
            {
              job: job.name,
              jobId: item.id,
              attempt: item.retryCount + 1,
              attempts: item.retryLimit + 1,
              err: error,
            },
            'job failed',
          );
          // pg-boss stores what it is given as the job's output: the masked description only.
          throw Object.assign(new Error(error.message), { name: error.name });
        }
      },
    );
    woken.push(registerLocalWorker(ctx.database, job.name, () => boss.notifyWorker(workerId)));
  }

  // A schedule whose job was removed from the code would otherwise tick into an unworked queue.
  const known = new Set(jobs.map((j) => j.name));
  for (const schedule of await boss.getSchedules()) {
    if (!known.has(schedule.name)) await boss.unschedule(schedule.name);
  }
}

export async function startJobRunner(ctx: AppContext, opts: JobRunnerOptions): Promise<JobRunner> {
  const jobs = opts.jobs ?? SCHEDULED_JOBS;
  const log = opts.log;
  const db = gatedDb(ctx);
  let stopping = false;
  /** Unregisters the workers that enqueueJob wakes in this process. */
  const woken: Array<() => void> = [];
  /** The jobs running now: stop() lets them finish and record their outcome. */
  const running = new Set<Promise<unknown>>();

  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) },
    // Installs or upgrades pg-boss's own schema ("pgboss") under an advisory lock.
    migrate: true,
    schedule: true,
    // How often an instance looks whether a cron tick is due (default 30 s): a tick then
    // starts within ~15 s of its minute (this check, then pg-boss's 5 s hand-over queue).
    cronMonitorIntervalSeconds: 10,
    supervise: true,
  });
  boss.on('error', (err) => {
    if (stopping) return;
    log.error({ err: describeError(err) }, 'job queue error');
  });
  await boss.start();
  try {
    await setUpQueues(boss, ctx, jobs, log, opts.pollingIntervalSeconds ?? 2, woken, running);
  } catch (err) {
    // Nothing half-started may keep polling a database the caller is about to close.
    stopping = true;
    for (const unregister of woken) unregister();
    await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    await db.close();
    throw err;
  }
  const known = new Set(jobs.map((j) => j.name));

  return {
    async send(name, data = {}) {
      if (!known.has(name)) throw new Error(`unknown job ${name}`);
      const id = await boss.send(name, data);
      // The stately policy drops a send when one of its kind is already waiting.
      if (!id) throw new Error(`job ${name} is already queued`);
      return id;
    },
    async schedules() {
      return (await boss.getSchedules()).map((s) => ({ name: s.name, cron: s.cron }));
    },
    async stateOf(name, id) {
      return (await boss.getJobById(name, id))?.state ?? null;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      for (const unregister of woken) unregister();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
      // pg-boss may call a worker done while its last fetch is still answering or its job is
      // still running, and records a job's outcome without awaiting it: until both settle (as
      // long as pg-boss would wait), let them finish and send their outcome, and only then
      // close the gate, which waits for that last query.
      const until = Date.now() + STOP_TIMEOUT_MS;
      while ((running.size > 0 || db.pending().length > 0) && Date.now() < until) {
        await Promise.race([
          Promise.allSettled([...running, ...db.pending()]),
          new Promise((resolve) => setTimeout(resolve, until - Date.now()).unref()),
        ]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      await db.close();
    },
  };
}
