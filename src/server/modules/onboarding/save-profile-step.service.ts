import { and, eq, ne, or, isNull } from 'drizzle-orm';
import type { OnboardingState, ProfileStepInput } from '#contracts/onboarding';
import { normalizeBusinessDays } from '#domain/business-hours';
import { onboardingMessages } from '#domain/onboarding';
import type { AppContext } from '../../context.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { badRequest } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ensureHandleFree, handleTaken } from '../profiles/profile-handle.ts';
import { stateAfterWrite } from './get-onboarding.service.ts';
import { progressOf, recordStep } from './onboarding-progress.ts';

const blankToNull = (v: string | null | undefined) =>
  v == null || v.trim() === '' ? null : v.trim();

/**
 * The Profile step: branding, business address (one of the chef's own addresses; it places
 * the chef and their dishes for search), phones, e-mails and business hours.
 */
export async function saveProfileStep(
  ctx: AppContext,
  userId: string,
  input: ProfileStepInput,
): Promise<OnboardingState> {
  await progressOf(ctx.db, userId);
  const now = ctx.clock.now();
  try {
    await saveInTransaction(ctx, userId, input, now);
  } catch (err) {
    // Two people racing for the same handle: the unique index decides.
    if (isUniqueViolation(err)) throw handleTaken();
    throw err;
  }
  return stateAfterWrite(ctx, userId);
}

async function saveInTransaction(
  ctx: AppContext,
  userId: string,
  input: ProfileStepInput,
  now: Date,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await ensureHandleFree(tx, userId, input.handle);
    const mine = await tx
      .select({ id: addresses.id, latitude: addresses.latitude, longitude: addresses.longitude })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (mine.length === 0) {
      throw badRequest(onboardingMessages.addAddress, {
        businessAddressId: onboardingMessages.addAddress,
      });
    }
    const chosen = mine.find((a) => a.id === input.businessAddressId);
    if (!chosen || chosen.latitude == null || chosen.longitude == null) {
      throw badRequest(onboardingMessages.chooseBusinessAddress, {
        businessAddressId: onboardingMessages.chooseBusinessAddress,
      });
    }
    // Exactly one address is the business address.
    await tx
      .update(addresses)
      .set({ type: null, updatedAt: now })
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.type, 'business'),
          ne(addresses.id, chosen.id),
        ),
      );
    await tx
      .update(addresses)
      .set({ type: 'business', updatedAt: now })
      .where(eq(addresses.id, chosen.id));
    await tx
      .update(profiles)
      .set({
        businessName: input.businessName,
        handle: input.handle,
        title: input.tagline,
        ...(input.description !== undefined ? { description: blankToNull(input.description) } : {}),
        businessPhone: input.businessPhone,
        ...(input.phone !== undefined ? { phone: blankToNull(input.phone) } : {}),
        ...(input.permitType !== undefined ? { permitType: input.permitType } : {}),
        businessEmail: input.businessEmail.toLowerCase(),
        businessHours: {
          businessDays: normalizeBusinessDays(input.businessHours.businessDays),
          fromHour: input.businessHours.fromHour,
          endHour: input.businessHours.endHour,
        },
        latitude: chosen.latitude,
        longitude: chosen.longitude,
        updatedAt: now,
      })
      .where(eq(profiles.id, userId));
    // Dishes carry the business location so nearest-first search finds them (decision 006).
    await tx
      .update(dishes)
      .set({ latitude: chosen.latitude, longitude: chosen.longitude, updatedAt: now })
      .where(
        and(
          eq(dishes.chefId, userId),
          or(
            isNull(dishes.latitude),
            ne(dishes.latitude, chosen.latitude),
            ne(dishes.longitude, chosen.longitude),
          ),
        ),
      );
    await recordStep(ctx, tx, userId, 'profile');
  });
}
