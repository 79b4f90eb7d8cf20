// Becoming a chef and the onboarding wizard (spec §1, §2, §4, §5): what every step shares.
// Each step's save also records where the chef is, so the wizard resumes there.
import { eq } from 'drizzle-orm';
import { advance, onboardingMessages, type OnboardingStep } from '#domain/onboarding';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { forbidden } from '../../http/errors.ts';

export const notAChef = () => forbidden(onboardingMessages.notAChef);

interface Progress {
  currentStep: OnboardingStep;
  completedSteps: OnboardingStep[];
}

/** The wizard progress of a chef; 403 for anyone who has not applied. */
export async function progressOf(
  db: Database,
  chefId: string,
): Promise<Progress & { goLive: object }> {
  const [row] = await db
    .select({
      type: profiles.type,
      currentStep: chefOnboarding.currentStep,
      completedSteps: chefOnboarding.completedSteps,
      goLive: chefOnboarding.goLiveOptions,
    })
    .from(profiles)
    .leftJoin(chefOnboarding, eq(chefOnboarding.chefId, profiles.id))
    .where(eq(profiles.id, chefId));
  if (!row || row.type !== 'chef') throw notAChef();
  return {
    currentStep: row.currentStep ?? 'welcome',
    completedSteps: row.completedSteps ?? [],
    goLive: row.goLive ?? {},
  };
}

/** Records that `step` was finished (chefs who became chefs another way get a row now). */
export async function recordStep(
  ctx: AppContext,
  db: Database,
  chefId: string,
  step: OnboardingStep,
) {
  const progress = await progressOf(db, chefId);
  const next = advance(progress, step);
  const now = ctx.clock.now();
  await db
    .insert(chefOnboarding)
    .values({ chefId, ...next, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: chefOnboarding.chefId, set: { ...next, updatedAt: now } });
}
