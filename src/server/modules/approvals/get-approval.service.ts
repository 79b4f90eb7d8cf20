import { and, asc, count, desc, eq } from 'drizzle-orm';
import { approvalMessages, type ApprovalDetail } from '#contracts/approvals';
import type { PayoutAccountStatus } from '#contracts/payouts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { dishes, menus } from '../../db/schema/catalog.ts';
import { chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { notFound } from '../../http/errors.ts';
import { isApplicant, iso, queueOf } from './approval-status.ts';
import { readActions } from './list-admin-actions.service.ts';

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
