import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LocalStorageProvider } from '../storage/local-storage.ts';
import type { PutOptions, StorageProvider } from '../storage/storage.ts';
import { ffmpegStatus } from './ffmpeg.ts';
import {
  appendSegment,
  emptyPlaylist,
  isHlsFileName,
  parsePlaylistEntries,
  parseStoredPlaylist,
  renderPlaylist,
  segmentFile,
} from './hls-playlist.ts';
import { ffmpegArgs, redact } from './hls-transcoder.ts';
import { LocalStreamsProvider, liveStorageKey, newStreamKey } from './local-streams.ts';
import { chunks, garbage, makeTestWebm } from './test-media.ts';

const status = await ffmpegStatus('ffmpeg');
if (!status.available) console.warn(`Skipping the ffmpeg transcoding tests: ${status.reason}`);
const webm = status.available ? makeTestWebm(3) : null;

const root = mkdtempSync(path.join(os.tmpdir(), 'potluck-streams-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Local storage that checks, as each playlist is stored, that every segment it names is there. */
class CheckingStorage extends LocalStorageProvider implements StorageProvider {
  readonly violations: string[] = [];
  readonly puts: string[] = [];
  override async put(key: string, body: Buffer, type: string, opts?: PutOptions): Promise<void> {
    if (key.endsWith('/index.m3u8')) {
      const dir = key.slice(0, key.lastIndexOf('/') + 1);
      for (const e of parsePlaylistEntries(body.toString('utf8'))) {
        if (!(await this.get(dir + e.file))) this.violations.push(`${key} named ${e.file}`);
      }
    }
    this.puts.push(key);
    await super.put(key, body, type, opts);
  }
}

let n = 0;
const providers: LocalStreamsProvider[] = [];
function setup(overrides: Partial<ConstructorParameters<typeof LocalStreamsProvider>[0]> = {}) {
  n += 1;
  const storage = new CheckingStorage(path.join(root, `storage-${n}`));
  const provider = new LocalStreamsProvider({
    storage,
    ffmpegPath: 'ffmpeg',
    rtmpUrl: 'rtmp://localhost:1935/live',
    workRoot: path.join(root, `work-${n}`),
    stallTimeoutMs: 8_000,
    ...overrides,
  });
  providers.push(provider);
  return { storage, provider };
}
afterEach(async () => {
  await Promise.all(providers.splice(0).map((p) => p.close()));
});

const id = (k: number) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`;

async function feed(
  session: { write(c: Buffer): boolean; drained(): Promise<void> },
  media: Buffer,
) {
  for (const c of chunks(media)) if (!session.write(c)) await session.drained();
}

describe('the HLS playlist model', () => {
  it('keeps a window, counts what leaves it, marks discontinuities and ends', () => {
    const state = emptyPlaylist();
    for (let seq = 0; seq < 8; seq += 1)
      appendSegment(
        state,
        { seq, file: segmentFile(seq), duration: 1, discontinuity: seq === 5 },
        6,
      );
    expect(state.mediaSequence).toBe(2);
    expect(state.nextSeq).toBe(8);
    state.ended = true;
    const text = renderPlaylist(state);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:2\n');
    expect(text).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:1.000000,\nseg-00005.ts');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const back = parseStoredPlaylist(text);
    expect(back).toEqual(state);

    // The discontinuity leaving the window is counted.
    for (let seq = 8; seq < 12; seq += 1)
      appendSegment(state, { seq, file: segmentFile(seq), duration: 1.2, discontinuity: false }, 6);
    expect(state.discontinuitySequence).toBe(1);
    expect(state.targetDuration).toBe(2);
    expect(renderPlaylist(state)).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
  });

  it('serves only the playlist and segment names', () => {
    for (const ok of ['index.m3u8', 'seg-00001.ts', 'seg-123456.ts'])
      expect(isHlsFileName(ok)).toBe(true);
    for (const bad of [
      '../index.m3u8',
      'seg-1.ts',
      'seg-00001.ts/x',
      'index.m3u8.meta.json',
      'a.ts',
      '',
    ])
      expect(isHlsFileName(bad), bad).toBe(false);
  });

  it('never shows a URL (an RTMP URL may carry the key) in ffmpeg messages', () => {
    const url = 'rtmp://127.0.0.1:1935/live/SECRETKEY';
    expect(redact(`${url}: Connection refused`, [url])).toBe('[redacted]: Connection refused');
    expect(redact('Error opening rtmp://host/live/SECRETKEY?x=1 now')).toBe(
      'Error opening [url] now',
    );
    expect(ffmpegArgs({ format: 'webm' }, '/w', 7)).toEqual(
      expect.arrayContaining(['-start_number', '7', '-hls_time', '1', 'libx264', 'pipe:0']),
    );
  });

  it('makes 32-byte random stream keys, new on every reset', async () => {
    const { provider } = setup();
    const made = await provider.createLiveStream({ chefId: id(1) });
    expect(made.streamKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.providerStreamId).toBe(`local-${id(1)}`);
    expect(made.rtmpUrl).toBe('rtmp://localhost:1935/live');
    expect(newStreamKey()).not.toBe(newStreamKey());
    const reset = await provider.resetStreamKey(made.providerStreamId);
    expect(reset.streamKey).not.toBe(made.streamKey);
    expect(
      await provider.startBroadcast({
        providerStreamId: made.providerStreamId,
        broadcastId: id(2),
        channelPlaybackUrl: null,
      }),
    ).toEqual({ playbackUrl: `/api/v1/live-streams/${id(2)}/hls/index.m3u8` });
  });
});

describe('without ffmpeg', () => {
  it('reports that ffmpeg is missing instead of hanging', async () => {
    const { provider } = setup({ ffmpegPath: path.join(root, 'no-such-ffmpeg') });
    const session = provider.ingest(id(60), { format: 'webm' });
    session.write(Buffer.from('x'));
    expect(await session.closed).toEqual({ ok: false, reason: 'ffmpeg is not installed' });
  });
});

describe.skipIf(!webm)('transcoding with the system ffmpeg', () => {
  it('turns WebM chunks into stored segments, each before the playlist naming it, and ends the playlist', async () => {
    const { storage, provider } = setup();
    const b = id(10);
    await provider.startBroadcast({
      providerStreamId: 'local-x',
      broadcastId: b,
      channelPlaybackUrl: null,
    });
    let firsts = 0;
    let activity = 0;
    const session = provider.ingest(
      b,
      { format: 'webm' },
      {
        onFirstSegment: () => (firsts += 1),
        onActivity: () => (activity += 1),
      },
    );
    await feed(session, webm as Buffer);
    session.end();
    expect(await session.closed).toEqual({ ok: true });
    expect(firsts).toBe(1);
    expect(activity).toBeGreaterThan(0);

    const playlist = (await storage.get(liveStorageKey(b, 'index.m3u8')))?.body.toString() ?? '';
    const entries = parsePlaylistEntries(playlist);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(storage.violations).toEqual([]);
    // Each segment was stored before the first playlist that names it.
    for (const e of entries) {
      const seg = storage.puts.indexOf(liveStorageKey(b, e.file));
      const firstNaming = storage.puts.findIndex((k, i) => k.endsWith('index.m3u8') && i > seg);
      expect(seg).toBeGreaterThanOrEqual(0);
      expect(firstNaming).toBeGreaterThan(seg);
    }
    const seg = await provider.serve(b, entries[0]?.file ?? '');
    expect(seg?.contentType).toBe('video/mp2t');
    expect(seg?.immutable).toBe(true);
    expect(seg?.body.subarray(0, 1)[0]).toBe(0x47); // MPEG-TS sync byte

    await provider.endBroadcast({ providerStreamId: 'local-x', broadcastId: b });
    const ended = (await storage.get(liveStorageKey(b, 'index.m3u8')))?.body.toString() ?? '';
    expect(ended.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const served = await provider.serve(b, 'index.m3u8');
    expect(served?.contentType).toBe('application/vnd.apple.mpegurl');
    expect(served?.body.toString()).toContain('#EXT-X-ENDLIST');
    // No new media once ended.
    const late = provider.ingest(b, { format: 'webm' });
    expect(await late.closed).toEqual({ ok: false, reason: 'the broadcast has ended' });

    // Another instance serves it from storage; unknown names and broadcasts are nothing.
    const other = new LocalStreamsProvider({
      storage,
      ffmpegPath: 'ffmpeg',
      rtmpUrl: 'rtmp://x/live',
    });
    providers.push(other);
    expect((await other.serve(b, 'index.m3u8'))?.body.toString()).toBe(ended);
    expect(await other.serve(b, '../../etc/passwd')).toBeNull();
    expect(await other.serve(id(99), 'index.m3u8')).toBeNull();
  });

  it('continues the playlist after a reconnect, with a discontinuity', async () => {
    const { storage, provider } = setup();
    const b = id(20);
    const one = provider.ingest(b, { format: 'webm' });
    await feed(one, webm as Buffer);
    one.end();
    expect((await one.closed).ok).toBe(true);
    const before = parseStoredPlaylist(
      (await storage.get(liveStorageKey(b, 'index.m3u8')))?.body.toString() ?? '',
    );
    // The tab reloaded: a second session (on a fresh instance, reading the stored playlist).
    const again = new LocalStreamsProvider({
      storage,
      ffmpegPath: 'ffmpeg',
      rtmpUrl: 'rtmp://x/live',
      workRoot: path.join(root, 'again'),
    });
    providers.push(again);
    const two = again.ingest(b, { format: 'webm' });
    await feed(two, webm as Buffer);
    two.end();
    expect((await two.closed).ok).toBe(true);
    const text = (await storage.get(liveStorageKey(b, 'index.m3u8')))?.body.toString() ?? '';
    const after = parseStoredPlaylist(text);
    expect(after?.nextSeq).toBeGreaterThan(before?.nextSeq ?? 0);
    expect(text).toMatch(/#EXT-X-DISCONTINUITY\n#EXTINF:[\d.]+,\nseg-\d+\.ts/);
    const firstOfTwo = after?.segments.find((s) => s.seq === before?.nextSeq);
    expect(firstOfTwo?.discontinuity).toBe(true);
    expect(storage.violations).toEqual([]);
  });

  it('stops a broadcast sending garbage without touching another one', async () => {
    const { storage, provider } = setup();
    const good = provider.ingest(id(31), { format: 'webm' });
    const bad = provider.ingest(id(32), { format: 'webm' });
    bad.write(garbage());
    const goodFeed = feed(good, webm as Buffer);
    const result = await bad.closed;
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(/ffmpeg exited with code/);
    await goodFeed;
    good.end();
    expect(await good.closed).toEqual({ ok: true });
    expect(await storage.get(liveStorageKey(id(31), 'index.m3u8'))).not.toBeNull();
    expect(await storage.get(liveStorageKey(id(32), 'index.m3u8'))).toBeNull();
  });

  it('stops a broadcast that makes no video in time, and one that floods', async () => {
    const { provider } = setup({ stallTimeoutMs: 700 });
    const silent = provider.ingest(id(40), { format: 'webm' });
    expect(await silent.closed).toEqual({ ok: false, reason: 'no video came out for 1 s' });

    const flood = provider.ingest(id(41), { format: 'webm' });
    const big = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < 12 && flood.write(big); i += 1) await flood.drained();
    const r = await flood.closed;
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/faster than a live broadcast|could not keep up|ffmpeg exited/);
  });

  it('refuses a broadcast beyond the instance cap and stops everything on close', async () => {
    const { provider } = setup({ maxTranscodes: 1 });
    const one = provider.ingest(id(50), { format: 'webm' });
    const two = provider.ingest(id(51), { format: 'webm' });
    expect((await two.closed).ok).toBe(false);
    expect(provider.activeIngests()).toBe(1);
    await provider.close();
    expect(await one.closed).toEqual({ ok: false, reason: 'the server is shutting down' });
    expect(provider.activeIngests()).toBe(0);
  });
});
