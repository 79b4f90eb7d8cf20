import type { HealthResponse } from '#contracts/health';
import type { AppContext } from '../../context.ts';

export async function checkHealth(ctx: AppContext): Promise<HealthResponse> {
  const reachable = await ctx.database.ping();
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { reachable, kind: ctx.database.kind },
    version: '1.4.2',
    time: ctx.clock.now().toISOString(),
  };
}
