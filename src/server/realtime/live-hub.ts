// The WebSocket hub of one instance: which sockets belong to which user, delivery of the
// events the bus hears to the sockets of the users they name, and the heartbeat that closes
// sockets whose other end went away without saying so (a phone losing its network).
import type { WebSocket } from 'ws';
import type { LiveEvent } from '#contracts/live';
import type { EventBus } from './event-bus.ts';

/** Open sockets one user may hold (tabs, devices); more are refused until one closes. */
export const MAX_CONNECTIONS_PER_USER = 10;
/** Clients only listen; a few stray frames per heartbeat are tolerated, a flood is not. */
export const MAX_CLIENT_MESSAGES_PER_BEAT = 10;
/** A socket that cannot take this much queued output is not reading: drop it. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Each socket's session is re-checked every this many beats (30 s × 10 = 5 min). */
const BEATS_PER_SESSION_CHECK = 10;

/** Close codes the web client understands (4000–4999 are the application's own). */
export const CLOSE = {
  /** The session behind the socket ended: do not reconnect until signed in again. */
  sessionEnded: 4401,
  /** Too many messages from the client. */
  policy: 1008,
  /** A client frame over maxClientMessageBytes. */
  tooBig: 1009,
  /** Events may have been missed: reconnect (and re-read). */
  restart: 1012,
} as const;

interface Connection {
  socket: WebSocket;
  userId: string;
  /** Re-checks the socket's session; false = signed out since. */
  stillSignedIn: () => Promise<boolean>;
  alive: boolean;
  messages: number;
  beats: number;
}

export interface LiveHubOptions {
  heartbeatMs?: number;
  /**
   * Client frames larger than this end the socket (1009). The WebSocket plugin's own limit is
   * the media ingest's (megabytes), so this socket enforces its own.
   */
  maxClientMessageBytes?: number;
}

export class LiveHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGap: () => void;
  private readonly maxClientMessageBytes: number;

  constructor(events: EventBus, opts: LiveHubOptions = {}) {
    this.maxClientMessageBytes = opts.maxClientMessageBytes ?? 1024;
    this.unsubscribe = events.subscribe((userIds, event) => this.deliver(userIds, event));
    // Events published while the bus could not hear are lost: clients reconnect and re-read.
    this.unsubscribeGap = events.onGap(() => this.closeAll(CLOSE.restart, 'resync'));
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
  }

  connectionsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Adds an authenticated socket; false (and the socket closed) when the user has too many. */
  add(userId: string, socket: WebSocket, stillSignedIn: () => Promise<boolean>): boolean {
    const set = this.byUser.get(userId) ?? new Set<Connection>();
    if (set.size >= MAX_CONNECTIONS_PER_USER) {
      socket.close(CLOSE.policy, 'too many connections');
      return false;
    }
    const conn: Connection = { socket, userId, stillSignedIn, alive: true, messages: 0, beats: 0 };
    set.add(conn);
    this.byUser.set(userId, set);
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      if (messageBytes(data) > this.maxClientMessageBytes) {
        socket.close(CLOSE.tooBig, 'message too big');
        return;
      }
      conn.messages += 1;
      if (conn.messages > MAX_CLIENT_MESSAGES_PER_BEAT) socket.close(CLOSE.policy, 'listen only');
    });
    socket.on('close', () => this.remove(conn));
    return true;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    this.unsubscribeGap();
    this.closeAll(1001, 'server shutting down');
  }

  private remove(conn: Connection): void {
    const set = this.byUser.get(conn.userId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byUser.delete(conn.userId);
  }

  private deliver(userIds: readonly string[], event: LiveEvent): void {
    const data = JSON.stringify(event);
    for (const userId of userIds) {
      for (const conn of this.byUser.get(userId) ?? []) {
        if (conn.socket.readyState !== conn.socket.OPEN) continue;
        if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          conn.socket.terminate();
          continue;
        }
        conn.socket.send(data);
      }
    }
  }

  private beat(): void {
    for (const set of this.byUser.values()) {
      for (const conn of set) {
        if (!conn.alive) {
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        conn.messages = 0;
        conn.beats += 1;
        conn.socket.ping();
        if (conn.beats % BEATS_PER_SESSION_CHECK === 0) void this.checkSession(conn);
      }
    }
  }

  private async checkSession(conn: Connection): Promise<void> {
    const signedIn = await conn.stillSignedIn().catch(() => true);
    if (!signedIn) conn.socket.close(CLOSE.sessionEnded, 'signed out');
  }

  private closeAll(code: number, reason: string): void {
    for (const set of this.byUser.values()) {
      for (const conn of set) conn.socket.close(code, reason);
    }
  }
}

function messageBytes(data: Buffer | ArrayBuffer | Buffer[]): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data.byteLength;
}
