import { reconnectDelayMs } from '../../lib/live';

// The browser's side of a broadcast from the browser (docs/decisions/062): a WebSocket to the
// stream's ingest path carrying MediaRecorder's WebM chunks as binary messages. Each connection
// gets a recorder of its own, so the server always receives a whole WebM from its header on.
// A dropped connection is retried with backoff; the server refusing the media (a close with an
// application code, a malformed stream, the broadcast ended) is final and its reason is shown.

export type IngestStatus =
  | { state: 'connecting' }
  | { state: 'sending' }
  | { state: 'reconnecting'; attempt: number; delayMs: number; reason: string | null }
  | { state: 'refused'; message: string }
  | { state: 'stopped' };

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface IngestSocket {
  binaryType: string;
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  send(data: Blob | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
}

/** The part of MediaRecorder the client uses. */
export interface IngestRecorder {
  start(timeslice: number): void;
  stop(): void;
}

export interface IngestClientOptions {
  url: string;
  createSocket: (url: string) => IngestSocket;
  /** A new recorder of the chef's media; `onChunk` gets each piece, `onError` a failure. */
  createRecorder: (
    onChunk: (chunk: Blob) => void,
    onError: (message: string) => void,
  ) => IngestRecorder;
  timesliceMs: number;
  onStatus: (status: IngestStatus) => void;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const OPEN = 1;
/** Reconnect delays grow to this and stay there: the server ends a silent broadcast at 45 s. */
const MAX_RECONNECT_MS = 8_000;

/**
 * Whether the server's close means "don't come back" (stream-ingest.routes.ts): the broadcast
 * ended, another tab took over, or the media itself was refused. A lost connection (1006), a
 * restart (1001), a failed transcode (1011, retried with a fresh recorder) and a full server
 * (1013) are retried.
 */
export function isFinalClose(code: number): boolean {
  return (
    code === 1000 ||
    code === 1003 ||
    code === 1008 ||
    code === 1009 ||
    (code >= 4000 && code <= 4999)
  );
}

const closeMessages: Record<number, string> = {
  1000: 'The server closed the connection: this stream is no longer live.',
  1003: 'The server could not read what this browser sent.',
  1008: 'This browser sent video faster than the server accepts.',
  1009: 'This browser sent a piece of video too large for the server.',
  4001: 'Another window or tab is now sending video to this stream, so this one stopped.',
  4410: 'This stream is no longer live.',
};

export function finalCloseMessage(code: number, reason: string, serverSaid: string | null) {
  return (
    serverSaid ??
    closeMessages[code] ??
    (reason.trim() || 'The server refused the video from this browser.')
  );
}

/** A message the server may send on the ingest socket before closing it. */
function serverMessage(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { type?: unknown; message?: unknown };
    return parsed.type === 'error' && typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

export class IngestClient {
  private socket: IngestSocket | null = null;
  private recorder: IngestRecorder | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = false;
  private serverSaid: string | null = null;

  constructor(private readonly opts: IngestClientOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Ends the sending for good: recorder stopped, socket closed, no reconnecting. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.clearTimer();
    this.stopRecorder();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'stopped');
    }
    this.opts.onStatus({ state: 'stopped' });
  }

  private connect(): void {
    this.opts.onStatus({ state: 'connecting' });
    this.serverSaid = null;
    let socket: IngestSocket;
    try {
      socket = this.opts.createSocket(this.opts.url);
    } catch {
      this.scheduleReconnect(null);
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket || this.stopped) return;
      this.attempt = 0;
      this.recorder = this.opts.createRecorder(
        (chunk) => {
          if (this.socket === socket && socket.readyState === OPEN && chunk.size > 0) {
            socket.send(chunk);
          }
        },
        (message) => this.fail(message),
      );
      try {
        this.recorder.start(this.opts.timesliceMs);
      } catch (err) {
        this.fail(err instanceof Error ? err.message : 'The recorder could not start.');
        return;
      }
      this.opts.onStatus({ state: 'sending' });
    };
    socket.onmessage = (message) => {
      const said = serverMessage(message.data);
      if (said) this.serverSaid = said;
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopRecorder();
      if (this.stopped) return;
      if (isFinalClose(event.code)) {
        this.stopped = true;
        this.opts.onStatus({
          state: 'refused',
          message: finalCloseMessage(event.code, event.reason, this.serverSaid),
        });
        return;
      }
      this.scheduleReconnect(event.reason.trim() || null);
    };
  }

  /** The recorder failed: nothing more can be sent from this media. */
  private fail(message: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.clearTimer();
    this.stopRecorder();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'recorder failed');
    }
    this.opts.onStatus({ state: 'refused', message });
  }

  /** Tries again after a while; `reason` is what the server said when it closed, if anything. */
  private scheduleReconnect(reason: string | null): void {
    const delayMs = reconnectDelayMs(this.attempt, this.opts.random, 1_000, MAX_RECONNECT_MS);
    this.attempt += 1;
    this.opts.onStatus({ state: 'reconnecting', attempt: this.attempt, delayMs, reason });
    this.timer = (this.opts.setTimer ?? setTimeout)(() => {
      this.timer = null;
      if (!this.stopped && !this.socket) this.connect();
    }, delayMs);
  }

  private stopRecorder(): void {
    const recorder = this.recorder;
    this.recorder = null;
    try {
      recorder?.stop();
    } catch {
      // Already inactive.
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) (this.opts.clearTimer ?? clearTimeout)(this.timer as number);
    this.timer = null;
  }
}
