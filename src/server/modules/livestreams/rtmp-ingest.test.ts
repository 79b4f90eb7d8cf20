// RTMP ingest from streaming apps (issue 16, decision 064), end to end with the real ffmpeg: a
// test pattern published over RTMP with the chef's key becomes HLS segments in the broadcast's
// playlist; a wrong key, a chef without a live RTMP broadcast and a suspended chef are refused
// and nothing is made. Malformed input: providers/streams/rtmp-ingest.test.ts.
import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { liveStreams, streamKeys } from '../../db/schema/live-streams.ts';
import { ffmpegStatus } from '../../providers/streams/ffmpeg.ts';
import type { RtmpIngestServer } from '../../providers/streams/rtmp-ingest.ts';
import { makeChef } from '../../test/factories/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authoriseRtmpPublish, createRtmpIngest } from './rtmp-publish.service.ts';
import { newStreamKey } from '../../providers/streams/local-streams.ts';
import { hashStreamKey } from './stream-key.ts';

const ffmpeg = await ffmpegStatus();
if (!ffmpeg.available)
  console.warn(`RTMP ingest tests skipped: ${ffmpeg.reason} (they publish with real ffmpeg)`);

/** A chef with a stream key and, unless told, a live RTMP broadcast. */
async function chefWithKey(t: TestApp, live = true) {
  const chef = await makeChef(t);
  const key = newStreamKey();
  await t.ctx.db.insert(streamKeys).values({ chefId: chef.id, keyHash: hashStreamKey(key) });
  let streamId: string | null = null;
  if (live) {
    const [row] = await t.ctx.db
      .insert(liveStreams)
      .values({ chefId: chef.id, title: 'Dumplings live', source: 'rtmp', provider: 'local' })
      .returning({ id: liveStreams.id });
    streamId = row!.id;
    await t.ctx.localStreams!.startBroadcast({
      providerStreamId: `local-${chef.id}`,
      broadcastId: streamId,
      channelPlaybackUrl: null,
    });
  }
  return { chefId: chef.id, key, streamId };
}

/** Publishes `seconds` of ffmpeg's test pattern to the key; resolves with ffmpeg's exit code. */
function publish(port: number, key: string, seconds = 4): Promise<number> {
  return new Promise((resolve) => {
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', '-c:a', 'aac'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${port}/live/${key}`],
    ];
    const child = spawn('ffmpeg', args, { stdio: 'ignore' });
    child.on('exit', (code) => resolve(code ?? -1));
  });
}

async function playlist(t: TestApp, streamId: string): Promise<string | null> {
  const file = await t.ctx.localStreams!.serve(streamId, 'index.m3u8');
  return file ? file.body.toString('utf8') : null;
}

const segmentCount = (text: string | null) => (text?.match(/^#EXTINF:/gm) ?? []).length;

describe.skipIf(!ffmpeg.available)('RTMP ingest', () => {
  let t: TestApp;
  let rtmp: RtmpIngestServer;
  const logged: string[] = [];
  const log = {
    info: (fields: object, message: string) => logged.push(`${message} ${JSON.stringify(fields)}`),
    warn: (fields: object, message: string) => logged.push(`${message} ${JSON.stringify(fields)}`),
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { STREAMS_PROVIDER: 'local' } });
    // Opt-in: tests start the RTMP server themselves, on a free port.
    rtmp = createRtmpIngest(t.ctx, t.ctx.localStreams!, log, { port: 0, host: '127.0.0.1' });
    await rtmp.start();
  });
  afterAll(async () => {
    await rtmp.close();
    await t.close();
  });

  it('turns a publish with the chef’s key into HLS segments and records the source', async () => {
    const { key, streamId } = await chefWithKey(t);
    expect(await publish(rtmp.port, key)).toBe(0);
    await expect
      .poll(async () => segmentCount(await playlist(t, streamId!)), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    const [row] = await t.ctx.db
      .select({ mediaStartedAt: liveStreams.mediaStartedAt, status: liveStreams.status })
      .from(liveStreams)
      .where(eq(liveStreams.id, streamId!));
    expect(row?.mediaStartedAt).not.toBeNull();
    // The publish ended; the broadcast stays live until the chef stops it or it is swept.
    expect(row?.status).toBe('live');
    expect(logged.join('\n')).not.toContain(key);
  });

  it('refuses a wrong key, a chef who is not live, and a suspended chef; nothing is made', async () => {
    const live = await chefWithKey(t);
    expect(await publish(rtmp.port, `${live.key}x`, 2)).not.toBe(0);
    const idle = await chefWithKey(t, false);
    expect(await publish(rtmp.port, idle.key, 2)).not.toBe(0);
    const suspended = await chefWithKey(t);
    await t.ctx.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.chefId));
    expect(await authoriseRtmpPublish(t.ctx.db, suspended.key)).toBeNull();
    expect(await publish(rtmp.port, suspended.key, 2)).not.toBe(0);
    expect(segmentCount(await playlist(t, live.streamId!))).toBe(0);
    expect(segmentCount(await playlist(t, suspended.streamId!))).toBe(0);
    const text = logged.join('\n');
    for (const key of [live.key, idle.key, suspended.key]) expect(text).not.toContain(key);
  });
});
