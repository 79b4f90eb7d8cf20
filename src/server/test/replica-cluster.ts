// A throwaway PostgreSQL 15 primary and a streaming read replica of it (pg_basebackup), under a
// temporary directory on ports the caller names, for the read-replica tests and the search bench
// (decision 071). The machine's own server allows no replication connection, hence a pair of our
// own. Removed by close().
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const PG15_BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a replica pair cannot be made here, or null when it can. */
export function replicaClusterUnavailable(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres']) {
    if (!existsSync(path.join(PG15_BIN, tool)))
      return `PostgreSQL 15 binaries not found (${path.join(PG15_BIN, tool)}): no replica pair`;
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root without a postgres user to run PostgreSQL as';
  return null;
}

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica (fast shutdown): its connections end, new ones are refused. */
  stopReplica(): void;
  /** Holds the replica's replay where it is (the WAL still arrives), or lets it go on. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  close(): void;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root (initdb refuses root). */
function run(tool: string, args: string[]): void {
  const bin = path.join(PG15_BIN, tool);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: 'pipe', timeout: 60_000 });
}

async function one<T>(url: string, text: string): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T | undefined;
  } finally {
    await client.end();
  }
}

/** Starts the pair: initdb, start the primary, pg_basebackup -R, start the replica. */
export async function startReplicaCluster(ports: {
  primary: number;
  replica: number;
}): Promise<ReplicaCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'potluck-replica-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const started: string[] = [];
  const stop = (dataDir: string) => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
  };
  const close = () => {
    for (const d of started.reverse()) stop(d);
    started.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        `port = ${ports.primary}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'full_page_writes = off',
        'shared_buffers = 32MB',
        'max_connections = 60',
        'max_wal_senders = 4',
        'wal_level = replica',
        'hot_standby = on',
        // A search on the replica is not cancelled by a replayed vacuum.
        'hot_standby_feedback = on',
        '',
      ].join('\n'),
    );
    run('pg_ctl', ['-D', primaryDir, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);
    run('pg_basebackup', [
      '-D',
      replicaDir,
      '-h',
      '127.0.0.1',
      '-p',
      String(ports.primary),
      '-U',
      'postgres',
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), `port = ${ports.replica}\n`);
    run('pg_ctl', ['-D', replicaDir, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
    started.push(replicaDir);
  } catch (err) {
    close();
    throw err;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${ports.primary}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${ports.replica}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    stopReplica: () => {
      stop(replicaDir);
      const i = started.indexOf(replicaDir);
      if (i >= 0) started.splice(i, 1);
    },
    pauseReplay: async () => void (await one(replicaUrl, 'select pg_wal_replay_pause()')),
    resumeReplay: async () => void (await one(replicaUrl, 'select pg_wal_replay_resume()')),
    waitForReplay: async (timeoutMs = 20_000) => {
      const target = await one<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn() as lsn');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await one<{ caught: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() >= '${target?.lsn}'::pg_lsn as caught`,
        );
        if (row?.caught) return;
        if (Date.now() > deadline) throw new Error('the replica did not catch up in time');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close,
  };
}
