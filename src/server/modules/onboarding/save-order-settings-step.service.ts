import type { OnboardingState, OrderSettingsStepInput } from '#contracts/onboarding';
import type { AppContext } from '../../context.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { stateAfterWrite } from './get-onboarding.service.ts';
import { progressOf, recordStep } from './onboarding-progress.ts';

/** The Order Settings step: upserts business_settings (the commission stays as it is). */
export async function saveOrderSettingsStep(
  ctx: AppContext,
  userId: string,
  input: OrderSettingsStepInput,
): Promise<OnboardingState> {
  await progressOf(ctx.db, userId);
  const now = ctx.clock.now();
  const values = {
    minimumOrderCents: input.minimumOrderCents,
    defaultLeadTimeMinutes: input.defaultLeadTimeMinutes,
    callRobot: input.callRobot,
    disablePreOrder: input.disablePreOrder,
    offersPickup: input.offersPickup,
    offersDelivery: input.offersDelivery,
    updatedAt: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(businessSettings)
      .values({ chefId: userId, ...values })
      .onConflictDoUpdate({ target: businessSettings.chefId, set: values });
    await recordStep(ctx, tx, userId, 'order_settings');
  });
  return stateAfterWrite(ctx, userId);
}
