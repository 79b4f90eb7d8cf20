// The real server for bench:checkout, as a child process: `node --import tsx
// src/server/main.ts`, which is what `npm start` runs (without the web build, and with node
// itself as the child, so SIGKILL reaches the server and not a wrapper process).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The node flags `npm start` gives the server (package.json's start:prod, their one owner), so
 * a bench runs the server as a person running Potluck does.
 */
function startFlags(root: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags = /\bnode ((?:--\S+ )*?)--import tsx src\/server\/main\.ts/.exec(
    pkg.scripts['start:prod'] ?? '',
  );
  if (!flags) throw new Error('package.json start:prod does not run node … src/server/main.ts');
  return flags[1]!.split(' ').filter(Boolean);
}
const READY_TIMEOUT_MS = 60_000;

export interface ServerOptions {
  databaseUrl: string;
  port: number;
  /** Appended to by every start, so a crash's last words survive the restart. */
  logFile: string;
  /** Extra node flags for the server, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** Run the server from another copy of the project (to measure a change); default this one. */
  root?: string;
  /** More environment for the server (it wins over the defaults below), e.g. RTMP_PORT. */
  env?: Record<string, string>;
  /** How long the server may take to answer its health check (default 60 s; more on a busy machine). */
  readyTimeoutMs?: number;
}

export interface RunningServer {
  pid: number;
  baseUrl: string;
  /** Sends SIGKILL and waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (the server's graceful shutdown) and wait. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  await mkdir(path.dirname(opts.logFile), { recursive: true });
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(
    process.execPath,
    [
      ...(opts.nodeArgs ?? []),
      ...startFlags(opts.root ?? ROOT),
      '--import',
      'tsx',
      'src/server/main.ts',
    ],
    {
      cwd: opts.root ?? ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: opts.databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(opts.port),
        PUBLIC_BASE_URL: baseUrl,
        DEMO_DATA: 'off',
        // Lifts every per-user and per-IP limit: 1,000 buyers come from one address.
        RATE_LIMIT_SCALE: '1000000',
        LOG_LEVEL: 'warn',
        DATA_DIR: path.join(ROOT, '.tmp/bench-checkout'),
        // No SPA: the bench only calls the API.
        WEB_DIR: path.join(ROOT, '.tmp/bench-checkout/no-web'),
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The server must not outlive the bench (a timeout or Ctrl-C stops the bench, not it).
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(baseUrl, child, opts.readyTimeoutMs ?? READY_TIMEOUT_MS);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    pid: child.pid!,
    baseUrl,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      log.end();
    },
  };
}
