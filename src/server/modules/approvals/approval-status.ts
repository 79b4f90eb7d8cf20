// What the approval services share: an application's effective status and its queue.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { type ApprovalQueue } from '#contracts/approvals';
import { users } from '../../db/schema/accounts.ts';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Which applications each tab lists; chefs without an approval row are still onboarding. */
export const effectiveStatus = sql`coalesce(${chefApprovals.approvalStatus}, ${profiles.approvalStatus})`;

export const queueFilter: Record<ApprovalQueue, SQL> = {
  submitted: sql`${chefApprovals.submittedAt} is not null and ${chefApprovals.approvalStatus} = 'pending'`,
  onboarding: sql`${chefApprovals.submittedAt} is null and ${effectiveStatus} = 'pending'`,
  approved: sql`${effectiveStatus} = 'approved'`,
  rejected: sql`${effectiveStatus} = 'rejected'`,
};

export const isApplicant = and(eq(profiles.type, 'chef'), sql`${users.deletedAt} is null`);

export function queueOf(row: {
  submittedAt: Date | null;
  approvalStatus: 'pending' | 'approved' | 'rejected';
}): ApprovalQueue {
  if (row.approvalStatus === 'approved') return 'approved';
  if (row.approvalStatus === 'rejected') return 'rejected';
  return row.submittedAt ? 'submitted' : 'onboarding';
}
