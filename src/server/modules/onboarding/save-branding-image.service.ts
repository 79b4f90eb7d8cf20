import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** Stores the logo (fits 512×512) or the 16:9 banner (1600×900) and saves its URL. */
export async function saveBrandingImageUrl(
  ctx: AppContext,
  userId: string,
  kind: 'logo' | 'banner',
  url: string,
): Promise<void> {
  await ctx.db
    .update(profiles)
    .set(
      kind === 'logo'
        ? { businessLogo: url, updatedAt: ctx.clock.now() }
        : { bannerUrl: url, updatedAt: ctx.clock.now() },
    )
    .where(eq(profiles.id, userId));
}
