import { and, eq } from 'drizzle-orm';
import { approvalMessages, type ApprovalDecisionResponse } from '#contracts/approvals';
import type { AppContext } from '../../context.ts';
import { adminActions, chefApprovals } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { grantReferralCredit, notifyReferralCredit } from '../credits/credits.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { getApproval } from './get-approval.service.ts';

/**
 * Approves or rejects a submitted, pending application. The approval row is locked first, so
 * of two admins deciding at once the second finds it decided (409). The chef's approval, their
 * profile's status and the admin-action record change together; the chef is told after commit.
 */
export async function decideApproval(
  ctx: AppContext,
  adminId: string,
  chefId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<ApprovalDecisionResponse> {
  const now = ctx.clock.now();
  const status = decision.approve ? 'approved' : 'rejected';
  const reason = decision.approve ? null : decision.reason;
  const referral = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        approvalStatus: chefApprovals.approvalStatus,
        submittedAt: chefApprovals.submittedAt,
        type: profiles.type,
      })
      .from(chefApprovals)
      .innerJoin(profiles, eq(profiles.id, chefApprovals.chefId))
      .where(eq(chefApprovals.chefId, chefId))
      .for('update', { of: chefApprovals });
    if (!row || row.type !== 'chef') {
      const [applicant] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, chefId), eq(profiles.type, 'chef')));
      throw applicant
        ? conflict(approvalMessages.notSubmitted)
        : notFound(approvalMessages.notFound);
    }
    if (row.approvalStatus === 'approved') throw conflict(approvalMessages.alreadyApproved);
    if (row.approvalStatus === 'rejected') throw conflict(approvalMessages.alreadyRejected);
    if (!row.submittedAt) throw conflict(approvalMessages.notSubmitted);
    await tx
      .update(chefApprovals)
      .set({
        approvalStatus: status,
        decidedAt: now,
        decidedById: adminId,
        note: reason,
        updatedAt: now,
      })
      .where(eq(chefApprovals.chefId, chefId));
    await tx
      .update(profiles)
      .set({ approvalStatus: status, updatedAt: now })
      .where(eq(profiles.id, chefId));
    await tx.insert(adminActions).values({
      adminId,
      action: decision.approve ? 'chef.approve' : 'chef.reject',
      subjectId: chefId,
      reason,
      details: { previousStatus: 'pending', submittedAt: row.submittedAt.toISOString() },
      createdAt: now,
    });
    // Spec §9: a chef going live earns the person who invited them $10 credit, once.
    return decision.approve ? grantReferralCredit(tx, chefId, now) : null;
  });
  if (referral) await notifyReferralCredit(ctx, referral);
  await notify(ctx, undefined, {
    userId: chefId,
    type: decision.approve ? 'chef_approved' : 'chef_rejected',
    title: decision.approve
      ? 'Your business is approved!'
      : 'Your business application needs changes',
    body: decision.approve
      ? 'Congratulations — your application was approved. Your dishes can now be ordered and customers can find you in search.'
      : `Your application was not approved yet. Reason: ${reason ?? ''}\n\nUpdate your application and submit it again.`,
    link: '/chef/apply',
  });
  return {
    application: await getApproval(ctx, chefId),
    message: decision.approve ? approvalMessages.approved : approvalMessages.rejected,
  };
}
