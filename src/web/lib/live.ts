import { LIVE_PATH, liveEventSchema, type LiveEvent } from '#contracts/live';
import { queryClient } from './query-client';
import { sessionQueryKey } from './session';

// One WebSocket per tab while someone signed in is looking at something live
// (docs/decisions/014-live-hub-and-jobs.md). Events only name what changed; handlers re-read
// it through the API. After a reconnect events may have been missed, so the resync handlers
// re-read everything live-driven.

export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** The server's close code for "your session ended": no reconnecting until signed in again. */
const SESSION_ENDED = 4401;
/** A page change unmounts and remounts the hooks: keep the socket through that. */
const IDLE_CLOSE_MS = 2_000;
/** Failed attempts in a row after which the session is re-read (it may have expired). */
const FAILURES_BEFORE_SESSION_CHECK = 3;

/** ws:// or wss:// on this page's host, as the page's own origin (the server checks it). */
export function liveUrl(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${LIVE_PATH}`;
}

/**
 * Exponential backoff with jitter: about 1 s, 2 s, 4 s … up to 30 s, each drawn from the
 * upper half of its range so a server restart is not met by every tab at the same moment.
 */
export function reconnectDelayMs(
  attempt: number,
  random: () => number = Math.random,
  baseMs = 1_000,
  maxMs = 30_000,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface LiveClientOptions {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  /** Asked when the server says the session ended or connecting keeps failing. */
  checkSession: () => void;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

type AnyHandler = (event: LiveEvent) => void;

export class LiveClient {
  private readonly handlers = new Map<LiveEventType, Set<AnyHandler>>();
  private readonly resyncHandlers = new Set<() => void>();
  private userId: string | null = null;
  private holders = 0;
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private idleTimer: unknown = null;
  private failures = 0;
  /** Whether a socket for this user opened before: the next open is a reconnect. */
  private hasOpened = false;

  constructor(private readonly opts: LiveClientOptions) {}

  /** Keeps the socket open for `userId` until the returned release is called. */
  retain(userId: string): () => void {
    if (this.userId !== userId) {
      this.stop();
      this.userId = userId;
      this.hasOpened = false;
    }
    this.holders += 1;
    this.clear('idle');
    if (!this.socket && this.timer === null) this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) {
        this.idleTimer = this.setTimer(() => {
          this.idleTimer = null;
          if (this.holders === 0) this.stop();
        }, IDLE_CLOSE_MS);
      }
    };
  }

  on<T extends LiveEventType>(type: T, handler: (event: LiveEventOf<T>) => void): () => void {
    const set = this.handlers.get(type) ?? new Set<AnyHandler>();
    const h = handler as AnyHandler;
    set.add(h);
    this.handlers.set(type, set);
    return () => set.delete(h);
  }

  /** Called after a reconnect: re-read whatever events would have kept fresh. */
  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  /** The browser came back online: try now instead of waiting out the backoff. */
  retryNow(): void {
    if (this.holders === 0 || this.socket) return;
    this.clear('retry');
    this.failures = 0;
    this.connect();
  }

  private connect(): void {
    let socket: SocketLike;
    try {
      socket = this.opts.createSocket(this.opts.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      if (this.hasOpened) for (const h of this.resyncHandlers) h();
      this.hasOpened = true;
    };
    socket.onmessage = (message) => this.dispatch(message.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.holders === 0) return;
      if (event.code === SESSION_ENDED) {
        this.opts.checkSession();
        return;
      }
      this.scheduleReconnect();
      if (this.failures === FAILURES_BEFORE_SESSION_CHECK) this.opts.checkSession();
    };
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelayMs(this.failures, this.opts.random);
    this.failures += 1;
    this.timer = this.setTimer(() => {
      this.timer = null;
      if (this.holders > 0 && !this.socket) this.connect();
    }, delay);
  }

  private dispatch(data: unknown): void {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const event = liveEventSchema.safeParse(parsed);
    if (!event.success) return;
    for (const h of this.handlers.get(event.data.type) ?? []) h(event.data);
  }

  private stop(): void {
    this.clear('retry');
    this.clear('idle');
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'done');
    this.failures = 0;
  }

  private clear(which: 'retry' | 'idle'): void {
    const timer = which === 'retry' ? this.timer : this.idleTimer;
    if (timer !== null) (this.opts.clearTimer ?? clearTimeout)(timer as number);
    if (which === 'retry') this.timer = null;
    else this.idleTimer = null;
  }

  private setTimer(fn: () => void, ms: number): unknown {
    return (this.opts.setTimer ?? setTimeout)(fn, ms);
  }
}

/** The tab's one live connection. */
export const liveClient = new LiveClient({
  url: () => liveUrl(window.location),
  createSocket: (url) => {
    const ws = new WebSocket(url);
    const socket: SocketLike = {
      onopen: null,
      onmessage: null,
      onclose: null,
      close: (code, reason) => ws.close(code, reason),
    };
    ws.onopen = () => socket.onopen?.();
    ws.onmessage = (message) => socket.onmessage?.({ data: message.data });
    ws.onclose = (event) => socket.onclose?.({ code: event.code });
    return socket;
  },
  // A 401 on the handshake or a 4401 close: if the session is gone, the app signs out,
  // the hooks release the client and it stops trying.
  checkSession: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => liveClient.retryNow());
}
