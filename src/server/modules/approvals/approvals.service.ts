import { aliasedTable, and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ACTIONS_PAGE_SIZE,
  APPROVALS_PAGE_SIZE,
  approvalMessages,
  type AdminAction,
  type AdminActionsResponse,
  type ApprovalDecisionResponse,
  type ApprovalDetail,
  type ApprovalListResponse,
  type ApprovalQueue,
} from '#contracts/approvals';
import type { PayoutAccountStatus } from '#contracts/payouts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { dishes, menus } from '../../db/schema/catalog.ts';
import { adminActions, chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { notify } from '../notifications/notifications.service.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Which applications each tab lists; chefs without an approval row are still onboarding. */
const effectiveStatus = sql`coalesce(${chefApprovals.approvalStatus}, ${profiles.approvalStatus})`;
const queueFilter: Record<ApprovalQueue, SQL> = {
  submitted: sql`${chefApprovals.submittedAt} is not null and ${chefApprovals.approvalStatus} = 'pending'`,
  onboarding: sql`${chefApprovals.submittedAt} is null and ${effectiveStatus} = 'pending'`,
  approved: sql`${effectiveStatus} = 'approved'`,
  rejected: sql`${effectiveStatus} = 'rejected'`,
};
const isApplicant = and(eq(profiles.type, 'chef'), sql`${users.deletedAt} is null`);

function queueOf(row: {
  submittedAt: Date | null;
  approvalStatus: 'pending' | 'approved' | 'rejected';
}): ApprovalQueue {
  if (row.approvalStatus === 'approved') return 'approved';
  if (row.approvalStatus === 'rejected') return 'rejected';
  return row.submittedAt ? 'submitted' : 'onboarding';
}

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

const adminUser = aliasedTable(users, 'admin_user');
const adminProfile = aliasedTable(profiles, 'admin_profile');

/** Admin actions, newest first; only about one chef when `subjectId` is given. */
async function readActions(
  ctx: AppContext,
  opts: { subjectId?: string; limit: number; offset: number },
): Promise<AdminAction[]> {
  const rows = await ctx.db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      createdAt: adminActions.createdAt,
      reason: adminActions.reason,
      adminId: adminActions.adminId,
      adminName: adminProfile.name,
      adminEmail: adminUser.email,
      subjectId: adminActions.subjectId,
      subjectName: profiles.name,
      subjectBusiness: profiles.businessName,
    })
    .from(adminActions)
    .innerJoin(adminUser, eq(adminUser.id, adminActions.adminId))
    .leftJoin(adminProfile, eq(adminProfile.id, adminActions.adminId))
    .leftJoin(profiles, eq(profiles.id, adminActions.subjectId))
    .where(opts.subjectId ? eq(adminActions.subjectId, opts.subjectId) : undefined)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    createdAt: r.createdAt.toISOString(),
    reason: r.reason,
    admin: { id: r.adminId, name: r.adminName, email: r.adminEmail },
    subject: { id: r.subjectId, name: r.subjectName, businessName: r.subjectBusiness },
  }));
}

/** GET /admin/actions */
export async function listAdminActions(
  ctx: AppContext,
  page: number,
): Promise<AdminActionsResponse> {
  const [total] = await ctx.db.select({ n: count() }).from(adminActions);
  const items = await readActions(ctx, {
    limit: ADMIN_ACTIONS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_ACTIONS_PAGE_SIZE,
  });
  return { items, total: total?.n ?? 0, page, pageSize: ADMIN_ACTIONS_PAGE_SIZE };
}

/** GET /admin/approvals/:chefId: everything an admin needs to decide, and what was decided. */
export async function getApproval(ctx: AppContext, chefId: string): Promise<ApprovalDetail> {
  const [p] = await ctx.db
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, chefId), isApplicant));
  if (!p) throw notFound(approvalMessages.notFound);
  const { profile } = p;
  const [approval] = await ctx.db
    .select()
    .from(chefApprovals)
    .where(eq(chefApprovals.chefId, chefId));
  const [decider] = approval?.decidedById
    ? await ctx.db
        .select({ name: profiles.name })
        .from(profiles)
        .where(eq(profiles.id, approval.decidedById))
    : [];

  const [products, menuCount, places, settings, onboarding, history] = await Promise.all([
    ctx.db
      .select({ name: dishes.name })
      .from(dishes)
      .where(eq(dishes.chefId, chefId))
      .orderBy(asc(dishes.name)),
    ctx.db.select({ n: count() }).from(menus).where(eq(menus.chefId, chefId)),
    ctx.db
      .select({
        name: addresses.name,
        formattedAddress: addresses.formattedAddress,
        type: addresses.type,
      })
      .from(addresses)
      .where(eq(addresses.userId, chefId))
      .orderBy(desc(addresses.isDefault), asc(addresses.createdAt)),
    ctx.db.select().from(businessSettings).where(eq(businessSettings.chefId, chefId)),
    ctx.db
      .select({ goLiveOptions: chefOnboarding.goLiveOptions })
      .from(chefOnboarding)
      .where(eq(chefOnboarding.chefId, chefId)),
    readActions(ctx, { subjectId: chefId, limit: 50, offset: 0 }),
  ]);
  const approvalStatus = approval?.approvalStatus ?? profile.approvalStatus;
  const submittedAt = approval?.submittedAt ?? null;
  const queue = queueOf({ submittedAt, approvalStatus });
  const s = settings[0];
  const go = onboarding[0]?.goLiveOptions ?? {};
  const payoutStatus: PayoutAccountStatus = !approval?.bankAccountRef
    ? 'none'
    : (approval.payoutStatus ?? (approval.bankAccountLast4 ? 'enabled' : 'pending'));
  return {
    chefId,
    approvalStatus,
    queue,
    canDecide: queue === 'submitted',
    name: profile.name,
    handle: profile.handle,
    businessName: profile.businessName,
    tagline: profile.title,
    description: profile.description,
    producerKind: profile.producerKind,
    permitType: profile.permitType,
    applyDate: iso(profile.applyDate),
    submittedAt: iso(submittedAt),
    decidedAt: iso(approval?.decidedAt),
    decidedBy: decider?.name ?? null,
    note: approval?.note ?? null,
    contacts: {
      email: p.email,
      phone: profile.phone,
      businessPhone: profile.businessPhone,
      businessEmail: profile.businessEmail,
      website: profile.website,
    },
    businessHours: profile.businessHours ?? null,
    addresses: places,
    logoUrl: profile.businessLogo ?? profile.avatarUrl,
    bannerUrl: profile.bannerUrl,
    products: { count: products.length, names: products.map((d) => d.name) },
    menusCount: menuCount[0]?.n ?? 0,
    orderSettings: s
      ? {
          minimumOrderCents: s.minimumOrderCents,
          defaultLeadTimeMinutes: s.defaultLeadTimeMinutes,
          callRobot: s.callRobot,
          disablePreOrder: s.disablePreOrder,
          offersPickup: s.offersPickup,
          offersDelivery: s.offersDelivery,
          commissionStructure: s.commissionStructure,
        }
      : null,
    payout: {
      status: payoutStatus,
      bankName: approval?.bankName ?? null,
      last4: approval?.bankAccountLast4 ?? null,
    },
    goLiveOptions: {
      tablet: go.tablet === true,
      robotCalls: go.robotCalls === true,
      freeVideo: go.freeVideo === true,
      marketing: go.marketing === true,
    },
    history,
  };
}

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
  await ctx.db.transaction(async (tx) => {
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
  });
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
