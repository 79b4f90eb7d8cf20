// The rooms of live streams on one instance: the watch page's sockets (GET
// /api/v1/live-streams/{id}/room, anyone, listen-only), grouped by stream. Room events travel
// over the event bus to every instance (room-message.ts), so a chat message written through
// one instance reaches viewers connected to another. Viewer counts: each instance announces
// how many room sockets it holds per stream (on change, and every few seconds while it holds
// any); every instance adds its own count to the fresh announcements of the others, forgets
// an instance silent for a while (it stopped or lost its database), and tells its sockets
// `{ type: 'viewers', count }` whenever the total changes.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { StreamRoomEvent } from '#contracts/live-streams';
import type { AppContext } from '../context.ts';
import type { EventBus } from './event-bus.ts';
import type { RoomMessage } from './room-message.ts';

/** Client frames larger than this end the socket (1009): clients only listen. */
export const ROOM_MAX_CLIENT_MESSAGE_BYTES = 1024;
/** Stray client frames tolerated per heartbeat; more is a flood and closes the socket. */
export const ROOM_MAX_CLIENT_MESSAGES_PER_BEAT = 5;
/** A socket that cannot take this much queued output is not reading: drop it. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Room sockets one person (or one guest address) may hold on an instance: tabs, not a flood. */
export const MAX_ROOM_SOCKETS_PER_CLIENT = 20;
/** Streams per viewer announcement: ~45 bytes each keeps a NOTIFY far below 8000 bytes. */
const STREAMS_PER_ANNOUNCEMENT = 100;

/** Close codes a room socket ends with. */
export const ROOM_CLOSE = {
  /** The broadcast ended: do not reconnect. */
  ended: 1000,
  /** Shutting down: reconnect later. */
  goingAway: 1001,
  /** A client frame too large. */
  tooBig: 1009,
  /** Too many client frames. */
  policy: 1008,
  /** Events may have been missed (the bus lost its database): reconnect and re-read. */
  restart: 1012,
} as const;

export interface StreamRoomsOptions {
  /** This instance's id in viewer announcements (random by default). */
  instanceId?: string;
  /** Ping every socket this often; one that did not answer the last ping is dropped. */
  heartbeatMs?: number;
  /** Announce this instance's counts this often while it holds any room socket. */
  announceMs?: number;
  /** A change is announced this long after it (joins and leaves in a burst become one). */
  announceDebounceMs?: number;
  /** Another instance's counts are forgotten when it has not announced for this long. */
  staleMs?: number;
  /** Time source for freshness (tests). */
  now?: () => number;
}

interface Member {
  socket: WebSocket;
  streamId: string;
  /** The signed-in viewer, or null for a guest (only used to address chat.muted). */
  userId: string | null;
  /** Who holds it, for MAX_ROOM_SOCKETS_PER_CLIENT (the person, or a guest's address). */
  clientKey: string;
  alive: boolean;
  messages: number;
}

interface Remote {
  count: number;
  at: number;
}

export class StreamRooms {
  readonly instanceId: string;
  private readonly rooms = new Map<string, Set<Member>>();
  /** Open room sockets by who holds them. */
  private readonly byClient = new Map<string, number>();
  /** Other instances' counts: stream id → instance id → count and when announced. */
  private readonly remote = new Map<string, Map<string, Remote>>();
  /** The count each room's sockets were last told. */
  private readonly told = new Map<string, number>();
  /** Streams whose local count changed since the last announcement. */
  private readonly changed = new Set<string>();
  private announceTimer: NodeJS.Timeout | null = null;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly ticker: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGap: () => void;
  private readonly debounceMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;
  private closed = false;

  constructor(
    private readonly events: EventBus,
    opts: StreamRoomsOptions = {},
  ) {
    this.instanceId = opts.instanceId ?? randomUUID();
    this.debounceMs = opts.announceDebounceMs ?? 250;
    this.staleMs = opts.staleMs ?? 15_000;
    this.now = opts.now ?? Date.now;
    this.unsubscribe = events.subscribeRoom((message) => this.hear(message));
    // Chat published while the bus could not hear is lost: viewers reconnect and re-read.
    this.unsubscribeGap = events.onGap(() => this.closeAll(ROOM_CLOSE.restart, 'resync'));
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
    this.ticker = setInterval(() => this.tick(), opts.announceMs ?? 5_000);
    this.ticker.unref();
  }

  /** Room sockets on this instance held by one client (see MAX_ROOM_SOCKETS_PER_CLIENT). */
  socketsOf(clientKey: string): number {
    return this.byClient.get(clientKey) ?? 0;
  }

  /** Room sockets on this instance for the stream. */
  localCount(streamId: string): number {
    return this.rooms.get(streamId)?.size ?? 0;
  }

  /** Sockets open in the stream's room across every instance that announced lately. */
  viewerCount(streamId: string): number {
    let total = this.localCount(streamId);
    const cutoff = this.now() - this.staleMs;
    for (const [instanceId, entry] of this.remote.get(streamId) ?? []) {
      if (instanceId !== this.instanceId && entry.at >= cutoff) total += entry.count;
    }
    return total;
  }

  /**
   * Adds a viewer's socket to the stream's room (the handshake already checked the stream is
   * live) and sends it the current count. Client frames beyond a few, or any too large, end it.
   */
  join(streamId: string, socket: WebSocket, userId: string | null, clientKey: string): void {
    if (this.closed) {
      socket.close(ROOM_CLOSE.goingAway, 'server shutting down');
      return;
    }
    const member: Member = { socket, streamId, userId, clientKey, alive: true, messages: 0 };
    this.byClient.set(clientKey, this.socketsOf(clientKey) + 1);
    const room = this.rooms.get(streamId) ?? new Set<Member>();
    room.add(member);
    this.rooms.set(streamId, room);
    socket.on('pong', () => {
      member.alive = true;
    });
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      member.messages += 1;
      if (byteLength(data) > ROOM_MAX_CLIENT_MESSAGE_BYTES) {
        socket.close(ROOM_CLOSE.tooBig, 'listen only');
      } else if (member.messages > ROOM_MAX_CLIENT_MESSAGES_PER_BEAT) {
        socket.close(ROOM_CLOSE.policy, 'listen only');
      }
    });
    socket.on('close', () => this.leave(member));
    socket.on('error', () => socket.terminate());
    // The newcomer learns the count even when it is what the room was last told.
    if (!this.countChanged(streamId)) {
      this.send(member, JSON.stringify({ type: 'viewers', count: this.viewerCount(streamId) }));
    }
  }

  /** Publishes an event to the stream's room on every instance (optionally to one user only). */
  async publish(streamId: string, event: StreamRoomEvent, toUserId?: string): Promise<void> {
    const message: RoomMessage = toUserId
      ? { k: 'event', s: streamId, to: toUserId, e: event }
      : { k: 'event', s: streamId, e: event };
    await this.events.publishRoom(message);
  }

  /** Stops the timers and closes every room socket (server shutdown). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    clearInterval(this.ticker);
    if (this.announceTimer) clearTimeout(this.announceTimer);
    this.announceTimer = null;
    this.unsubscribe();
    this.unsubscribeGap();
    this.closeAll(ROOM_CLOSE.goingAway, 'server shutting down');
  }

  /** Closes the given sockets (an app closing its own room sockets while the context stays). */
  closeSockets(sockets: Iterable<WebSocket>): void {
    for (const socket of sockets) socket.close(ROOM_CLOSE.goingAway, 'server shutting down');
  }

  private leave(member: Member): void {
    const room = this.rooms.get(member.streamId);
    if (!room?.delete(member)) return;
    const held = this.socketsOf(member.clientKey) - 1;
    if (held > 0) this.byClient.set(member.clientKey, held);
    else this.byClient.delete(member.clientKey);
    if (room.size === 0) this.rooms.delete(member.streamId);
    this.countChanged(member.streamId);
  }

  /** Schedules an announcement; true when the room's sockets were just told the new count. */
  private countChanged(streamId: string): boolean {
    this.changed.add(streamId);
    const told = this.tellIfChanged(streamId);
    if (!this.closed && !this.announceTimer) {
      this.announceTimer = setTimeout(() => {
        this.announceTimer = null;
        void this.announce([...this.changed]);
      }, this.debounceMs);
      this.announceTimer.unref();
    }
    return told;
  }

  /** Every few seconds: announce what this instance holds, forget the silent, update counts. */
  private tick(): void {
    const cutoff = this.now() - this.staleMs;
    for (const [streamId, byInstance] of this.remote) {
      for (const [instanceId, entry] of byInstance) {
        if (entry.at < cutoff) byInstance.delete(instanceId);
      }
      if (byInstance.size === 0) this.remote.delete(streamId);
      this.tellIfChanged(streamId);
    }
    if (this.rooms.size > 0 || this.changed.size > 0) {
      void this.announce([...new Set([...this.rooms.keys(), ...this.changed])]);
    }
  }

  private async announce(streamIds: string[]): Promise<void> {
    for (const streamId of streamIds) this.changed.delete(streamId);
    for (let i = 0; i < streamIds.length; i += STREAMS_PER_ANNOUNCEMENT) {
      const c: Record<string, number> = {};
      for (const streamId of streamIds.slice(i, i + STREAMS_PER_ANNOUNCEMENT)) {
        c[streamId] = this.localCount(streamId);
      }
      try {
        await this.events.publishRoom({ k: 'viewers', i: this.instanceId, c });
      } catch {
        // The next tick announces again; until then the others keep the last count.
      }
    }
  }

  private hear(message: RoomMessage): void {
    if (message.k === 'viewers') {
      if (message.i === this.instanceId) return;
      const at = this.now();
      for (const [streamId, count] of Object.entries(message.c)) {
        const byInstance = this.remote.get(streamId) ?? new Map<string, Remote>();
        if (count === 0) byInstance.delete(message.i);
        else byInstance.set(message.i, { count, at });
        if (byInstance.size === 0) this.remote.delete(streamId);
        else this.remote.set(streamId, byInstance);
        this.tellIfChanged(streamId);
      }
      return;
    }
    const room = this.rooms.get(message.s);
    if (!room) return;
    const data = JSON.stringify(message.e);
    for (const member of room) {
      if (message.to !== undefined && member.userId !== message.to) continue;
      this.send(member, data);
    }
    if (message.e.type === 'stream.ended') {
      // Nothing more will happen in this room: the page shows the end and stays.
      for (const member of room) member.socket.close(ROOM_CLOSE.ended, 'stream ended');
    }
  }

  /** Tells the room's sockets the viewer count when it differs from what they were told. */
  private tellIfChanged(streamId: string): boolean {
    const room = this.rooms.get(streamId);
    if (!room) {
      this.told.delete(streamId);
      return false;
    }
    const count = this.viewerCount(streamId);
    if (this.told.get(streamId) === count) return false;
    this.told.set(streamId, count);
    const data = JSON.stringify({ type: 'viewers', count });
    for (const member of room) this.send(member, data);
    return true;
  }

  private send(member: Member, data: string): void {
    const { socket } = member;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(data);
  }

  private beat(): void {
    for (const room of this.rooms.values()) {
      for (const member of room) {
        if (!member.alive) {
          member.socket.terminate();
          continue;
        }
        member.alive = false;
        member.messages = 0;
        member.socket.ping();
      }
    }
  }

  private closeAll(code: number, reason: string): void {
    for (const room of this.rooms.values()) {
      for (const member of room) member.socket.close(code, reason);
    }
  }
}

function byteLength(data: Buffer | ArrayBuffer | Buffer[]): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data.byteLength;
}

/**
 * Sends `event` to every socket in the stream's room on every instance. Never fails the
 * caller: the change that caused it stands, and a viewer re-reads when the socket reconnects.
 */
export async function publishStreamRoom(
  ctx: AppContext,
  streamId: string,
  event: StreamRoomEvent,
): Promise<void> {
  try {
    await ctx.streamRooms.publish(streamId, event);
  } catch {
    // A database hiccup on NOTIFY: see above.
  }
}

/** Sends `event` only to one person's sockets in the stream's room (chat.muted). */
export async function publishStreamRoomToUser(
  ctx: AppContext,
  streamId: string,
  userId: string,
  event: StreamRoomEvent,
): Promise<void> {
  try {
    await ctx.streamRooms.publish(streamId, event, userId);
  } catch {
    // As above.
  }
}

/** People watching the stream now (open room sockets), across every instance. */
export function streamViewerCount(ctx: AppContext, streamId: string): number {
  return ctx.streamRooms.viewerCount(streamId);
}

/** The context's two realtime fields over one bus: `...withStreamRooms(bus)` where a context is built. */
export function withStreamRooms(events: EventBus): { events: EventBus; streamRooms: StreamRooms } {
  return { events, streamRooms: new StreamRooms(events) };
}
