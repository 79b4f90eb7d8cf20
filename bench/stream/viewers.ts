// bench:stream's HLS viewers: each behaves like a player (hls.js on a live stream): it loads the
// playlist, starts three segments from the live edge, then reloads the playlist about once per
// target duration (half that when nothing was new) and fetches each new segment once. All share
// undici keep-alive pools, and every figure is measured here, on the client side.
import { Pool } from 'undici';

const TIMEOUT_MS = 5_000;
const START_SEGMENTS = 3;

export interface ViewerStats {
  segmentMs: number[];
  playlistMs: number[];
  errors: number;
  /** Error kinds and counts, for the detail line. */
  errorKinds: Map<string, number>;
  segments: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function parsePlaylist(text: string) {
  const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1] ?? 1);
  let seq = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
  const segments: { seq: number; uri: string; duration: number }[] = [];
  let duration = 0;
  for (const line of text.split('\n')) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) duration = Number(inf[1]);
    else if (line && !line.startsWith('#'))
      segments.push({ seq: seq++, uri: line.trim(), duration });
  }
  return { target, segments, ended: text.includes('#EXT-X-ENDLIST') };
}

export class Viewers {
  readonly stats: ViewerStats = {
    segmentMs: [],
    playlistMs: [],
    errors: 0,
    errorKinds: new Map(),
    segments: 0,
  };
  private readonly pool: Pool;
  private running = true;

  constructor(
    baseUrl: string,
    private readonly playlistPath: string,
    connections: number,
  ) {
    this.pool = new Pool(baseUrl, {
      connections,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
  }

  /** Runs `count` viewers, their starts spread over `spreadMs`, until stop(). */
  async run(count: number, spreadMs: number): Promise<void> {
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        await sleep((i / count) * spreadMs);
        await this.viewer();
      }),
    );
  }

  stop(): void {
    this.running = false;
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private error(kind: string): void {
    this.stats.errors += 1;
    this.stats.errorKinds.set(kind, (this.stats.errorKinds.get(kind) ?? 0) + 1);
  }

  /** GET with a deadline; the body is read in full. Null (and an error counted) on failure. */
  private async get(path: string, into: number[]): Promise<Buffer | null> {
    const started = performance.now();
    try {
      const res = await this.pool.request({
        path,
        method: 'GET',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      if (res.statusCode < 200 || res.statusCode > 299) {
        this.error(`http_${res.statusCode}`);
        return null;
      }
      into.push(performance.now() - started);
      return body;
    } catch (err) {
      // undici names its errors by code (UND_ERR_…); the deadline is a DOMException 'TimeoutError'.
      const code = (err as { code?: unknown }).code;
      this.error(typeof code === 'string' ? code : ((err as Error).name ?? 'error'));
      return null;
    }
  }

  private async viewer(): Promise<void> {
    const dir = this.playlistPath.slice(0, this.playlistPath.lastIndexOf('/') + 1);
    let next = -1;
    while (this.running) {
      const body = await this.get(this.playlistPath, this.stats.playlistMs);
      if (!this.running) return;
      if (!body) {
        await sleep(1000);
        continue;
      }
      const playlist = parsePlaylist(body.toString('utf8'));
      if (next < 0)
        next = playlist.segments[Math.max(0, playlist.segments.length - START_SEGMENTS)]?.seq ?? 0;
      let fresh = 0;
      for (const s of playlist.segments) {
        if (s.seq < next || !this.running) continue;
        next = s.seq + 1;
        fresh += 1;
        if (await this.get(dir + s.uri, this.stats.segmentMs)) this.stats.segments += 1;
      }
      if (playlist.ended) return;
      await sleep(((fresh > 0 ? 1 : 0.5) * playlist.target * 1000) | 0);
    }
  }
}
