import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { streamIngestPath } from '#contracts/live-streams';
import { liveStreams } from '../../db/schema/live-streams.ts';
import { ffmpegStatus } from '../../providers/streams/ffmpeg.ts';
import { parsePlaylistEntries } from '../../providers/streams/hls-playlist.ts';
import { chunks, makeTestWebm } from '../../providers/streams/test-media.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { INGEST_CLOSE, INGEST_MAX_FRAME_BYTES } from './stream-ingest.routes.ts';

const status = await ffmpegStatus();
if (!status.available) console.warn(`Skipping the browser media tests: ${status.reason}`);
const webm = status.available ? makeTestWebm(3) : null;

let t: TestApp;
let base: string;
let otherChef: FixtureUser;
let buyer: FixtureUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `ws://127.0.0.1:${address.port}`;
  otherChef = await makeChef(t, { name: 'Chef Omar', businessName: 'Omar Grill' });
  buyer = await makeUser(t, { name: 'Bea Buyer' });
});
afterAll(() => t.close());

let chefs = 0;
/** A new approved chef with a broadcast row as the start route leaves it (test-only insert). */
async function liveStream(
  values: { source?: 'browser' | 'rtmp'; status?: 'live' | 'ended' } = {},
): Promise<{ id: string; chef: FixtureUser }> {
  chefs += 1;
  const chef = await makeChef(t, { name: `Chef ${chefs}`, businessName: `Kitchen ${chefs}` });
  const now = t.clock.now();
  const [row] = await t.ctx.db
    .insert(liveStreams)
    .values({
      chefId: chef.id,
      title: 'Cooking live',
      source: values.source ?? 'browser',
      status: values.status ?? 'live',
      provider: 'local',
      startedAt: now,
      lastSeenAt: now,
      ...(values.status === 'ended' ? { endedAt: now, endReason: 'stopped' as const } : {}),
    })
    .returning({ id: liveStreams.id });
  if (!row) throw new Error('insert failed');
  return { id: row.id, chef };
}

interface Opened {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens the ingest socket as the Go live page would; resolves with the refusal's status. */
function open(
  streamId: string,
  user: FixtureUser | null,
  origin: string | null = TEST_ORIGIN,
): Promise<Opened | number> {
  const ws = new WebSocket(`${base}${streamIngestPath(streamId)}`, {
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(origin ? { origin } : {}),
    },
  });
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ ws, closed }));
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
  });
}

async function until<T>(probe: () => Promise<T | null | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const hls = (id: string, file: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/live-streams/${id}/hls/${file}` });

describe('the browser media socket', () => {
  it('lets only the signed-in owner of a live browser broadcast in, from this site', async () => {
    const { id, chef } = await liveStream();
    expect(await open(id, null)).toBe(401);
    expect(await open(id, buyer)).toBe(403);
    expect(await open(id, otherChef)).toBe(403);
    expect(await open(id, chef, 'https://evil.example')).toBe(403);
    expect(await open(id, chef, null)).toBe(403);
    expect(await open('00000000-0000-4000-8000-000000000000', chef)).toBe(404);
    expect(await open('not-a-uuid', chef)).toBe(404);
    const ended = await liveStream({ status: 'ended' });
    expect(await open(ended.id, ended.chef)).toBe(409);
    const rtmp = await liveStream({ source: 'rtmp' });
    expect(await open(rtmp.id, rtmp.chef)).toBe(409);
  });

  it('closes on a text frame and on a frame over the limit', async () => {
    const { id, chef } = await liveStream();
    const text = await open(id, chef);
    if (typeof text === 'number') throw new Error(`refused ${text}`);
    text.ws.send('hello');
    expect((await text.closed).code).toBe(INGEST_CLOSE.unsupported);

    const big = await open(id, chef);
    if (typeof big === 'number') throw new Error(`refused ${big}`);
    big.ws.send(Buffer.alloc(INGEST_MAX_FRAME_BYTES + 1));
    expect((await big.closed).code).toBe(1009);
    // The broadcast itself is untouched.
    const [row] = await t.ctx.db
      .select({ status: liveStreams.status })
      .from(liveStreams)
      .where(eq(liveStreams.id, id));
    expect(row?.status).toBe('live');
  });

  it('answers 404 for HLS files that are not there or not ours', async () => {
    const { id } = await liveStream();
    for (const file of [
      'index.m3u8',
      'seg-00000.ts',
      '..%2F..%2Fetc%2Fpasswd',
      'index.m3u8.meta.json',
      'x.ts',
    ])
      expect((await hls(id, file)).statusCode, file).toBe(404);
    expect((await hls('nope', 'index.m3u8')).statusCode).toBe(404);
  });

  it.skipIf(!webm)(
    'turns the chunks into HLS the app serves, marks the media started, and a newer socket replaces the old',
    async () => {
      const { id, chef } = await liveStream();
      await t.ctx.streams.startBroadcast({
        providerStreamId: `local-${chef.id}`,
        broadcastId: id,
        channelPlaybackUrl: null,
      });
      const first = await open(id, chef);
      if (typeof first === 'number') throw new Error(`refused ${first}`);
      for (const c of chunks(webm as Buffer, 16 * 1024)) first.ws.send(c);

      const started = await until(async () => {
        const [row] = await t.ctx.db
          .select({ mediaStartedAt: liveStreams.mediaStartedAt })
          .from(liveStreams)
          .where(eq(liveStreams.id, id));
        return row?.mediaStartedAt;
      });
      expect(started).toBeInstanceOf(Date);

      const playlist = await until(async () => {
        const res = await hls(id, 'index.m3u8');
        return res.statusCode === 200 ? res : null;
      });
      expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(playlist.headers['cache-control']).toBe('no-cache');
      const [entry] = parsePlaylistEntries(playlist.body);
      const segment = await hls(id, entry?.file ?? '');
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(segment.rawPayload[0]).toBe(0x47);

      // The tab reloads: the new socket takes over, the old one is told it was replaced.
      const second = await open(id, chef);
      if (typeof second === 'number') throw new Error(`refused ${second}`);
      expect((await first.closed).code).toBe(INGEST_CLOSE.replaced);
      second.ws.close(1000);
      await second.closed;
      // Closing the socket ends the media, never the broadcast.
      const [row] = await t.ctx.db
        .select({ status: liveStreams.status })
        .from(liveStreams)
        .where(eq(liveStreams.id, id));
      expect(row?.status).toBe('live');
      expect((await hls(id, 'index.m3u8')).body).not.toContain('#EXT-X-ENDLIST');

      await t.ctx.streams.endBroadcast({ providerStreamId: `local-${chef.id}`, broadcastId: id });
      expect((await hls(id, 'index.m3u8')).body).toContain('#EXT-X-ENDLIST');
    },
  );

  it.skipIf(!webm)('closes with 1011 and the reason when the media cannot be read', async () => {
    const { id, chef } = await liveStream();
    const s = await open(id, chef);
    if (typeof s === 'number') throw new Error(`refused ${s}`);
    s.ws.send(Buffer.alloc(64 * 1024, 7));
    const closed = await s.closed;
    expect(closed.code).toBe(INGEST_CLOSE.failed);
    expect(closed.reason).toMatch(/^ffmpeg exited with code/);
  });
});
