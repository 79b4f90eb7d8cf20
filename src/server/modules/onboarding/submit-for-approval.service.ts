import { eq } from 'drizzle-orm';
import type { GoLiveRequest, OnboardingState } from '#contracts/onboarding';
import { goLiveRefusal, missingItems, onboardingMessages } from '#domain/onboarding';
import type { AppContext } from '../../context.ts';
import { chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { noticeSubmission } from './submission-notice.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { getOnboarding, stateAfterWrite } from './get-onboarding.service.ts';
import { notAChef, recordStep } from './onboarding-progress.ts';

/**
 * Go Live: submits the business for approval with the chosen extras. Refused with the
 * checklist's messages while anything is missing; a rejected chef may fix and resubmit.
 */
export async function submitForApproval(
  ctx: AppContext,
  userId: string,
  input: GoLiveRequest,
): Promise<OnboardingState> {
  const state = await getOnboarding(ctx, userId);
  if (!state) throw notAChef();
  if (state.approval.status === 'approved') throw conflict(onboardingMessages.alreadyApproved);
  // Once submitted, the application waits its turn; a rejected one may be submitted again.
  if (state.approval.status === 'pending' && state.approval.submittedAt)
    throw conflict(onboardingMessages.alreadySubmitted);
  const refusal = goLiveRefusal(state.checklist.items);
  if (refusal) {
    const fields = Object.fromEntries(
      missingItems(state.checklist.items).map((i) => [i.id, i.message]),
    );
    throw new AppError(400, 'bad_request', refusal, fields);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(chefApprovals)
      .values({
        chefId: userId,
        approvalStatus: 'pending',
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: chefApprovals.chefId,
        set: {
          approvalStatus: 'pending',
          submittedAt: now,
          decidedAt: null,
          decidedById: null,
          note: null,
          updatedAt: now,
        },
      });
    await tx
      .update(profiles)
      .set({ approvalStatus: 'pending', updatedAt: now })
      .where(eq(profiles.id, userId));
    await tx
      .update(chefOnboarding)
      .set({ goLiveOptions: input.options, updatedAt: now })
      .where(eq(chefOnboarding.chefId, userId));
    await recordStep(ctx, tx, userId, 'go_live');
  });
  try {
    await noticeSubmission(ctx, { id: userId, businessName: state.profile.businessName ?? '' });
  } catch {
    // The application is submitted; the console's Submitted tab lists it either way.
  }
  return stateAfterWrite(ctx, userId);
}
