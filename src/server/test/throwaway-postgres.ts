// A PostgreSQL server of a test's own (PostgreSQL 15's initdb and pg_ctl, a temporary data
// directory, a port of the test's choosing), which the test may stop and start again: the
// database going away and coming back (issue 17 point 6), without ever touching the machine's
// server. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl stop -m fast: every connection is ended, new ones are refused. */
  stop(): void;
  start(): void;
  /** Stops the server (if running) and removes its directory. */
  remove(): void;
}

/** Why no throwaway server can run here (no binaries), or null when it can. */
export function throwawayPostgresUnavailable(): string | null {
  return existsSync(path.join(BIN, 'initdb')) ? null : `no initdb in ${BIN}`;
}

export function createThrowawayPostgres(port: number): ThrowawayPostgres {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'potluck-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const cmd = path.join(BIN, tool);
    execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, {
      stdio: 'pipe',
      cwd: dir,
    });
  };
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  writeFileSync(
    path.join(dataDir, 'postgresql.auto.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      'max_connections = 60',
    ].join('\n') + '\n',
  );
  const logFile = path.join(dir, 'server.log');
  let running = false;
  const pg: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    remove() {
      if (running) {
        try {
          pg.stop();
        } catch {
          // Already gone: remove the directory anyway.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}

function userIds(name: string): { uid: number; gid: number } {
  const line = execFileSync('getent', ['passwd', name], { encoding: 'utf8' });
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
