// Live events between server instances through PostgreSQL LISTEN/NOTIFY (ADR 014): every
// instance publishes with pg_notify on the shared pool and hears every event, its own
// included, on one dedicated connection that LISTENs. Events name ids only, so a payload
// stays far below PostgreSQL's 8000-byte NOTIFY limit.
import pg from 'pg';
import { z } from 'zod';
import { liveEventSchema, type LiveEvent } from '#contracts/live';
import type { EventBus, LiveListener } from './event-bus.ts';
import { roomMessageSchema, type RoomListener, type RoomMessage } from './room-message.ts';
import { reconnectDelayMs } from './backoff.ts';

export const LIVE_CHANNEL = 'potluck_live';
/** Stream rooms' chat, viewer counts and ends (room-message.ts), heard on the same connection. */
export const ROOM_CHANNEL = 'potluck_rooms';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7999;
/** How the listening connection shows in pg_stat_activity (and how a test finds it). */
export const LISTENER_APPLICATION_NAME = 'potluck_live_listener';
/**
 * Recipients per NOTIFY: 36-character ids plus quotes and commas are 39 bytes each, so 150
 * of them and an event stay under 6 KB. A longer list is sent as several notifications.
 */
export const USERS_PER_NOTIFY = 150;

const envelopeSchema = z.object({ u: z.array(z.uuid()).min(1), e: liveEventSchema });

export interface PostgresEventBusOptions {
  connectionString: string;
  /** Runs pg_notify on the app's pool (DatabaseHandle.executeSql). */
  executeSql: (text: string, values: unknown[]) => Promise<unknown>;
  /** Told (without connection details) when the listening connection drops or cannot reconnect. */
  onError?: (message: string) => void;
  /** First reconnect delay; doubles per failed attempt up to 10 s. */
  reconnectBaseMs?: number;
}

export class PostgresEventBus implements EventBus {
  private readonly listeners = new Set<LiveListener>();
  private readonly roomListeners = new Set<RoomListener>();
  private readonly gapListeners = new Set<() => void>();
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private closed = false;

  private constructor(private readonly opts: PostgresEventBusOptions) {}

  /** Connects the listener first, so an instance that cannot hear events does not start. */
  static async start(opts: PostgresEventBusOptions): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(opts);
    await bus.listen();
    return bus;
  }

  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    const recipients = [...new Set(userIds)];
    for (let i = 0; i < recipients.length; i += USERS_PER_NOTIFY) {
      const payload = JSON.stringify({ u: recipients.slice(i, i + USERS_PER_NOTIFY), e: event });
      await this.opts.executeSql('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    }
  }

  async publishRoom(message: RoomMessage): Promise<void> {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) throw new Error('room message too large');
    await this.opts.executeSql('select pg_notify($1, $2)', [ROOM_CHANNEL, payload]);
  }

  subscribeRoom(listener: RoomListener): () => void {
    this.roomListeners.add(listener);
    return () => this.roomListeners.delete(listener);
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    this.listeners.clear();
    this.roomListeners.clear();
    this.gapListeners.clear();
    if (client) await client.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.opts.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
    });
    // 'error' and 'end' both follow a drop; dropped() acts once per client.
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    client.on('notification', (msg) => {
      if (msg.channel === LIVE_CHANNEL && msg.payload) this.deliver(msg.payload);
      else if (msg.channel === ROOM_CHANNEL && msg.payload) this.deliverRoom(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${ROOM_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private deliver(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success) return;
    for (const listener of this.listeners) {
      try {
        listener(envelope.data.u, envelope.data.e);
      } catch {
        // One broken connection must not stop the others hearing the event.
      }
    }
  }

  private deliverRoom(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const message = roomMessageSchema.safeParse(parsed);
    if (!message.success) return;
    for (const listener of this.roomListeners) {
      try {
        listener(message.data);
      } catch {
        // One room's trouble stays in that room.
      }
    }
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.opts.onError?.('live event listener lost its database connection; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelayMs(this.attempt, this.opts.reconnectBaseMs ?? 250, 10_000);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().then(
        () => {
          if (this.closed) return;
          this.attempt = 0;
          // Whatever was published while nobody listened is lost: tell the hub.
          for (const listener of this.gapListeners) listener();
        },
        (err: unknown) => {
          if (this.closed) return;
          const code = (err as { code?: unknown }).code;
          this.opts.onError?.(
            `live event listener could not reconnect${typeof code === 'string' ? ` (${code})` : ''}`,
          );
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }
}
