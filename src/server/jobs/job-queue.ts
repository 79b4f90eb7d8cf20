// Sending a job from a request (decision 044): the job runner (job-runner.ts) only runs where
// JOBS_ENABLED, but any instance may have work to hand over. A pg-boss send is one INSERT into
// its job table, so a send-only PgBoss on the app's database handle (never started: no polling,
// no schedules) is enough, and a worker on any instance picks the job up.
import PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';

const senders = new WeakMap<DatabaseHandle, PgBoss>();
/** The workers this process runs on a database, by queue: woken when a job is sent to it. */
const localWorkers = new WeakMap<DatabaseHandle, Map<string, () => void>>();

/**
 * The job runner registers the worker of each queue it works, so a job sent from this process
 * starts at once instead of at the worker's next poll (every 2 s): a follower alert's in-app
 * notifications are due within 2 s of the chef's event. Other instances still poll. Returns
 * the unregistration.
 */
export function registerLocalWorker(
  database: DatabaseHandle,
  name: string,
  wake: () => void,
): () => void {
  let workers = localWorkers.get(database);
  if (!workers) {
    workers = new Map();
    localWorkers.set(database, workers);
  }
  workers.set(name, wake);
  return () => {
    if (workers.get(name) === wake) workers.delete(name);
  };
}

function senderFor(database: DatabaseHandle): PgBoss {
  let boss = senders.get(database);
  if (!boss) {
    boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      migrate: false,
      schedule: false,
      supervise: false,
    });
    senders.set(database, boss);
  }
  return boss;
}

/**
 * Queues `name` with `data`; `singletonKey` keeps one waiting job per key (the queues' stately
 * policy). Resolves to the job's id, or null when nothing was queued: a job with that key is
 * already waiting, or no runner ever created the queue on this database. Callers keep their
 * own record of the work (a sweep finds what was not queued), so null is never an error.
 */
export async function enqueueJob(
  ctx: AppContext,
  name: string,
  data: object,
  opts: { singletonKey?: string } = {},
): Promise<string | null> {
  const id = await senderFor(ctx.database).send(name, data, opts);
  if (id) localWorkers.get(ctx.database)?.get(name)?.();
  return id;
}
