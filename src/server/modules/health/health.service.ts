import type { HealthResponse } from '#contracts/health';
import type { AppContext } from '../../context.ts';
import { APP_VERSION } from '#domain/version';
import { migrationsApplied } from '../../db/migrate.ts';

export async function checkHealth(ctx: AppContext): Promise<HealthResponse> {
  const reachable = await ctx.database.ping();
  // A database recreated empty answers pings: the schema must be there too.
  const migrated = reachable && (await migrationsApplied(ctx.database.executeSql));
  return {
    status: reachable && migrated ? 'ok' : 'degraded',
    database: { reachable, migrated, kind: ctx.database.kind },
    version: APP_VERSION,
    time: ctx.clock.now().toISOString(),
  };
}
