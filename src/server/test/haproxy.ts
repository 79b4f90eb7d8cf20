// HAProxy in front of several Potluck instances, for the scale-out test and bench:scale
// (issue 17 point 7, decision 070): a config written to a temp directory, round-robin over the
// instances, started in the foreground and stopped by whoever started it.
//
// Two things beyond plain round-robin make the proof explicit: a request carrying
// `X-Potluck-Instance: <name>` goes through the balancer to that instance (use-server), so a
// test can put a socket on one instance and the write on the other; and every answer says which
// instance served it in `X-Served-By`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
/** Request header that pins a request (or a WebSocket upgrade) to one instance. */
export const INSTANCE_HEADER = 'x-potluck-instance';
/** Response header naming the instance that served the request. */
export const SERVED_BY_HEADER = 'x-served-by';

export const haproxyInstalled = () => existsSync(HAPROXY_PATH);

export interface Backend {
  /** Plain name (letters, digits): the value of X-Potluck-Instance and X-Served-By. */
  name: string;
  port: number;
}

export interface RunningBalancer {
  port: number;
  baseUrl: string;
  /** The config it runs, for a report or a failure message. */
  config: string;
  stop(): Promise<void>;
}

/** The HAProxy configuration: HTTP mode, round-robin per request, WebSockets tunnelled. */
export function haproxyConfig(port: number, backends: readonly Backend[]): string {
  for (const b of backends) {
    if (!/^[a-z0-9]+$/i.test(b.name)) throw new Error(`backend name ${b.name} is not plain`);
  }
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An open live socket is a tunnel after the upgrade: it may stay quiet between pings.
    '  timeout tunnel 1h',
    'frontend potluck',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    // The instance's own health answer (503 while its database is away) takes it out of rotation.
    '  option httpchk',
    '  http-check send meth GET uri /api/v1/health ver HTTP/1.1 hdr Host 127.0.0.1',
    `  http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
    ...backends.map(
      (b) => `  use-server ${b.name} if { req.hdr(${INSTANCE_HEADER}) -m str ${b.name} }`,
    ),
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 2s`),
    '',
  ].join('\n');
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts HAProxy on `port` in front of `backends`; rejects if it exits or never listens. */
export async function startHaproxy(
  port: number,
  backends: readonly Backend[],
): Promise<RunningBalancer> {
  if (!haproxyInstalled()) throw new Error(`HAProxy is not installed at ${HAPROXY_PATH}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'potluck-haproxy-'));
  const config = haproxyConfig(port, backends);
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  // -db: stay in the foreground, so the child is HAProxy itself and stopping it is one signal.
  const child: ChildProcess = spawn(HAPROXY_PATH, ['-db', '-f', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const stop = async () => {
    process.off('exit', orphanGuard);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not start: ${stderr.trim() || 'no listener'}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, baseUrl: `http://127.0.0.1:${port}`, config, stop };
}
