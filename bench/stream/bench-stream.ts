// `npm run bench:stream -- [--viewers N] [--seconds S] [--connections C] [--size WxH] [--fps F]`
// (issue 16 point 7). Prepares a fresh database `potluck_bench_stream` on the PostgreSQL server
// at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) with one approved chef,
// the chef's stream key and a live RTMP broadcast. Starts the real server as a child process
// (NODE_ENV production, local streams provider, its RTMP ingest on --rtmp-port), publishes
// ffmpeg's test pattern to it in real time over RTMP as a streaming app would, waits for the
// first segment, then runs N HLS viewers (default 500) for S seconds (default 60) that behave
// like players (viewers.ts). Measures on the client side:
//   segment_p95_ms: time to the full body of each segment request;
//   errors: non-2xx answers and requests over 5 s (playlist and segments);
//   latency_p95_s: ingest to playlist, per segment: from the moment the source sent the
//     segment's first frame (its media start time, the sum of the durations before it, placed
//     on the wall clock by the source's progress reports) to the moment a watcher polling the
//     playlist every 100 ms first saw it;
//   server_cpu_pct, ffmpeg_cpu_pct: CPU time of the server process and of its transcoding
//     ffmpeg over the viewers' run (/proc), in % of one core.
// Last line:
//   bench:stream viewers=N latency_p95_s=X segment_p95_ms=Y errors=E server_cpu_pct=C ffmpeg_cpu_pct=F
import { cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { postgresHandle } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { liveStreams, streamKeys } from '../../src/server/db/schema/live-streams.ts';
import { profiles } from '../../src/server/db/schema/profiles.ts';
import { newStreamKey } from '../../src/server/providers/streams/local-streams.ts';
import { hashStreamKey } from '../../src/server/modules/livestreams/stream-key.ts';
import { startServer } from '../checkout/server-process.ts';
import { dropDatabase, freshDatabase, md5Uuid } from '../payouts/generate-payouts.ts';
import { trackCpu } from './proc-cpu.ts';
import { startSource } from './source.ts';
import { parsePlaylist, Viewers } from './viewers.ts';
import { exitOnSignals, load, log, percentile, sleep } from '../lib/run.ts';

const { values: args } = parseArgs({
  options: {
    viewers: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    /** Keep-alive connections of the viewers' pool (default: one per viewer, as real players). */
    connections: { type: 'string' },
    size: { type: 'string', default: '640x360' },
    fps: { type: 'string', default: '25' },
    port: { type: 'string', default: '39441' },
    'rtmp-port': { type: 'string', default: '39442' },
    database: { type: 'string', default: 'potluck_bench_stream' },
    keep: { type: 'boolean', default: false },
  },
});
const viewerCount = Number(args.viewers);
const seconds = Number(args.seconds);
const connections = Number(args.connections ?? viewerCount);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(args.port);
const rtmpPort = Number(args['rtmp-port']);
const baseUrl = `http://127.0.0.1:${port}`;
const logFile = path.resolve('.tmp/bench-stream/server.log');
const CHEF_ID = md5Uuid('bench-stream-chef');

exitOnSignals();

log(
  `bench:stream: ${viewerCount} viewers for ${seconds} s over ${connections} connections; source ${args.size}@${args.fps} over RTMP`,
);
log(`  machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${load()}`);

// One approved chef with a stream key and a live RTMP broadcast, as 'Go live' leaves them.
const databaseUrl = await freshDatabase(serverUrl, args.database);
const streamKey = newStreamKey();
const handle = postgresHandle(databaseUrl, 2);
await handle.db.insert(users).values({ id: CHEF_ID, email: 'bench-stream-chef@example.com' });
await handle.db.insert(profiles).values({
  id: CHEF_ID,
  type: 'chef',
  approvalStatus: 'approved',
  profileStatus: 'public',
  name: 'Bench Chef',
  businessName: 'Bench Kitchen',
});
await handle.db.insert(streamKeys).values({ chefId: CHEF_ID, keyHash: hashStreamKey(streamKey) });
const [broadcast] = await handle.db
  .insert(liveStreams)
  .values({
    chefId: CHEF_ID,
    title: 'Bench broadcast',
    source: 'rtmp',
    provider: 'local',
    providerStreamId: `local-${CHEF_ID}`,
  })
  .returning({ id: liveStreams.id });
await handle.close();
const playlistPath = `/api/v1/live-streams/${broadcast!.id}/hls/index.m3u8`;

const server = await startServer({
  databaseUrl,
  port,
  logFile,
  env: {
    STREAMS_PROVIDER: 'local',
    RTMP_PORT: String(rtmpPort),
    DATA_DIR: path.resolve('.tmp/bench-stream'),
  },
});
log(
  `  server pid ${server.pid} on ${baseUrl}, RTMP on ${rtmpPort} (log: .tmp/bench-stream/server.log)`,
);

// The source runs through warm-up, the viewers' run and a margin.
const source = startSource({
  rtmpUrl: `rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`,
  size: args.size,
  fps: Number(args.fps),
  seconds: seconds + 30,
});

// The watcher: when each segment first appears in the playlist, and its media start time.
const appeared = new Map<number, { at: number; mediaStart: number }>();
let mediaEnd = 0;
let watching = true;
const watcherPool = new Pool(baseUrl, { connections: 1 });
const watcher = (async () => {
  while (watching) {
    try {
      const res = await watcherPool.request({ path: playlistPath, method: 'GET' });
      const text = await res.body.text();
      const now = Date.now();
      if (res.statusCode === 200) {
        for (const s of parsePlaylist(text).segments) {
          if (appeared.has(s.seq)) continue;
          appeared.set(s.seq, { at: now, mediaStart: mediaEnd });
          mediaEnd += s.duration * 1000;
        }
      }
    } catch {
      // Not there yet.
    }
    await sleep(100);
  }
})();

const firstBy = Date.now() + 30_000;
while (appeared.size === 0 && Date.now() < firstBy) await sleep(100);
if (appeared.size === 0) {
  log('  no segment within 30 s: see .tmp/bench-stream/server.log');
  await source.stop();
  await server.stop();
  process.exit(1);
}
log(`  first segment in the playlist; starting viewers (${load()})`);

const cpu = trackCpu(server.pid);
const viewers = new Viewers(baseUrl, playlistPath, connections);
const runStarted = Date.now();
const run = viewers.run(viewerCount, 1000);
await sleep(seconds * 1000);
viewers.stop();
const cpuPct = cpu.stop();
const runEnded = Date.now();
await run;
await viewers.close();
watching = false;
await watcher;
await watcherPool.close();
await source.stop();
await server.stop();
if (!args.keep) await dropDatabase(serverUrl, args.database);

// Ingest-to-playlist latency of the segments that appeared during the viewers' run.
const latencies: number[] = [];
for (const { at, mediaStart } of appeared.values()) {
  const sent = source.sentAt(mediaStart);
  if (sent === null || at < runStarted || at > runEnded) continue;
  latencies.push((at - sent) / 1000);
}
const s = viewers.stats;
const errorKinds = [...s.errorKinds].map(([k, n]) => `${k}:${n}`).join(' ') || 'none';
log(
  `  segments fetched ${s.segments}, playlist loads ${s.playlistMs.length} (p95 ${percentile(s.playlistMs, 95).toFixed(1)} ms), segment p50 ${percentile(s.segmentMs, 50).toFixed(1)} ms, errors ${errorKinds}`,
);
log(
  `  ingest-to-playlist over ${latencies.length} segments: p50 ${percentile(latencies, 50).toFixed(2)} s, max ${Math.max(...latencies).toFixed(2)} s; finished, ${load()}`,
);
log(
  `bench:stream viewers=${viewerCount} latency_p95_s=${percentile(latencies, 95).toFixed(2)} segment_p95_ms=${percentile(s.segmentMs, 95).toFixed(1)} errors=${s.errors} server_cpu_pct=${cpuPct.server.toFixed(1)} ffmpeg_cpu_pct=${cpuPct.ffmpeg.toFixed(1)}`,
);
process.exit(0);
