import type { OnboardingState } from '#contracts/onboarding';
import type { AppContext } from '../../context.ts';
import { stateAfterWrite } from './get-onboarding.service.ts';
import { recordStep } from './onboarding-progress.ts';

/** Welcome, Finance and Menus: their data is elsewhere; finishing them is progress only. */
export async function completeStep(
  ctx: AppContext,
  userId: string,
  step: 'welcome' | 'finance' | 'menus',
): Promise<OnboardingState> {
  await recordStep(ctx, ctx.db, userId, step);
  return stateAfterWrite(ctx, userId);
}
