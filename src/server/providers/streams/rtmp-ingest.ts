// The local streams provider's RTMP ingest (issue 16, decision 064): streaming apps such as OBS
// publish to rtmp://host:RTMP_PORT/live/{streamKey}. The key is checked (by the caller's
// `authorise`, which hashes it) before the client is told it may publish; an accepted publish's
// audio and video go on as an FLV byte stream to the broadcast's ffmpeg through `ingest`. The
// key is never logged, never put in an error and never on a command line.
import net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { RtmpConnectionProtocol, flvHeader, flvTag } from './rtmp-protocol.ts';

export interface RtmpIngestLimits {
  /** Open connections in all. */
  maxConnections: number;
  /** Open connections from one IP address. */
  maxConnectionsPerAddress: number;
  /** From connecting to an accepted publish. */
  publishTimeoutMs: number;
  /** No bytes from the client for this long closes the connection. */
  idleTimeoutMs: number;
  /** Bytes a client may send before its publish is accepted (handshake and commands). */
  maxBytesBeforePublish: number;
  /** Refused publishes from one address within `refusalWindowMs` before it is turned away. */
  maxRefusalsPerAddress: number;
  refusalWindowMs: number;
  /** How often a publishing source counts as seen (touchLiveStream). */
  touchEveryMs: number;
}

export const DEFAULT_RTMP_LIMITS: RtmpIngestLimits = {
  maxConnections: 64,
  maxConnectionsPerAddress: 4,
  publishTimeoutMs: 10_000,
  idleTimeoutMs: 20_000,
  maxBytesBeforePublish: 256 * 1024,
  maxRefusalsPerAddress: 10,
  refusalWindowMs: 60_000,
  touchEveryMs: 5_000,
};

export interface RtmpIngestLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * The broadcast's transcoder input for one publish (the local streams provider's IngestSession
 * has this shape): FLV bytes in, with backpressure; `closed` settles when ffmpeg is done.
 */
export interface RtmpMediaSession {
  write(chunk: Buffer): boolean;
  drained(): Promise<void>;
  /** The publish is over; ffmpeg finishes its last segment. The broadcast stays live. */
  end(): void;
  readonly closed: Promise<{ ok: boolean; reason?: string }>;
}

export interface RtmpIngestOptions {
  host: string;
  /** 0 picks a free port (tests); `port` tells which after start(). */
  port: number;
  /**
   * The live broadcast a stream key publishes to, or null to refuse it (unknown key, no live
   * RTMP broadcast, a chef who may not stream). Must not log or throw the key.
   */
  authorise(streamKey: string): Promise<{ streamId: string } | null>;
  /**
   * Opens the broadcast's ffmpeg input for an accepted publish. A session that closes at once
   * (no capacity, broadcast ended) or a throw refuses the publish; a session that closes later
   * (ffmpeg failed, the chef stopped) ends the RTMP connection.
   */
  ingest(streamId: string): RtmpMediaSession | Promise<RtmpMediaSession>;
  /**
   * A sign of the source (media arriving), at most every `touchEveryMs`. False: the broadcast
   * is no longer live (ended on any instance), and the publish is cut off.
   */
  touch(streamId: string): boolean | Promise<boolean>;
  log: RtmpIngestLog;
  limits?: Partial<RtmpIngestLimits>;
}

const STREAM_APP = 'live';
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

interface Session {
  socket: net.Socket;
  address: string;
  streamId: string | null;
  media: RtmpMediaSession | null;
  bytesIn: number;
  lastTouch: number;
}

export class RtmpIngestServer {
  private readonly limits: RtmpIngestLimits;
  private readonly server: net.Server;
  private readonly sessions = new Set<Session>();
  private readonly perAddress = new Map<string, number>();
  private readonly refusals = new Map<string, number[]>();
  private readonly publishing = new Map<string, Session>();
  private listeningPort = 0;

  constructor(private readonly opts: RtmpIngestOptions) {
    this.limits = { ...DEFAULT_RTMP_LIMITS, ...opts.limits };
    this.server = net.createServer((socket) => this.onConnection(socket));
    this.server.maxConnections = this.limits.maxConnections;
  }

  /** The port it listens on (after start). */
  get port(): number {
    return this.listeningPort;
  }

  /** Broadcasts with a publishing source on this instance now. */
  get activePublishes(): number {
    return this.publishing.size;
  }

  start(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.opts.port, this.opts.host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        this.listeningPort = typeof address === 'object' && address ? address.port : 0;
        this.opts.log.info({ port: this.listeningPort }, 'RTMP ingest listening');
        resolve(this.listeningPort);
      });
    });
  }

  /** Stops listening and ends every publish (their ffmpeg inputs end). */
  close(): Promise<void> {
    for (const session of this.sessions) this.drop(session);
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private onConnection(socket: net.Socket): void {
    const address = socket.remoteAddress ?? 'unknown';
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.limits.maxConnectionsPerAddress || this.refusedTooOften(address)) {
      socket.destroy();
      return;
    }
    this.perAddress.set(address, open + 1);
    const session: Session = {
      socket,
      address,
      streamId: null,
      media: null,
      bytesIn: 0,
      lastTouch: 0,
    };
    this.sessions.add(session);

    const protocol = new RtmpConnectionProtocol();
    protocol.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    protocol.onPublishRequest = (app, name) => void this.onPublish(session, protocol, app, name);
    protocol.onPacketCallback = (packet) => {
      const tag = session.media ? flvTag(packet) : null;
      if (tag && session.media) this.forward(session, session.media, tag);
    };

    const publishTimer = setTimeout(() => {
      if (!session.streamId) this.drop(session);
    }, this.limits.publishTimeoutMs);
    socket.setNoDelay(true);
    socket.setTimeout(this.limits.idleTimeoutMs, () => this.drop(session));
    socket.on('data', (data: Buffer) => {
      session.bytesIn += data.length;
      if (!session.streamId && session.bytesIn > this.limits.maxBytesBeforePublish) {
        this.drop(session);
        return;
      }
      try {
        if (protocol.parserData(data) !== null) this.drop(session);
      } catch {
        // Malformed or hostile input: this connection ends, no other stream notices.
        this.drop(session);
      }
    });
    socket.on('error', () => this.drop(session));
    socket.on('close', () => {
      clearTimeout(publishTimer);
      this.release(session);
    });
  }

  private async onPublish(
    session: Session,
    protocol: RtmpConnectionProtocol,
    app: string,
    key: string,
  ): Promise<void> {
    let grant: { streamId: string } | null = null;
    if (app === STREAM_APP && KEY_PATTERN.test(key)) {
      try {
        grant = await this.opts.authorise(key);
      } catch {
        this.opts.log.warn({ address: session.address }, 'RTMP publish check failed');
      }
    }
    if (session.socket.destroyed) return;
    if (!grant) {
      this.refuse(session, protocol);
      return;
    }
    // The key's owner reconnecting (OBS after a network change) replaces a stale connection.
    const previous = this.publishing.get(grant.streamId);
    if (previous) this.drop(previous);
    let media: RtmpMediaSession;
    try {
      media = await this.opts.ingest(grant.streamId);
    } catch (err) {
      this.notTaken(session, protocol, grant.streamId, err instanceof Error ? err.message : '');
      return;
    }
    // A session refused by the transcoder (no capacity, broadcast ended) is closed already.
    const refused = await Promise.race([media.closed, nextTurn(null)]);
    if (refused) {
      this.notTaken(session, protocol, grant.streamId, refused.reason ?? '');
      return;
    }
    if (session.socket.destroyed) {
      media.end();
      return;
    }
    void media.closed.then((result) => {
      if (session.media !== media) return;
      // ffmpeg stopped under a live publish (it failed, or the broadcast was stopped).
      if (!result.ok)
        this.opts.log.warn({ streamId: grant.streamId, reason: result.reason }, 'RTMP media ended');
      this.drop(session);
    });
    media.write(flvHeader());
    session.media = media;
    session.streamId = grant.streamId;
    this.publishing.set(grant.streamId, session);
    protocol.accept();
    this.touch(session);
    this.opts.log.info(
      { streamId: grant.streamId, address: session.address },
      'RTMP publish started',
    );
  }

  /** Hands a tag to ffmpeg; a slow ffmpeg pauses the client's socket rather than buffering. */
  private forward(session: Session, media: RtmpMediaSession, tag: Buffer): void {
    if (!media.write(tag) && !session.socket.isPaused()) {
      session.socket.pause();
      void media.drained().then(() => session.socket.resume());
    }
    if (Date.now() - session.lastTouch >= this.limits.touchEveryMs) this.touch(session);
  }

  private touch(session: Session): void {
    if (!session.streamId) return;
    session.lastTouch = Date.now();
    const streamId = session.streamId;
    Promise.resolve()
      .then(() => this.opts.touch(streamId))
      .then((live) => {
        if (live || session.streamId !== streamId) return;
        this.opts.log.info({ streamId }, 'RTMP publish cut: the broadcast is no longer live');
        this.drop(session);
      })
      .catch(() => this.opts.log.warn({ streamId }, 'RTMP source sign not recorded'));
  }

  private notTaken(
    session: Session,
    protocol: RtmpConnectionProtocol,
    streamId: string,
    reason: string,
  ): void {
    this.opts.log.warn({ streamId, reason }, 'RTMP publish not taken by the transcoder');
    protocol.refuse();
    session.socket.end();
    setTimeout(() => session.socket.destroy(), 1_000).unref();
  }

  private refuse(session: Session, protocol: RtmpConnectionProtocol): void {
    const now = Date.now();
    const recent = (this.refusals.get(session.address) ?? []).filter(
      (t) => now - t < this.limits.refusalWindowMs,
    );
    recent.push(now);
    this.refusals.set(session.address, recent);
    this.opts.log.warn({ address: session.address }, 'RTMP publish refused');
    protocol.refuse();
    session.socket.end();
    setTimeout(() => session.socket.destroy(), 1_000).unref();
  }

  private refusedTooOften(address: string): boolean {
    const now = Date.now();
    const recent = (this.refusals.get(address) ?? []).filter(
      (t) => now - t < this.limits.refusalWindowMs,
    );
    if (recent.length === 0) this.refusals.delete(address);
    else this.refusals.set(address, recent);
    return recent.length >= this.limits.maxRefusalsPerAddress;
  }

  private drop(session: Session): void {
    session.socket.destroy();
    this.release(session);
  }

  /** Forgets a closed connection; its publish, if any, ends (ffmpeg sees the input end). */
  private release(session: Session): void {
    if (!this.sessions.delete(session)) return;
    const open = (this.perAddress.get(session.address) ?? 1) - 1;
    if (open > 0) this.perAddress.set(session.address, open);
    else this.perAddress.delete(session.address);
    if (session.streamId && this.publishing.get(session.streamId) === session) {
      this.publishing.delete(session.streamId);
      this.opts.log.info({ streamId: session.streamId }, 'RTMP publish ended');
    }
    const media = session.media;
    session.media = null;
    media?.end();
  }
}
