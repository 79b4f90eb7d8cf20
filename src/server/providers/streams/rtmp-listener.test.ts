// The RTMP listener on its own (decision 064), without a database: hostile input is cut off one
// connection at a time and the listener still takes a real publish (ffmpeg's test pattern). The database-backed checks are in modules/livestreams/rtmp-ingest.test.ts.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegStatus } from './ffmpeg.ts';
import { RtmpIngestServer, type RtmpMediaSession } from './rtmp-ingest.ts';

const ffmpeg = await ffmpegStatus();
if (!ffmpeg.available)
  console.warn(`RTMP listener tests skipped: ${ffmpeg.reason} (they publish with real ffmpeg)`);

const KEY = 'sk_listener-test-key';

/** A media session that counts the FLV bytes it is given. */
function countingSession() {
  let finish: (r: { ok: boolean }) => void = () => {};
  const session: RtmpMediaSession & { bytes: number } = {
    bytes: 0,
    write(chunk) {
      session.bytes += chunk.length;
      return true;
    },
    drained: () => Promise.resolve(),
    end: () => finish({ ok: true }),
    closed: new Promise((resolve) => (finish = resolve)),
  };
  return session;
}

function publish(port: number, seconds: number): Promise<number> {
  return new Promise((resolve) => {
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${port}/live/${KEY}`],
    ];
    const child = spawn('ffmpeg', args, { stdio: 'ignore' });
    child.on('exit', (code) => resolve(code ?? -1));
  });
}

/** Sends `bytes` after a handshake; resolves true once the server closed the connection. */
function hostile(port: number, bytes: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536 * 2, 7), bytes]));
    });
    socket.on('error', () => undefined);
    // Read what the server sends (its handshake answer): a paused socket never sees the
    // server's end, so 'close' would not fire however fast the server hung up.
    socket.resume();
    socket.on('close', () => resolve(true));
    setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, 8_000);
  });
}

describe.skipIf(!ffmpeg.available)('RTMP listener', () => {
  const sessions: ReturnType<typeof countingSession>[] = [];
  const rtmp = new RtmpIngestServer({
    host: '127.0.0.1',
    port: 0,
    authorise: (key) => Promise.resolve(key === KEY ? { streamId: 'broadcast-1' } : null),
    ingest: () => {
      const s = countingSession();
      sessions.push(s);
      return s;
    },
    touch: () => true,
    log: { info: () => undefined, warn: () => undefined },
  });
  beforeAll(() => rtmp.start());
  afterAll(() => rtmp.close());

  it('cuts off malformed and oversized input while a publish carries on', async () => {
    // A message header claiming 16 MB, then one naming chunk size 0.
    const huge = Buffer.from([0x03, 0, 0, 0, 0xff, 0xff, 0xff, 0x14, 0, 0, 0, 0, 0]);
    const zeroChunk = Buffer.from([0x02, 0, 0, 0, 0, 0, 4, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const running = publish(rtmp.port, 4);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await hostile(rtmp.port, huge)).toBe(true);
    expect(await hostile(rtmp.port, zeroChunk)).toBe(true);
    expect(await running).toBe(0);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.bytes).toBeGreaterThan(10_000);
    // And the listener still takes the next publish.
    expect(await publish(rtmp.port, 2)).toBe(0);
    expect(sessions).toHaveLength(2);
  });
});
