import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { StreamRoomEvent } from '#contracts/live-streams';
import { createTestDatabase } from '../test/test-app.ts';
import { InProcessEventBus, type EventBus } from './event-bus.ts';
import { PostgresEventBus } from './postgres-event-bus.ts';
import {
  ROOM_CLOSE,
  ROOM_MAX_CLIENT_MESSAGE_BYTES,
  ROOM_MAX_CLIENT_MESSAGES_PER_BEAT,
  StreamRooms,
  type StreamRoomsOptions,
} from './stream-rooms.ts';

// Two instances' rooms on one bus: in-process (what PGlite allows) and PostgreSQL
// LISTEN/NOTIFY (several servers on one database). Sockets are stand-ins that record what
// they were sent; room.test over real sockets is in the live streams module.

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: StreamRoomEvent[] = [];
  closedWith: number | null = null;
  pings = 0;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as StreamRoomEvent);
  }
  ping(): void {
    this.pings += 1;
  }
  close(code: number): void {
    if (this.readyState !== 1) return;
    this.readyState = 3;
    this.closedWith = code;
    this.emit('close', code);
  }
  terminate(): void {
    this.close(1006);
  }
  counts(): number[] {
    return this.sent.flatMap((e) => (e.type === 'viewers' ? [e.count] : []));
  }
  lastCount(): number | undefined {
    return this.counts().at(-1);
  }
}
const asWs = (s: FakeSocket) => s as unknown as WebSocket;

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const fast: StreamRoomsOptions = { announceMs: 50, announceDebounceMs: 10, staleMs: 300 };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function twoInstances(busA: EventBus, busB: EventBus = busA, opts: StreamRoomsOptions = fast) {
  const a = new StreamRooms(busA, { ...opts, instanceId: 'a' });
  const b = new StreamRooms(busB, { ...opts, instanceId: 'b' });
  cleanups.push(
    () => a.close(),
    () => b.close(),
  );
  return { a, b };
}

function sharedBehaviour(makeBuses: () => Promise<[EventBus, EventBus]>) {
  it('counts viewers across instances and tells each room when the total changes', async () => {
    const [busA, busB] = await makeBuses();
    const { a, b } = twoInstances(busA, busB);
    const stream = randomUUID();
    const other = randomUUID();

    const onA = new FakeSocket();
    a.join(stream, asWs(onA), null, 'ip:1');
    expect(onA.sent[0]).toEqual({ type: 'viewers', count: 1 });

    const onB1 = new FakeSocket();
    const onB2 = new FakeSocket();
    b.join(stream, asWs(onB1), null, 'ip:2');
    b.join(stream, asWs(onB2), null, 'ip:3');
    const elsewhere = new FakeSocket();
    b.join(other, asWs(elsewhere), null, 'ip:4');

    await until(() => onA.lastCount() === 3 && onB1.lastCount() === 3);
    expect(a.viewerCount(stream)).toBe(3);
    expect(b.viewerCount(stream)).toBe(3);
    expect(a.viewerCount(other)).toBe(1);
    expect(elsewhere.counts().every((c) => c === 1)).toBe(true);

    onB2.close(1000);
    await until(() => onA.lastCount() === 2 && onB1.lastCount() === 2);
    onB1.close(1000);
    await until(() => onA.lastCount() === 1);
    expect(a.viewerCount(stream)).toBe(1);
  });

  it('delivers room events to the stream’s room on every instance, and chat.muted to one person', async () => {
    const [busA, busB] = await makeBuses();
    const { a, b } = twoInstances(busA, busB);
    const stream = randomUUID();
    const muted = randomUUID();
    const guest = new FakeSocket();
    const mutedTab = new FakeSocket();
    const otherRoom = new FakeSocket();
    a.join(stream, asWs(guest), null, 'ip:1');
    b.join(stream, asWs(mutedTab), muted, `user:${muted}`);
    b.join(randomUUID(), asWs(otherRoom), muted, `user:${muted}`);

    const removed = { type: 'chat.removed', messageId: randomUUID() } as const;
    await a.publish(stream, removed);
    await until(() => guest.sent.some((e) => e.type === 'chat.removed'));
    await until(() => mutedTab.sent.some((e) => e.type === 'chat.removed'));

    await b.publish(stream, { type: 'chat.muted', muted: true }, muted);
    await until(() => mutedTab.sent.some((e) => e.type === 'chat.muted'));
    await new Promise((r) => setTimeout(r, 100));
    expect(guest.sent.some((e) => e.type === 'chat.muted')).toBe(false);
    expect(otherRoom.sent.some((e) => e.type !== 'viewers')).toBe(false);

    // The end closes every socket of the room, on both instances.
    await a.publish(stream, { type: 'stream.ended' });
    await until(() => guest.closedWith === ROOM_CLOSE.ended);
    await until(() => mutedTab.closedWith === ROOM_CLOSE.ended);
    expect(guest.sent.at(-1)).toEqual({ type: 'stream.ended' });
    expect(otherRoom.closedWith).toBeNull();
  });
}

describe('stream rooms on one in-process bus', () => {
  sharedBehaviour(() => {
    const bus = new InProcessEventBus();
    cleanups.push(() => bus.close());
    return Promise.resolve([bus, bus]);
  });

  it('forgets an instance that stopped announcing', async () => {
    const bus = new InProcessEventBus();
    const { a, b } = twoInstances(bus);
    const stream = randomUUID();
    const onA = new FakeSocket();
    a.join(stream, asWs(onA), null, 'ip:1');
    b.join(stream, asWs(new FakeSocket()), null, 'ip:2');
    await until(() => onA.lastCount() === 2);
    // b dies without a word (its sockets' close never reaches the others).
    b.close();
    await until(() => onA.lastCount() === 1, 2_000);
  });

  it('drops a socket that does not answer pings, floods or sends a large frame', async () => {
    const rooms = new StreamRooms(new InProcessEventBus(), { ...fast, heartbeatMs: 30 });
    cleanups.push(() => rooms.close());
    const stream = randomUUID();
    const silent = new FakeSocket();
    const flooder = new FakeSocket();
    const big = new FakeSocket();
    const fine = new FakeSocket();
    fine.ping = () => setImmediate(() => fine.emit('pong'));
    flooder.ping = () => setImmediate(() => flooder.emit('pong'));
    for (const s of [silent, flooder, big, fine]) rooms.join(stream, asWs(s), null, 'ip:1');
    expect(rooms.socketsOf('ip:1')).toBe(4);

    for (let i = 0; i <= ROOM_MAX_CLIENT_MESSAGES_PER_BEAT; i += 1) {
      flooder.emit('message', Buffer.from('hi'));
    }
    expect(flooder.closedWith).toBe(ROOM_CLOSE.policy);
    big.emit('message', Buffer.alloc(ROOM_MAX_CLIENT_MESSAGE_BYTES + 1));
    expect(big.closedWith).toBe(ROOM_CLOSE.tooBig);
    await until(() => silent.closedWith === 1006);
    await new Promise((r) => setTimeout(r, 100));
    expect(fine.closedWith).toBeNull();
    expect(rooms.localCount(stream)).toBe(1);
    expect(rooms.socketsOf('ip:1')).toBe(1);
  });

  it('drops a socket that does not read', () => {
    const bus = new InProcessEventBus();
    const rooms = new StreamRooms(bus, fast);
    cleanups.push(() => rooms.close());
    const stream = randomUUID();
    const stuck = new FakeSocket();
    rooms.join(stream, asWs(stuck), null, 'ip:1');
    stuck.bufferedAmount = 10 * 1024 * 1024;
    void rooms.publish(stream, { type: 'stream.media' });
    expect(stuck.closedWith).toBe(1006);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('stream rooms on PostgreSQL', () => {
  sharedBehaviour(async () => {
    const { handle, url, drop } = await createTestDatabase();
    if (!url) throw new Error('no database URL');
    const start = () =>
      PostgresEventBus.start({
        connectionString: url,
        executeSql: (text, values) => handle.executeSql(text, values),
      });
    const buses: [EventBus, EventBus] = [await start(), await start()];
    cleanups.push(async () => {
      for (const bus of buses) await bus.close();
      await drop();
    });
    return buses;
  });

  it('refuses a room message too large for NOTIFY instead of sending it', async () => {
    const { handle, url, drop } = await createTestDatabase();
    if (!url) throw new Error('no database URL');
    const bus = await PostgresEventBus.start({
      connectionString: url,
      executeSql: (text, values) => handle.executeSql(text, values),
    });
    cleanups.push(async () => {
      await bus.close();
      await drop();
    });
    const c: Record<string, number> = {};
    for (let i = 0; i < 400; i += 1) c[randomUUID()] = i;
    await expect(bus.publishRoom({ k: 'viewers', i: 'a', c })).rejects.toThrow('too large');
  });
});
