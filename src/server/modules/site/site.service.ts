import { eq } from 'drizzle-orm';
import type { SiteInfo } from '#contracts/site';
import { APP_VERSION } from '#domain/version';
import type { AppContext } from '../../context.ts';
import { adminSettings } from '../../db/schema/settings.ts';

export async function getSiteInfo(ctx: AppContext): Promise<SiteInfo> {
  const [row] = await ctx.db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, 'demo_data'));
  const demo = row?.value as { city?: unknown; loadedAt?: unknown } | undefined;
  return {
    version: APP_VERSION,
    demo:
      demo && typeof demo.city === 'string' && typeof demo.loadedAt === 'string'
        ? { city: demo.city, loadedAt: demo.loadedAt }
        : null,
  };
}
