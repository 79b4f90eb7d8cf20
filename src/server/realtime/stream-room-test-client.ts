import { WebSocket } from 'ws';
import {
  streamRoomEventSchema,
  streamRoomPath,
  type StreamRoomEvent,
} from '#contracts/live-streams';
import { UpgradeRefused } from './live-test-client.ts';

// A `ws` client for tests of a stream's room socket, as the watch page opens it.

export interface RoomTestClient {
  ws: WebSocket;
  /** Resolves with the next event this socket receives (bounded wait). */
  next(timeoutMs?: number): Promise<StreamRoomEvent>;
  /** Skips events until one matches; resolves with it (bounded wait). */
  nextMatching(
    match: (e: StreamRoomEvent) => boolean,
    timeoutMs?: number,
  ): Promise<StreamRoomEvent>;
  /** Every event received so far, in order (also those `next` returned). */
  received: StreamRoomEvent[];
  /** Resolves with the close code once the server closes the socket (bounded wait). */
  closed(timeoutMs?: number): Promise<number>;
}

/** Opens the room of `streamId` on `base` as a page on `origin`; rejects with UpgradeRefused. */
export function connectRoom(
  base: string,
  streamId: string,
  opts: { cookie?: string; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<RoomTestClient> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${streamRoomPath(streamId)}`, {
    headers: {
      ...opts.headers,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.origin ? { origin: opts.origin } : {}),
    },
  });
  const received: StreamRoomEvent[] = [];
  const queue: StreamRoomEvent[] = [];
  const waiting: ((e: StreamRoomEvent) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const event = streamRoomEventSchema.parse(JSON.parse(data.toString('utf8')));
    received.push(event);
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

  const next = (timeoutMs = 5_000): Promise<StreamRoomEvent> => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const waiter = (e: StreamRoomEvent) => {
        clearTimeout(timer);
        resolve(e);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error('no room event arrived'));
      }, timeoutMs);
      waiting.push(waiter);
    });
  };
  const client: RoomTestClient = {
    ws,
    received,
    next,
    nextMatching: async (match, timeoutMs = 5_000) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const event = await next(Math.max(1, end - Date.now()));
        if (match(event)) return event;
      }
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
