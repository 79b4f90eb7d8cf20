import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StorageProvider } from '../storage/storage.ts';
import {
  PLAYLIST_CONTENT_TYPE,
  PLAYLIST_FILE,
  SEGMENT_CONTENT_TYPE,
  appendSegment,
  emptyPlaylist,
  isHlsFileName,
  parseStoredPlaylist,
  renderPlaylist,
  type HlsPlaylistState,
  type HlsSegment,
} from './hls-playlist.ts';
import { HlsTranscoder, type TranscodeInput, type TranscodeResult } from './hls-transcoder.ts';
import type { LiveStreamEndpoint, StreamsProvider } from './streams.ts';

/**
 * Live streams on this machine (decision 063): the chef's media (MediaRecorder WebM over the
 * ingest WebSocket, or RTMP through the local RTMP server) goes through ffmpeg into 1-second
 * HLS segments kept in the storage provider under `live/{broadcastId}/`, and viewers load
 * `live/{broadcastId}/index.m3u8` from the app (GET /api/v1/live-streams/{id}/hls/{file}) or
 * straight from the bucket when storage is S3 with a public URL.
 *
 * The ingest API (for the browser socket and the RTMP server):
 *
 *   const session = provider.ingest(broadcastId, { format: 'webm' }, {
 *     onFirstSegment: () => …,   // this session's first segment is published: viewers see video
 *     onActivity: () => …,       // media arrived (throttle what you do with it)
 *   });
 *   if (!session.write(chunk)) await session.drained();   // piped input, with backpressure
 *   session.end();                                         // input over: last segment, then closed
 *   const { ok, reason } = await session.closed;           // why it stopped; safe to log
 *
 * `{ url: 'rtmp://127.0.0.1/…' }` instead of `{ format }` makes ffmpeg pull the stream itself
 * (`write` is then unused). One session per broadcast: a new one replaces the running one (the
 * chef's tab reloaded) and the playlist continues after a discontinuity. A session never ends
 * the broadcast; `endBroadcast` does (the chef's stop, or the lost-stream sweep).
 */

export interface IngestHandlers {
  onFirstSegment?: () => void;
  onActivity?: () => void;
}

export interface IngestResult {
  ok: boolean;
  /** Why it stopped when not ok; one line without secrets. */
  reason?: string;
}

export interface IngestSession {
  readonly broadcastId: string;
  /** Piped input: false when ffmpeg is behind (or the session is over); then await drained(). */
  write(chunk: Buffer): boolean;
  drained(): Promise<void>;
  /** The input is over; ffmpeg finishes its last segment. The broadcast stays live. */
  end(): void;
  readonly closed: Promise<IngestResult>;
}

export interface LocalStreamsOptions {
  storage: StorageProvider;
  ffmpegPath: string;
  /** Where streaming apps send RTMP (RTMP_PUBLIC_URL). */
  rtmpUrl: string;
  /** Broadcasts this instance transcodes at once. */
  maxTranscodes?: number;
  /** Parent of ffmpeg's working folders (the system's temp folder by default). */
  workRoot?: string;
  /** How long an ended broadcast's last segments stay for players finishing them. */
  endedRetentionMs?: number;
  /** Passed to each transcoder (tests shorten them). */
  stallTimeoutMs?: number;
  finishTimeoutMs?: number;
}

/** Segments in the published playlist: 6 s of video. */
export const LIVE_WINDOW = 6;
/** Segments that left the playlist stay this many more before they are deleted (slow players). */
const RETAIN_AFTER_WINDOW = 6;
/** Served files of storage kept in memory on instances that do not transcode the broadcast. */
const READ_CACHE_ENTRIES = 256;
const PLAYLIST_READ_CACHE_MS = 500;
/** A broadcast without media on this instance for this long is forgotten here. */
const IDLE_FORGET_MS = 120_000;

export function liveStorageKey(broadcastId: string, file: string): string {
  return `live/${broadcastId}/${file}`;
}

export interface ServedHlsFile {
  body: Buffer;
  contentType: string;
  /** Segments never change; the playlist changes every second. */
  immutable: boolean;
}

interface Broadcast {
  id: string;
  providerStreamId: string | null;
  /** Loaded from storage the first time it is needed on this instance. */
  playlist: HlsPlaylistState | null;
  /** The playlist as last published, and the segments in and just behind the window. */
  files: Map<string, Buffer>;
  session: Session | null;
  /** Publications of this broadcast, one after another (segment before the playlist naming it). */
  chain: Promise<void>;
  ended: boolean;
  cleanup: NodeJS.Timeout | null;
  removalScheduled: boolean;
}

class Session implements IngestSession {
  readonly closed: Promise<IngestResult>;
  transcoder: HlsTranscoder | null = null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private ended = false;
  private killedReason: string | null = null;

  constructor(
    readonly broadcastId: string,
    started: Promise<HlsTranscoder | IngestResult>,
  ) {
    this.closed = started.then(async (t) => {
      if (!(t instanceof HlsTranscoder)) return t;
      this.transcoder = t;
      if (this.killedReason) t.kill(this.killedReason);
      for (const chunk of this.pending) t.write(chunk);
      this.pending = [];
      if (this.ended) t.end();
      const r: TranscodeResult = await t.closed;
      return r.ok ? { ok: true } : { ok: false, reason: r.reason };
    });
  }

  write(chunk: Buffer): boolean {
    if (this.ended || this.killedReason) return false;
    if (this.transcoder) return this.transcoder.write(chunk);
    // ffmpeg is starting (or waiting for the session it replaces): hold a little.
    if (this.pendingBytes + chunk.length > 8 * 1024 * 1024) {
      this.kill('the media arrived faster than a live broadcast sends it');
      return false;
    }
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    return this.pendingBytes < 1024 * 1024;
  }

  async drained(): Promise<void> {
    if (this.transcoder) return this.transcoder.drained();
    // Starting: wait for ffmpeg (or the end), then for it to take what was held.
    await Promise.race([
      this.closed,
      new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (this.transcoder) {
            clearInterval(check);
            resolve();
          }
        }, 50);
        void this.closed.finally(() => clearInterval(check));
      }),
    ]);
    const started = this.transcoder as HlsTranscoder | null;
    if (started) await started.drained();
  }

  end(): void {
    this.ended = true;
    this.transcoder?.end();
  }

  kill(reason: string): void {
    this.killedReason ??= reason;
    this.transcoder?.kill(reason);
  }
}

export class LocalStreamsProvider implements StreamsProvider {
  readonly name = 'local' as const;
  private readonly broadcasts = new Map<string, Broadcast>();
  private readonly readCache = new Map<string, { file: ServedHlsFile; expires: number }>();
  private readonly maxTranscodes: number;
  private readonly endedRetentionMs: number;
  private workRoot: Promise<string> | null = null;
  private closing = false;

  constructor(private readonly opts: LocalStreamsOptions) {
    this.maxTranscodes = opts.maxTranscodes ?? 8;
    this.endedRetentionMs = opts.endedRetentionMs ?? 60_000;
  }

  // --- StreamsProvider -------------------------------------------------------------------

  createLiveStream(input: { chefId: string }): Promise<LiveStreamEndpoint & { streamKey: string }> {
    return Promise.resolve({
      providerStreamId: `local-${input.chefId}`,
      streamKey: newStreamKey(),
      rtmpUrl: this.opts.rtmpUrl,
      // Each broadcast has its own playlist (startBroadcast); the chef's stream has none.
      playbackUrl: '',
    });
  }

  startBroadcast(input: {
    providerStreamId: string;
    broadcastId: string;
    channelPlaybackUrl: string | null;
  }): Promise<{ playbackUrl: string }> {
    const b = this.broadcast(input.broadcastId);
    b.providerStreamId = input.providerStreamId;
    return Promise.resolve({ playbackUrl: this.playbackUrl(input.broadcastId) });
  }

  resetStreamKey(_providerStreamId: string): Promise<{ streamKey: string }> {
    // Keys are checked against the stored hash (the RTMP server asks the database), so a new
    // one is all it takes: the old one stops matching at once.
    return Promise.resolve({ streamKey: newStreamKey() });
  }

  /**
   * Stops this instance's ffmpeg for the broadcast (its last segment is published), then ends
   * the playlist with #EXT-X-ENDLIST. The files are deleted a minute later, when players have
   * finished them. Idempotent; works on any instance (the playlist is read from storage).
   */
  async endBroadcast(input: { providerStreamId: string; broadcastId: string }): Promise<void> {
    const b = this.broadcast(input.broadcastId);
    b.ended = true;
    const session = b.session;
    if (session) {
      session.end();
      await session.closed;
    }
    await this.enqueue(b, async () => {
      const state = await this.loadPlaylist(b);
      if (!state || state.ended) return;
      state.ended = true;
      await this.publishPlaylist(b, state);
    });
    if (!b.removalScheduled) {
      b.removalScheduled = true;
      if (b.cleanup) clearTimeout(b.cleanup);
      b.cleanup = setTimeout(
        () => void this.removeFiles(b).catch(() => undefined),
        this.endedRetentionMs,
      );
      b.cleanup.unref();
    }
  }

  /** Ends and removes what this instance knows of the stream's broadcasts. */
  async deleteLiveStream(providerStreamId: string): Promise<void> {
    for (const b of [...this.broadcasts.values()]) {
      if (b.providerStreamId !== providerStreamId) continue;
      await this.endBroadcast({ providerStreamId, broadcastId: b.id });
      await this.removeFiles(b);
    }
  }

  // --- Ingest ----------------------------------------------------------------------------

  /** Starts carrying a broadcast's media; see the comment at the top of this file. */
  ingest(broadcastId: string, input: TranscodeInput, handlers: IngestHandlers = {}): IngestSession {
    const b = this.broadcast(broadcastId);
    const refuse = (reason: string) => {
      const s = new Session(broadcastId, Promise.resolve({ ok: false, reason }));
      return s;
    };
    if (this.closing) return refuse('the server is shutting down');
    if (b.ended) return refuse('the broadcast has ended');
    if (b.cleanup) clearTimeout(b.cleanup);
    b.cleanup = null;
    const previous = b.session;
    const running = [...this.broadcasts.values()].filter((x) => x.session && x !== b).length;
    if (running >= this.maxTranscodes)
      return refuse('this server is carrying as many broadcasts as it can; try again shortly');
    previous?.end();

    const session: Session = new Session(
      broadcastId,
      this.startTranscoder(b, input, handlers, previous),
    );
    b.session = session;
    void session.closed.then(() => {
      if (b.session !== session) return;
      b.session = null;
      // No media here for a while (the chef reconnected elsewhere, or the broadcast ended on
      // another instance): forget it; storage has the playlist if it comes back.
      if (!b.ended && !b.cleanup) {
        b.cleanup = setTimeout(() => {
          b.cleanup = null;
          if (!b.session && !b.ended && this.broadcasts.get(b.id) === b)
            this.broadcasts.delete(b.id);
        }, IDLE_FORGET_MS);
        b.cleanup.unref();
      }
    });
    return session;
  }

  /** Broadcasts with an ffmpeg on this instance now. */
  activeIngests(): number {
    return [...this.broadcasts.values()].filter((b) => b.session).length;
  }

  private async startTranscoder(
    b: Broadcast,
    input: TranscodeInput,
    handlers: IngestHandlers,
    previous: Session | null,
  ): Promise<HlsTranscoder | IngestResult> {
    // The replaced session publishes its last segment first, so numbering continues after it.
    if (previous) await previous.closed;
    if (this.closing) return { ok: false, reason: 'the server is shutting down' };
    if (b.ended) return { ok: false, reason: 'the broadcast has ended' };
    let state: HlsPlaylistState;
    try {
      state = (await this.enqueue(b, () => this.loadPlaylist(b))) ?? emptyPlaylist();
    } catch (err) {
      return { ok: false, reason: `the stored playlist could not be read: ${String(err)}` };
    }
    if (state.ended) return { ok: false, reason: 'the broadcast has ended' };
    b.playlist = state;
    const continues = state.nextSeq > 0;
    const workDir = await mkdtemp(path.join(await this.root(), `${b.id}-`));
    let first = true;
    const transcoder = new HlsTranscoder({
      ffmpegPath: this.opts.ffmpegPath,
      workDir,
      input,
      startNumber: state.nextSeq,
      stallTimeoutMs: this.opts.stallTimeoutMs,
      finishTimeoutMs: this.opts.finishTimeoutMs,
      onActivity: handlers.onActivity,
      onSegment: async (seg) => {
        const segment: HlsSegment = {
          seq: seg.seq,
          file: seg.file,
          duration: seg.duration,
          discontinuity: first && continues,
        };
        await this.enqueue(b, () => this.publishSegment(b, segment, seg.body));
        if (first) {
          first = false;
          handlers.onFirstSegment?.();
        }
      },
    });
    void transcoder.closed.finally(() => rm(workDir, { recursive: true, force: true }));
    return transcoder;
  }

  // --- Serving ---------------------------------------------------------------------------

  /** Where viewers load the broadcast's playlist: the bucket when it is public, else our route. */
  playbackUrl(broadcastId: string): string {
    const url = this.opts.storage.publicUrl(liveStorageKey(broadcastId, PLAYLIST_FILE));
    return /^https?:\/\//.test(url)
      ? url
      : `/api/v1/live-streams/${broadcastId}/hls/${PLAYLIST_FILE}`;
  }

  /**
   * A playlist or segment for a viewer: from memory when this instance carries the broadcast,
   * else from storage (segments kept in memory after, the playlist for half a second). Null
   * for a file name that is not ours or nothing stored.
   */
  async serve(broadcastId: string, file: string): Promise<ServedHlsFile | null> {
    if (!isHlsFileName(file)) return null;
    const immutable = file !== PLAYLIST_FILE;
    const contentType = immutable ? SEGMENT_CONTENT_TYPE : PLAYLIST_CONTENT_TYPE;
    const local = this.broadcasts.get(broadcastId)?.files.get(file);
    if (local) return { body: local, contentType, immutable };
    const key = liveStorageKey(broadcastId, file);
    const cached = this.readCache.get(key);
    if (cached && cached.expires > Date.now()) return cached.file;
    const stored = await this.opts.storage.get(key);
    if (!stored) return null;
    const served = { body: stored.body, contentType, immutable };
    this.readCache.delete(key);
    this.readCache.set(key, {
      file: served,
      expires: Date.now() + (immutable ? 120_000 : PLAYLIST_READ_CACHE_MS),
    });
    while (this.readCache.size > READ_CACHE_ENTRIES) {
      const oldest = this.readCache.keys().next().value;
      if (oldest === undefined) break;
      this.readCache.delete(oldest);
    }
    return served;
  }

  /** Stops every ffmpeg of this instance (the app is closing). Broadcasts stay live. */
  async close(): Promise<void> {
    this.closing = true;
    const sessions: Promise<IngestResult>[] = [];
    for (const b of this.broadcasts.values()) {
      if (b.cleanup) clearTimeout(b.cleanup);
      b.cleanup = null;
      if (b.session) {
        b.session.kill('the server is shutting down');
        sessions.push(b.session.closed);
      }
    }
    await Promise.allSettled(sessions);
    if (this.workRoot) {
      const root = await this.workRoot.catch(() => null);
      if (root) await rm(root, { recursive: true, force: true });
    }
  }

  // --- Internals -------------------------------------------------------------------------

  private broadcast(id: string): Broadcast {
    let b = this.broadcasts.get(id);
    if (!b) {
      b = {
        id,
        providerStreamId: null,
        playlist: null,
        files: new Map(),
        session: null,
        chain: Promise.resolve(),
        ended: false,
        cleanup: null,
        removalScheduled: false,
      };
      this.broadcasts.set(id, b);
    }
    return b;
  }

  private enqueue<T>(b: Broadcast, work: () => Promise<T>): Promise<T> {
    const run = b.chain.then(work);
    b.chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private root(): Promise<string> {
    this.workRoot ??= (async () => {
      const base = this.opts.workRoot ?? os.tmpdir();
      await mkdir(base, { recursive: true });
      return mkdtemp(path.join(base, 'potluck-hls-'));
    })();
    return this.workRoot;
  }

  private async loadPlaylist(b: Broadcast): Promise<HlsPlaylistState | null> {
    if (b.playlist) return b.playlist;
    const stored = await this.opts.storage.get(liveStorageKey(b.id, PLAYLIST_FILE));
    if (!stored) return null;
    b.playlist = parseStoredPlaylist(stored.body.toString('utf8'));
    return b.playlist;
  }

  /** The segment is stored (and kept in memory) before the playlist that names it. */
  private async publishSegment(b: Broadcast, segment: HlsSegment, body: Buffer): Promise<void> {
    const state = b.playlist ?? (b.playlist = emptyPlaylist());
    await this.opts.storage.put(liveStorageKey(b.id, segment.file), body, SEGMENT_CONTENT_TYPE, {
      cacheControl: 'public, max-age=31536000, immutable',
    });
    b.files.set(segment.file, body);
    const left = appendSegment(state, segment, LIVE_WINDOW);
    await this.publishPlaylist(b, state);
    // Segments well behind the window: nobody plays them any more.
    for (const old of left) {
      const gone = old.seq - RETAIN_AFTER_WINDOW;
      for (const file of [...b.files.keys()]) {
        const seq = /^seg-(\d+)\.ts$/.exec(file)?.[1];
        if (seq !== undefined && Number(seq) <= gone) {
          b.files.delete(file);
          void this.opts.storage.delete(liveStorageKey(b.id, file)).catch(() => undefined);
        }
      }
    }
  }

  private async publishPlaylist(b: Broadcast, state: HlsPlaylistState): Promise<void> {
    const body = Buffer.from(renderPlaylist(state));
    await this.opts.storage.put(liveStorageKey(b.id, PLAYLIST_FILE), body, PLAYLIST_CONTENT_TYPE, {
      cacheControl: 'no-cache',
    });
    b.files.set(PLAYLIST_FILE, body);
  }

  private async removeFiles(b: Broadcast): Promise<void> {
    if (b.session) return;
    const state = await this.loadPlaylist(b).catch(() => null);
    const files = new Set([...b.files.keys(), ...(state?.segments.map((s) => s.file) ?? [])]);
    files.add(PLAYLIST_FILE);
    for (const file of files)
      await this.opts.storage.delete(liveStorageKey(b.id, file)).catch(() => undefined);
    if (b.cleanup) clearTimeout(b.cleanup);
    this.broadcasts.delete(b.id);
    for (const file of files) this.readCache.delete(liveStorageKey(b.id, file));
  }
}

/** An RTMP stream key: 32 random bytes, base64url (43 characters). */
export function newStreamKey(): string {
  return randomBytes(32).toString('base64url');
}
