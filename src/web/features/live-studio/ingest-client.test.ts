import { describe, expect, it } from 'vitest';
import {
  IngestClient,
  finalCloseMessage,
  isFinalClose,
  type IngestSocket,
  type IngestStatus,
} from './ingest-client';

class FakeSocket implements IngestSocket {
  binaryType = 'blob';
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  sent: unknown[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: Blob | ArrayBuffer) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const recorders: {
    timeslice: number | null;
    stopped: boolean;
    emit: (b: Blob) => void;
    fail: (m: string) => void;
  }[] = [];
  const statuses: IngestStatus[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const client = new IngestClient({
    url: 'ws://localhost/api/v1/live-streams/s/ingest',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    createRecorder: (onChunk, onError) => {
      const r = { timeslice: null as number | null, stopped: false, emit: onChunk, fail: onError };
      recorders.push(r);
      return {
        start: (ms: number) => {
          r.timeslice = ms;
        },
        stop: () => {
          r.stopped = true;
        },
      };
    },
    timesliceMs: 500,
    onStatus: (s) => statuses.push(s),
    random: () => 0,
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: () => undefined,
  });
  return { client, sockets, recorders, statuses, timers };
}

const chunk = (text: string) => new Blob([text]);

describe('IngestClient', () => {
  it('starts a recorder once the socket opens and sends its chunks as binary messages', () => {
    const { client, sockets, recorders, statuses } = setup();
    client.start();
    expect(statuses.at(-1)).toEqual({ state: 'connecting' });
    expect(recorders).toHaveLength(0);
    sockets[0]!.open();
    expect(sockets[0]!.binaryType).toBe('arraybuffer');
    expect(recorders[0]!.timeslice).toBe(500);
    expect(statuses.at(-1)).toEqual({ state: 'sending' });
    recorders[0]!.emit(chunk('a'));
    recorders[0]!.emit(new Blob([]));
    expect(sockets[0]!.sent).toHaveLength(1);
  });

  it('reconnects a dropped connection with growing delays and a new recorder', () => {
    const { client, sockets, recorders, statuses, timers } = setup();
    client.start();
    sockets[0]!.open();
    sockets[0]!.drop(1006);
    expect(recorders[0]!.stopped).toBe(true);
    expect(statuses.at(-1)).toEqual({
      state: 'reconnecting',
      attempt: 1,
      delayMs: 500,
      reason: null,
    });
    timers[0]!.fn();
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1011, 'ffmpeg could not read the video');
    expect(statuses.at(-1)).toEqual({
      state: 'reconnecting',
      attempt: 2,
      delayMs: 1000,
      reason: 'ffmpeg could not read the video',
    });
    timers[1]!.fn();
    sockets[2]!.drop(1006);
    timers[2]!.fn();
    sockets[3]!.drop(1006);
    timers[3]!.fn();
    sockets[4]!.drop(1006);
    // Never longer than 8 s: the server ends a silent broadcast after its grace period.
    expect(timers.map((t) => t.ms)).toEqual([500, 1000, 2000, 4000, 4000]);
    timers[4]!.fn();
    sockets[5]!.open();
    expect(recorders).toHaveLength(2);
    expect(statuses.at(-1)).toEqual({ state: 'sending' });
    // A good connection starts the backoff again.
    sockets[5]!.drop(1001);
    expect(timers.at(-1)!.ms).toBe(500);
  });

  it('does not send the last chunk of a recorder whose socket is gone', () => {
    const { client, sockets, recorders } = setup();
    client.start();
    sockets[0]!.open();
    sockets[0]!.drop(1006);
    recorders[0]!.emit(chunk('late'));
    expect(sockets[0]!.sent).toHaveLength(0);
  });

  it('stops for good on the server’s refusal and shows its message', () => {
    const { client, sockets, statuses, timers } = setup();
    client.start();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({
      data: JSON.stringify({ type: 'error', message: 'ffmpeg is not installed on this server.' }),
    });
    sockets[0]!.drop(4500, 'ffmpeg failed');
    expect(statuses.at(-1)).toEqual({
      state: 'refused',
      message: 'ffmpeg is not installed on this server.',
    });
    expect(timers).toHaveLength(0);
  });

  it('stops when the recorder fails, closing the socket', () => {
    const { client, sockets, recorders, statuses } = setup();
    client.start();
    sockets[0]!.open();
    recorders[0]!.fail('The camera was disconnected.');
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(statuses.at(-1)).toEqual({ state: 'refused', message: 'The camera was disconnected.' });
  });

  it('stop closes the socket normally, stops the recorder and cancels a pending reconnect', () => {
    const { client, sockets, recorders, statuses } = setup();
    client.start();
    sockets[0]!.open();
    client.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(recorders[0]!.stopped).toBe(true);
    expect(statuses.at(-1)).toEqual({ state: 'stopped' });

    const second = setup();
    second.client.start();
    second.sockets[0]!.drop(1006);
    second.client.stop();
    second.timers[0]!.fn();
    expect(second.sockets).toHaveLength(1);
  });
});

describe('isFinalClose and finalCloseMessage', () => {
  it('retries lost connections, restarts, failed transcodes and a full server, not refusals', () => {
    for (const code of [1006, 1001, 1011, 1013]) expect(isFinalClose(code)).toBe(false);
    for (const code of [1000, 1003, 1008, 1009, 4001, 4410]) expect(isFinalClose(code)).toBe(true);
  });

  it('prefers what the server said, then a plain explanation of the code, then its reason', () => {
    expect(finalCloseMessage(4410, 'the broadcast has ended', 'Said first')).toBe('Said first');
    expect(finalCloseMessage(4410, 'the broadcast has ended', null)).toBe(
      'This stream is no longer live.',
    );
    expect(finalCloseMessage(4001, 'replaced', null)).toMatch(/Another window or tab/);
    expect(finalCloseMessage(4999, 'Odd refusal', null)).toBe('Odd refusal');
    expect(finalCloseMessage(4999, '', null)).toBe(
      'The server refused the video from this browser.',
    );
  });
});
