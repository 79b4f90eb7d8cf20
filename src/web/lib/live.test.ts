import { describe, expect, it } from 'vitest';
import { LiveClient, liveUrl, reconnectDelayMs, type SocketLike } from './live';

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  close(code = 1000) {
    this.closedWith = code;
  }
  /** The server's side of things. */
  open() {
    this.onopen?.();
  }
  send(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  let sessionChecks = 0;
  const client = new LiveClient({
    url: () => 'ws://localhost/api/v1/live',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    checkSession: () => {
      sessionChecks += 1;
    },
    random: () => 0.5,
    setTimer: (fn, ms) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const runTimers = () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) timer.fn();
  };
  return { client, sockets, timers, runTimers, sessionChecks: () => sessionChecks };
}

const ORDER = '7a1c7d3e-58d4-4f2e-9b1e-3d7b1f0c2a11';
const THREAD = '0b6f3c2a-1d2e-4f5a-8b9c-0d1e2f3a4b5c';

describe('liveUrl', () => {
  it('follows the page: ws on http, wss on https', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/v1/live',
    );
    expect(liveUrl({ protocol: 'https:', host: 'potluck.example' })).toBe(
      'wss://potluck.example/api/v1/live',
    );
  });
});

describe('reconnectDelayMs', () => {
  it('doubles up to 30 s and jitters within the upper half', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1_000);
    expect(reconnectDelayMs(3, () => 0)).toBe(4_000);
    expect(reconnectDelayMs(20, () => 0)).toBe(15_000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30_000);
  });
});

describe('LiveClient', () => {
  it('opens one socket however many hooks hold it, and routes events by type', () => {
    const h = harness();
    const orders: string[] = [];
    const threads: string[] = [];
    h.client.on('order.created', (e) => orders.push(e.orderId));
    h.client.on('message.created', (e) => threads.push(e.threadId));
    h.client.retain('u1');
    h.client.retain('u1');
    expect(h.sockets).toHaveLength(1);
    const socket = h.sockets[0]!;
    socket.open();
    socket.send(JSON.stringify({ type: 'order.created', orderId: ORDER }));
    socket.send(JSON.stringify({ type: 'message.created', threadId: THREAD }));
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'order.created', orderId: 'not-a-uuid' }));
    expect(orders).toEqual([ORDER]);
    expect(threads).toEqual([THREAD]);
  });

  it('reconnects with backoff after a drop and then asks for a resync', () => {
    const h = harness();
    let resyncs = 0;
    h.client.onResync(() => {
      resyncs += 1;
    });
    h.client.retain('u1');
    h.sockets[0]!.open();
    expect(resyncs).toBe(0);
    h.sockets[0]!.drop();
    expect(h.timers.map((t) => t.ms)).toEqual([750]);
    h.runTimers();
    expect(h.sockets).toHaveLength(2);
    h.sockets[1]!.drop();
    expect(h.timers.map((t) => t.ms)).toEqual([1_500]);
    h.runTimers();
    h.sockets[2]!.open();
    expect(resyncs).toBe(1);
  });

  it('re-reads the session after repeated failures or when the session ended', () => {
    const h = harness();
    h.client.retain('u1');
    for (let i = 0; i < 3; i += 1) {
      h.sockets.at(-1)!.drop();
      h.runTimers();
    }
    expect(h.sessionChecks()).toBe(1);
    h.sockets.at(-1)!.open();
    h.sockets.at(-1)!.drop(4401);
    expect(h.sessionChecks()).toBe(2);
    expect(h.timers).toHaveLength(0);
  });

  it('closes the socket once nothing holds it, and opens a new one for another user', () => {
    const h = harness();
    const release = h.client.retain('u1');
    h.sockets[0]!.open();
    release();
    release();
    h.runTimers();
    expect(h.sockets[0]!.closedWith).toBe(1000);

    h.client.retain('u1');
    h.sockets[1]!.open();
    h.client.retain('u2');
    expect(h.sockets[1]!.closedWith).toBe(1000);
    expect(h.sockets).toHaveLength(3);
  });
});
