import type { HealthResponse } from '#contracts/health';
import type { AppContext } from '../../context.ts';
import { APP_VERSION } from '#domain/version';

export async function checkHealth(ctx: AppContext): Promise<HealthResponse> {
  const reachable = await ctx.database.ping();
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { reachable, kind: ctx.database.kind },
    version: APP_VERSION,
    time: ctx.clock.now().toISOString(),
  };
}
