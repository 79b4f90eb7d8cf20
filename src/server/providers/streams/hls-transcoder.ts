import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PLAYLIST_FILE, parsePlaylistEntries, segmentSeq } from './hls-playlist.ts';

/**
 * One ffmpeg process turning one broadcast's media into 1-second HLS segments (H.264 + AAC) in
 * a working folder (decision 063). The caller publishes each finished segment (`onSegment`,
 * called one at a time, in order); this class only runs ffmpeg, feeds it and watches it.
 *
 * Input is either piped (the browser's MediaRecorder WebM chunks, or FLV from an RTMP server)
 * and written with `write`, or a URL ffmpeg pulls itself (rtmp://127.0.0.1/… from a local RTMP
 * server). Whatever goes wrong (bytes ffmpeg cannot read, ffmpeg failing, no segment for a
 * while, too much data too fast) kills this ffmpeg only, and `closed` says why. ffmpeg's
 * messages never carry the input URL (it may contain a stream key): see `redact`.
 */

export type TranscodeInput = { format: 'webm' | 'flv' } | { url: string };

export interface TranscodedSegment {
  seq: number;
  file: string;
  duration: number;
  body: Buffer;
}

export interface TranscodeResult {
  /** ffmpeg finished because it was asked to (`end`) or its input ended. */
  ok: boolean;
  /** Why not, safe to log and to show (no secrets, one line). */
  reason?: string;
  /** Segments published by this process. */
  segments: number;
}

export interface HlsTranscoderOptions {
  ffmpegPath: string;
  /** An empty folder of its own; the caller removes it after `closed`. */
  workDir: string;
  input: TranscodeInput;
  /** The first segment's number (a reconnect continues after the last one published). */
  startNumber: number;
  /** Publishes a finished segment; a rejection stops the transcode. */
  onSegment: (segment: TranscodedSegment) => Promise<void>;
  /** Media arrived (a chunk written or a segment made). */
  onActivity?: () => void;
  /** No segment for this long (the first one included) ends the transcode. */
  stallTimeoutMs?: number;
  /** Piped input: more than this many bytes in any 5 s ends the transcode. */
  maxBytesPer5s?: number;
  /** Piped input: more than this waiting to reach ffmpeg ends the transcode. */
  maxQueuedBytes?: number;
  /** How long `end` waits for ffmpeg to write its last segment before killing it. */
  finishTimeoutMs?: number;
  pollMs?: number;
}

/** The side of the picture we never exceed: 640x360 landscape, 360x640 portrait. */
const MAX_SIDE = 640;
const FPS = 25;

/** ffmpeg's arguments; exported for the decision record's tests and for reading. */
export function ffmpegArgs(input: TranscodeInput, workDir: string, startNumber: number): string[] {
  const inputArgs =
    'url' in input
      ? [
          // A pulled stream: only network protocols, and give up when it stops sending.
          '-protocol_whitelist',
          'rtmp,rtmps,tcp,tls',
          '-rw_timeout',
          '15000000',
          '-i',
          input.url,
        ]
      : [
          '-protocol_whitelist',
          'pipe',
          // Named, never guessed from the bytes: garbage fails fast instead of being probed.
          '-f',
          input.format === 'webm' ? 'matroska' : 'flv',
          '-i',
          'pipe:0',
        ];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-fflags',
    '+genpts',
    ...inputArgs,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    // Caps the work per broadcast: at most 640 on the longer side, at most 25 frames a second.
    '-vf',
    `fps=${FPS},scale='if(gt(iw,ih),min(${MAX_SIDE},iw),-2)':'if(gt(iw,ih),-2,min(${MAX_SIDE},ih))'`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '1200k',
    '-maxrate',
    '1500k',
    '-bufsize',
    '3000k',
    // A keyframe every second, so every 1 s segment starts with one.
    '-g',
    String(FPS),
    '-keyint_min',
    String(FPS),
    '-sc_threshold',
    '0',
    '-force_key_frames',
    'expr:gte(t,n_forced*1)',
    '-threads',
    '2',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ac',
    '2',
    '-ar',
    '48000',
    '-f',
    'hls',
    '-hls_time',
    '1',
    '-hls_list_size',
    '10',
    '-hls_flags',
    'delete_segments+independent_segments+omit_endlist+temp_file',
    '-start_number',
    String(startNumber),
    '-hls_segment_filename',
    path.join(workDir, 'seg-%05d.ts'),
    path.join(workDir, PLAYLIST_FILE),
  ];
}

/** ffmpeg's words without URLs (an RTMP URL may end with the stream key) or long lines. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const s of secrets) if (s) out = out.split(s).join('[redacted]');
  return out
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]')
    .replace(/[^\x20-\x7e]/g, ' ')
    .trim()
    .slice(0, 300);
}

export class HlsTranscoder {
  readonly closed: Promise<TranscodeResult>;
  private readonly opts: HlsTranscoderOptions & {
    stallTimeoutMs: number;
    maxBytesPer5s: number;
    maxQueuedBytes: number;
    finishTimeoutMs: number;
    pollMs: number;
  };
  private child: ChildProcess | null = null;
  private failure: string | null = null;
  private ending = false;
  private exited = false;
  private lastSeq: number;
  private published = 0;
  private polling: Promise<void> | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private stallTimer: NodeJS.Timeout | null = null;
  private finishTimer: NodeJS.Timeout | null = null;
  private stderrTail = '';
  private windowStart = Date.now();
  private windowBytes = 0;
  private resolveClosed!: (r: TranscodeResult) => void;

  constructor(options: HlsTranscoderOptions) {
    this.opts = {
      ...options,
      stallTimeoutMs: options.stallTimeoutMs ?? 20_000,
      maxBytesPer5s: options.maxBytesPer5s ?? 10 * 1024 * 1024,
      maxQueuedBytes: options.maxQueuedBytes ?? 8 * 1024 * 1024,
      finishTimeoutMs: options.finishTimeoutMs ?? 5_000,
      pollMs: options.pollMs ?? 150,
    };
    this.lastSeq = options.startNumber - 1;
    this.closed = new Promise((resolve) => (this.resolveClosed = resolve));
    this.start();
  }

  /** Piped input: one chunk. False when ffmpeg is behind: wait for `drained()` before more. */
  write(chunk: Buffer): boolean {
    const stdin = this.child?.stdin;
    if (!stdin || 'url' in this.opts.input || this.ending || this.failure) return false;
    const now = Date.now();
    if (now - this.windowStart >= 5_000) {
      this.windowStart = now;
      this.windowBytes = 0;
    }
    this.windowBytes += chunk.length;
    if (this.windowBytes > this.opts.maxBytesPer5s) {
      this.fail('the media arrived faster than a live broadcast sends it');
      return false;
    }
    if (stdin.writableLength + chunk.length > this.opts.maxQueuedBytes) {
      this.fail('ffmpeg could not keep up with the media');
      return false;
    }
    this.opts.onActivity?.();
    return stdin.write(chunk);
  }

  /** Resolves when ffmpeg has taken what was written (or has stopped). */
  drained(): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || !stdin.writableNeedDrain || this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        stdin.off('drain', done);
        stdin.off('close', done);
        resolve();
      };
      stdin.once('drain', done);
      stdin.once('close', done);
    });
  }

  /** The input is over: ffmpeg writes its last segment and stops (killed if it takes too long). */
  end(): void {
    if (this.ending || this.exited) return;
    this.ending = true;
    const child = this.child;
    if (!child) return;
    if ('url' in this.opts.input) child.kill('SIGINT');
    else child.stdin?.end();
    this.finishTimer = setTimeout(() => child.kill('SIGKILL'), this.opts.finishTimeoutMs);
  }

  /** Stops now without waiting for a last segment (shutting down, or replaced). */
  kill(reason: string): void {
    this.fail(reason);
  }

  private fail(reason: string): void {
    if (this.failure || this.exited) return;
    this.failure = reason;
    this.child?.kill('SIGKILL');
  }

  private start(): void {
    let child: ChildProcess;
    try {
      child = spawn(
        this.opts.ffmpegPath,
        ffmpegArgs(this.opts.input, this.opts.workDir, this.opts.startNumber),
        { stdio: ['pipe', 'ignore', 'pipe'], windowsHide: true },
      );
    } catch (err) {
      this.exited = true;
      this.resolveClosed({
        ok: false,
        reason: `ffmpeg could not be started: ${redact(String(err), this.secrets())}`,
        segments: 0,
      });
      return;
    }
    this.child = child;
    // ffmpeg stopping mid-write (bad input) is reported through its exit, not as an error here.
    child.stdin?.on('error', () => undefined);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-2_000);
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      this.failure ??=
        err.code === 'ENOENT'
          ? 'ffmpeg is not installed'
          : `ffmpeg could not be started: ${redact(err.message, this.secrets())}`;
    });
    child.on('close', (code, signal) => void this.onExit(code, signal));
    this.armStall();
    this.pollTimer = setInterval(() => void this.poll(), this.opts.pollMs);
  }

  private secrets(): string[] {
    return 'url' in this.opts.input ? [this.opts.input.url] : [];
  }

  private armStall(): void {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(() => {
      if (!this.ending)
        this.fail(`no video came out for ${Math.round(this.opts.stallTimeoutMs / 1000)} s`);
    }, this.opts.stallTimeoutMs);
  }

  /** Publishes the segments ffmpeg's playlist names that we have not published yet. */
  private poll(): Promise<void> {
    this.polling ??= this.publishNew().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async publishNew(): Promise<void> {
    if (this.failure && !this.exited) return;
    let text: string;
    try {
      text = await readFile(path.join(this.opts.workDir, PLAYLIST_FILE), 'utf8');
    } catch {
      return; // Not written yet.
    }
    for (const entry of parsePlaylistEntries(text)) {
      const seq = segmentSeq(entry.file);
      if (seq === null || seq <= this.lastSeq) continue;
      let body: Buffer;
      try {
        body = await readFile(path.join(this.opts.workDir, entry.file));
      } catch {
        continue; // Deleted by ffmpeg already (we fell far behind): skip it.
      }
      this.lastSeq = seq;
      try {
        await this.opts.onSegment({ seq, file: entry.file, duration: entry.duration, body });
      } catch (err) {
        this.fail(`a segment could not be stored: ${redact(String(err), this.secrets())}`);
        return;
      }
      this.published += 1;
      this.armStall();
      this.opts.onActivity?.();
    }
  }

  private async onExit(code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    this.exited = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    if (this.finishTimer) clearTimeout(this.finishTimer);
    // ffmpeg writes the last segment as it exits: publish it (and wait for a poll under way).
    if (this.polling) await this.polling;
    if (!this.failure) await this.poll();
    const segments = this.published;
    if (this.failure) {
      this.resolveClosed({ ok: false, reason: this.failure, segments });
    } else if (code === 0 || (this.ending && (code === 255 || signal !== null))) {
      this.resolveClosed({ ok: true, segments });
    } else {
      const detail = redact(this.stderrTail.trim().split('\n').at(-1) ?? '', this.secrets());
      const how = signal ? `was stopped (${signal})` : `exited with code ${code}`;
      this.resolveClosed({
        ok: false,
        reason: `ffmpeg ${how}${detail ? `: ${detail}` : ''}`,
        segments,
      });
    }
  }
}
