import { eq } from 'drizzle-orm';
import { AVATAR_SIZE } from '#contracts/profiles';
import type { AppContext } from '../../context.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { storeImage } from '../files/images.ts';

export const avatarKey = (userId: string) => `profile/${userId}/avatar`;

/**
 * Stores the avatar at profile/{uid}/avatar (spec §7), fit in 512×512, and saves its
 * cache-busted URL on the profile.
 */
export async function saveAvatar(ctx: AppContext, userId: string, upload: Buffer): Promise<string> {
  const avatarUrl = await storeImage(ctx, {
    key: avatarKey(userId),
    upload,
    ownerId: userId,
    shape: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'inside' },
  });
  await ctx.db
    .update(profiles)
    .set({ avatarUrl, updatedAt: ctx.clock.now() })
    .where(eq(profiles.id, userId));
  return avatarUrl;
}
