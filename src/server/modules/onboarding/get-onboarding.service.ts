import { and, count, eq } from 'drizzle-orm';
import type { OnboardingState } from '#contracts/onboarding';
import { goLiveChecklist, missingItems, ONBOARDING_ESTIMATE } from '#domain/onboarding';
import { DEFAULT_ORDER_SETTINGS } from '#domain/order-settings';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { dishes, menus, modifiers } from '../../db/schema/catalog.ts';
import { chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { notAChef } from './onboarding-progress.ts';

const countOf = async (
  db: Database,
  table: typeof dishes | typeof menus | typeof modifiers,
  chefId: string,
) => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.chefId, chefId));
  return row?.n ?? 0;
};

/** Everything the wizard shows; null when the person has not applied. */
export async function getOnboarding(
  ctx: AppContext,
  userId: string,
): Promise<OnboardingState | null> {
  const db = ctx.db;
  const [row] = await db
    .select({
      profile: profiles,
      onboarding: chefOnboarding,
      approval: chefApprovals,
      settings: businessSettings,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(chefOnboarding, eq(chefOnboarding.chefId, profiles.id))
    .leftJoin(chefApprovals, eq(chefApprovals.chefId, profiles.id))
    .leftJoin(businessSettings, eq(businessSettings.chefId, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row || row.profile.type !== 'chef') return null;
  const p = row.profile;

  const [addressRow] = await db
    .select({ n: count() })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  const [businessAddress] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, 'business')))
    .limit(1);
  const [products, menuCount, modifierCount] = await Promise.all([
    countOf(db, dishes, userId),
    countOf(db, menus, userId),
    countOf(db, modifiers, userId),
  ]);
  const addressCount = addressRow?.n ?? 0;
  const items = goLiveChecklist({
    businessName: p.businessName,
    tagline: p.title,
    addressCount,
    hasBusinessLocation: p.latitude != null && p.longitude != null,
    businessPhone: p.businessPhone,
    businessEmail: p.businessEmail,
    businessHours: p.businessHours ?? null,
    productCount: products,
    handle: p.handle,
    emailVerified: row.emailVerifiedAt !== null,
  });
  const settings = row.settings ?? DEFAULT_ORDER_SETTINGS;
  const goLive = row.onboarding?.goLiveOptions ?? {};
  const approvalStatus = row.approval?.approvalStatus ?? p.approvalStatus;
  return {
    producerKind: p.producerKind,
    currentStep: row.onboarding?.currentStep ?? 'welcome',
    completedSteps: row.onboarding?.completedSteps ?? [],
    estimate: ONBOARDING_ESTIMATE,
    approval: {
      status: approvalStatus,
      submittedAt: row.approval?.submittedAt?.toISOString() ?? null,
      decidedAt: row.approval?.decidedAt?.toISOString() ?? null,
      reason: approvalStatus === 'rejected' ? (row.approval?.note ?? null) : null,
    },
    profile: {
      businessName: p.businessName,
      handle: p.handle,
      emailVerified: row.emailVerifiedAt !== null,
      tagline: p.title,
      description: p.description,
      businessLogo: p.businessLogo,
      bannerUrl: p.bannerUrl,
      businessAddressId: businessAddress?.id ?? null,
      businessPhone: p.businessPhone,
      phone: p.phone,
      businessEmail: p.businessEmail,
      businessHours: p.businessHours ?? null,
      permitType: p.permitType,
      latitude: p.latitude,
      longitude: p.longitude,
    },
    orderSettings: {
      minimumOrderCents: settings.minimumOrderCents,
      defaultLeadTimeMinutes: settings.defaultLeadTimeMinutes,
      callRobot: row.settings?.callRobot ?? false,
      disablePreOrder: settings.disablePreOrder,
      offersPickup: settings.offersPickup,
      offersDelivery: settings.offersDelivery,
    },
    goLiveOptions: {
      tablet: Boolean(goLive.tablet),
      robotCalls: Boolean(goLive.robotCalls),
      freeVideo: Boolean(goLive.freeVideo),
      marketing: Boolean(goLive.marketing),
    },
    counts: { addresses: addressCount, products, menus: menuCount, modifiers: modifierCount },
    checklist: { ready: missingItems(items).length === 0, items },
  };
}

/** The state after a write (the writer is a chef, so it exists). */
export async function stateAfterWrite(ctx: AppContext, userId: string): Promise<OnboardingState> {
  const state = await getOnboarding(ctx, userId);
  if (!state) throw notAChef();
  return state;
}
