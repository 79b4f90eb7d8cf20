import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { createContext } from './create-context.ts';
import { buildApp } from './app.ts';
import { loadDemoDataIfEmpty } from './db/seed/seed.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './db/seed/accounts.ts';
import { getSiteInfo } from './modules/site/site.service.ts';
import { startJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { StartedClock, systemClock } from './providers/clock/clock.ts';
import { createRtmpIngest } from './modules/livestreams/rtmp-publish.service.ts';

const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  // Outside production only (config refuses it there): the journeys' fixed time of day. It
  // starts when the process did, as close as we can get to when the test runner launched it.
  const clock = config.CLOCK_START
    ? new StartedClock(config.CLOCK_START, Math.round(performance.timeOrigin))
    : systemClock;
  const ctx = await createContext(config, clock);
  if (config.DEMO_DATA === 'auto') await loadDemoDataIfEmpty(ctx, (line) => console.log(line));
  const app = await buildApp(ctx, { webDir: config.WEB_DIR ?? defaultWebDir, logger: true });
  const jobs: JobRunner | null = config.JOBS_ENABLED
    ? await startJobRunner(ctx, { log: app.log.child({ module: 'jobs' }) })
    : null;
  // Streaming apps (OBS) publish here when this server carries streams itself (decision 064).
  const rtmp = ctx.localStreams
    ? createRtmpIngest(ctx, ctx.localStreams, app.log.child({ module: 'rtmp' }))
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Publishers and requests first (closing the live sockets), then timed work, then what
    // they all use.
    await rtmp?.close();
    await app.close();
    await jobs?.stop();
    ctx.streamRooms.close();
    await ctx.events.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Without its port (another server has it) the app runs on: browser streaming still works.
  await rtmp?.start().catch((err: unknown) => {
    app.log.error(
      { port: config.RTMP_PORT, reason: err instanceof Error ? err.message : String(err) },
      'RTMP ingest not started: streaming apps cannot publish to this server',
    );
  });
  const where = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL at ${config.pgliteDir}`;
  console.log(`\nPotluck is running at ${config.publicBaseUrl}  (database: ${where})`);
  if ((await getSiteInfo(ctx)).demo) {
    console.log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
    for (const [role, email] of Object.entries(DEMO_EMAILS))
      console.log(`  ${role.padEnd(9)} ${email}`);
  }
  if (!config.isProduction)
    console.log(
      `Dev mailbox: ${config.publicBaseUrl}/dev/mail   API docs: ${config.publicBaseUrl}/api/docs\n`,
    );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
