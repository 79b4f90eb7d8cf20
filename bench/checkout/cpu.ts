// Where the CPU went during a bench:checkout burst: the server process, the PostgreSQL
// backends serving the bench database (found through pg_stat_activity, so other databases on
// the same server are left out) and the bench's own client. Read from /proc (Linux).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/** Linux USER_HZ: /proc reports CPU time in 1/100 s on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds, or 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export interface CpuSnapshot {
  server: number;
  backends: Map<number, number>;
  client: number;
}

export async function cpuSnapshot(
  db: Database,
  database: string,
  serverPid: number,
): Promise<CpuSnapshot> {
  const res = (await db.execute(
    sql`select pid from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  const usage = process.cpuUsage();
  return {
    server: cpuSecondsOf(serverPid),
    backends: new Map(res.rows.map((r) => [r.pid, cpuSecondsOf(r.pid)])),
    client: (usage.user + usage.system) / 1e6,
  };
}

/** CPU seconds spent between two snapshots (backends that appeared in between start at 0). */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot) {
  let postgres = 0;
  for (const [pid, seconds] of after.backends)
    postgres += seconds - (before.backends.get(pid) ?? 0);
  return {
    server: after.server - before.server,
    postgres,
    client: after.client - before.client,
  };
}
