// Becoming a chef and the onboarding wizard (spec §1, §2, §4, §5): applying, each step's save
// (which also records where the chef is, so the wizard resumes there), and going live.
import { and, count, eq, ne, or, isNull } from 'drizzle-orm';
import type {
  ApplyRequest,
  GoLiveRequest,
  OnboardingState,
  OrderSettingsStepInput,
  ProfileStepInput,
} from '#contracts/onboarding';
import { normalizeBusinessDays } from '#domain/business-hours';
import {
  advance,
  goLiveChecklist,
  goLiveRefusal,
  missingItems,
  ONBOARDING_ESTIMATE,
  onboardingMessages,
  type OnboardingStep,
} from '#domain/onboarding';
import { DEFAULT_ORDER_SETTINGS } from '#domain/order-settings';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { dishes, menus, modifiers } from '../../db/schema/catalog.ts';
import { chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { noticeSubmission } from './submission-notice.ts';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.ts';

export const notAChef = () => forbidden(onboardingMessages.notAChef);

/**
 * Makes the person a chef applicant: profile type chef, apply date, producer kind, an
 * application record (pending) and wizard progress. Applying again changes nothing but the
 * producer kind; an already approved chef stays approved.
 */
export async function applyAsChef(
  ctx: AppContext,
  userId: string,
  input: ApplyRequest,
  db: Database = ctx.db,
): Promise<void> {
  const now = ctx.clock.now();
  const run = async (tx: Database) => {
    const [profile] = await tx
      .select({
        type: profiles.type,
        approvalStatus: profiles.approvalStatus,
        applyDate: profiles.applyDate,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!profile) throw notAChef();
    const wasChef = profile.type === 'chef';
    const approvalStatus = wasChef ? profile.approvalStatus : 'pending';
    await tx
      .update(profiles)
      .set({
        type: 'chef',
        producerKind: input.producerKind,
        applyDate: profile.applyDate ?? now,
        approvalStatus,
        updatedAt: now,
      })
      .where(eq(profiles.id, userId));
    await tx
      .insert(chefApprovals)
      .values({ chefId: userId, approvalStatus, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: chefApprovals.chefId });
    await tx
      .insert(chefOnboarding)
      .values({ chefId: userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: chefOnboarding.chefId });
  };
  await (db === ctx.db ? ctx.db.transaction(run) : run(db));
}

interface Progress {
  currentStep: OnboardingStep;
  completedSteps: OnboardingStep[];
}

/** The wizard progress of a chef; 403 for anyone who has not applied. */
async function progressOf(db: Database, chefId: string): Promise<Progress & { goLive: object }> {
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
async function recordStep(ctx: AppContext, db: Database, chefId: string, step: OnboardingStep) {
  const progress = await progressOf(db, chefId);
  const next = advance(progress, step);
  const now = ctx.clock.now();
  await db
    .insert(chefOnboarding)
    .values({ chefId, ...next, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: chefOnboarding.chefId, set: { ...next, updatedAt: now } });
}

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
    })
    .from(profiles)
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
async function stateAfterWrite(ctx: AppContext, userId: string): Promise<OnboardingState> {
  const state = await getOnboarding(ctx, userId);
  if (!state) throw notAChef();
  return state;
}

const blankToNull = (v: string | null | undefined) =>
  v == null || v.trim() === '' ? null : v.trim();

/**
 * The Profile step: branding, business address (one of the chef's own addresses; it places
 * the chef and their dishes for search), phones, e-mails and business hours.
 */
export async function saveProfileStep(
  ctx: AppContext,
  userId: string,
  input: ProfileStepInput,
): Promise<OnboardingState> {
  await progressOf(ctx.db, userId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: addresses.id, latitude: addresses.latitude, longitude: addresses.longitude })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (mine.length === 0) {
      throw badRequest(onboardingMessages.addAddress, {
        businessAddressId: onboardingMessages.addAddress,
      });
    }
    const chosen = mine.find((a) => a.id === input.businessAddressId);
    if (!chosen || chosen.latitude == null || chosen.longitude == null) {
      throw badRequest(onboardingMessages.chooseBusinessAddress, {
        businessAddressId: onboardingMessages.chooseBusinessAddress,
      });
    }
    // Exactly one address is the business address.
    await tx
      .update(addresses)
      .set({ type: null, updatedAt: now })
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.type, 'business'),
          ne(addresses.id, chosen.id),
        ),
      );
    await tx
      .update(addresses)
      .set({ type: 'business', updatedAt: now })
      .where(eq(addresses.id, chosen.id));
    await tx
      .update(profiles)
      .set({
        businessName: input.businessName,
        title: input.tagline,
        ...(input.description !== undefined ? { description: blankToNull(input.description) } : {}),
        businessPhone: input.businessPhone,
        ...(input.phone !== undefined ? { phone: blankToNull(input.phone) } : {}),
        ...(input.permitType !== undefined ? { permitType: input.permitType } : {}),
        businessEmail: input.businessEmail.toLowerCase(),
        businessHours: {
          businessDays: normalizeBusinessDays(input.businessHours.businessDays),
          fromHour: input.businessHours.fromHour,
          endHour: input.businessHours.endHour,
        },
        latitude: chosen.latitude,
        longitude: chosen.longitude,
        updatedAt: now,
      })
      .where(eq(profiles.id, userId));
    // Dishes carry the business location so nearest-first search finds them (decision 006).
    await tx
      .update(dishes)
      .set({ latitude: chosen.latitude, longitude: chosen.longitude, updatedAt: now })
      .where(
        and(
          eq(dishes.chefId, userId),
          or(
            isNull(dishes.latitude),
            ne(dishes.latitude, chosen.latitude),
            ne(dishes.longitude, chosen.longitude),
          ),
        ),
      );
    await recordStep(ctx, tx, userId, 'profile');
  });
  return stateAfterWrite(ctx, userId);
}

/** Stores the logo (fits 512×512) or the 16:9 banner (1600×900) and saves its URL. */
export async function saveBrandingImageUrl(
  ctx: AppContext,
  userId: string,
  kind: 'logo' | 'banner',
  url: string,
): Promise<void> {
  await ctx.db
    .update(profiles)
    .set(
      kind === 'logo'
        ? { businessLogo: url, updatedAt: ctx.clock.now() }
        : { bannerUrl: url, updatedAt: ctx.clock.now() },
    )
    .where(eq(profiles.id, userId));
}

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

/** Welcome, Finance and Menus: their data is elsewhere; finishing them is progress only. */
export async function completeStep(
  ctx: AppContext,
  userId: string,
  step: 'welcome' | 'finance' | 'menus',
): Promise<OnboardingState> {
  await recordStep(ctx, ctx.db, userId, step);
  return stateAfterWrite(ctx, userId);
}

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
