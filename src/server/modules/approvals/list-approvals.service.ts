import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  APPROVALS_PAGE_SIZE,
  type ApprovalListResponse,
  type ApprovalQueue,
} from '#contracts/approvals';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { effectiveStatus, isApplicant, iso, queueFilter } from './approval-status.ts';

/** GET /admin/approvals: one tab's applications (oldest submission first) and every tab's count. */
export async function listApprovals(
  ctx: AppContext,
  queue: ApprovalQueue,
  page: number,
): Promise<ApprovalListResponse> {
  const base = () =>
    ctx.db
      .select({
        submitted: sql<number>`count(*) filter (where ${queueFilter.submitted})::int`,
        onboarding: sql<number>`count(*) filter (where ${queueFilter.onboarding})::int`,
        approved: sql<number>`count(*) filter (where ${queueFilter.approved})::int`,
        rejected: sql<number>`count(*) filter (where ${queueFilter.rejected})::int`,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .leftJoin(chefApprovals, eq(chefApprovals.chefId, profiles.id))
      .where(isApplicant);
  const [counts] = await base();
  const order =
    queue === 'submitted'
      ? [asc(chefApprovals.submittedAt), asc(profiles.id)]
      : queue === 'onboarding'
        ? [desc(profiles.applyDate), asc(profiles.id)]
        : [desc(chefApprovals.decidedAt), asc(profiles.id)];
  const rows = await ctx.db
    .select({
      chefId: profiles.id,
      name: profiles.name,
      businessName: profiles.businessName,
      producerKind: profiles.producerKind,
      logoUrl: sql<string | null>`coalesce(${profiles.businessLogo}, ${profiles.avatarUrl})`,
      approvalStatus: sql<'pending' | 'approved' | 'rejected'>`${effectiveStatus}`,
      applyDate: profiles.applyDate,
      submittedAt: chefApprovals.submittedAt,
      decidedAt: chefApprovals.decidedAt,
      productsCount: sql<number>`(select count(*)::int from ${dishes} where ${dishes.chefId} = ${profiles.id})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(chefApprovals, eq(chefApprovals.chefId, profiles.id))
    .where(and(isApplicant, queueFilter[queue]))
    .orderBy(...order)
    .limit(APPROVALS_PAGE_SIZE)
    .offset((page - 1) * APPROVALS_PAGE_SIZE);
  const c = counts ?? { submitted: 0, onboarding: 0, approved: 0, rejected: 0 };
  return {
    items: rows.map((r) => ({
      ...r,
      applyDate: iso(r.applyDate),
      submittedAt: iso(r.submittedAt),
      decidedAt: iso(r.decidedAt),
    })),
    total: c[queue],
    page,
    pageSize: APPROVALS_PAGE_SIZE,
    counts: c,
  };
}
