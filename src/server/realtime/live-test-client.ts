import { WebSocket } from 'ws';
import { LIVE_PATH, liveEventSchema, type LiveEvent } from '#contracts/live';

// A `ws` client for the live tests (Node 20 has no global WebSocket).

export interface LiveTestClient {
  ws: WebSocket;
  /** Resolves with the next event this socket receives (bounded wait). */
  next(timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves with the close code once the server closes the socket (bounded wait). */
  closed(timeoutMs?: number): Promise<number>;
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}

/** Opens `base`'s live socket as a browser on `origin` would; rejects with UpgradeRefused. */
export function connectLive(
  base: string,
  opts: {
    cookie?: string;
    origin?: string | null;
    autoPong?: boolean;
    /** More upgrade headers (e.g. which instance a balancer should send the socket to). */
    headers?: Record<string, string>;
  } = {},
): Promise<LiveTestClient> {
  const url = `${base.replace(/^http/, 'ws')}${LIVE_PATH}`;
  const ws = new WebSocket(url, {
    headers: {
      ...opts.headers,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.origin ? { origin: opts.origin } : {}),
    },
    autoPong: opts.autoPong ?? true,
  });
  const queue: LiveEvent[] = [];
  const waiting: ((e: LiveEvent) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const event = liveEventSchema.parse(JSON.parse(data.toString('utf8')));
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  });
  let closeCode: number | null = null;
  const closeWaiters: ((code: number) => void)[] = [];
  ws.on('close', (code) => {
    closeCode = code;
    for (const w of closeWaiters.splice(0)) w(code);
  });
  ws.on('error', () => undefined);

  const client: LiveTestClient = {
    ws,
    next: (timeoutMs = 5_000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const waiter = (e: LiveEvent) => {
          clearTimeout(timer);
          resolve(e);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error('no live event arrived'));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    closed: (timeoutMs = 5_000) => {
      if (closeCode !== null) return Promise.resolve(closeCode);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('socket was not closed')), timeoutMs);
        closeWaiters.push((code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      reject(new UpgradeRefused(res.statusCode ?? 0));
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** Receives nothing within `ms`: proves an event was not delivered. */
export async function expectSilence(client: LiveTestClient, ms = 300): Promise<void> {
  const got = await client.next(ms).catch(() => null);
  if (got) throw new Error(`unexpected live event ${JSON.stringify(got)}`);
}
