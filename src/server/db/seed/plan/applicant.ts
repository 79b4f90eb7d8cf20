import type { BusinessHours } from '../../schema/profiles.ts';
import { DEMO_EMAILS } from '../accounts.ts';
import { cuisineByName, type Cuisine } from '../dishes.ts';
import { avatarSvg, dishArt, dishSvg } from '../photos.ts';
import { addressNear, type DemoAddress } from '../places.ts';
import { handleFor, slugify } from '../producers.ts';
import { createRng, DEMO_SEED, type Rng } from '../rng.ts';
import {
  DAY,
  defaultAddressRow,
  demoConnectAccount,
  HOUR,
  KIND_PHRASE,
  phoneFor,
  roundPrice,
} from './shared.ts';
import type { PlanContext } from './types.ts';

/** The demo applicant's e-mail (see planDemoApplicant). */
export const DEMO_APPLICANT_EMAIL = DEMO_EMAILS.applicant;
export const DEMO_APPLICANT_BUSINESS = 'Harbor Lane Preserves';

/**
 * A demo applicant whose application is submitted and waits for the admin's decision, so the
 * approval console has someone to review (its own random stream: the rest stays as it was).
 */
export function planDemoApplicant(ctx: PlanContext, cuisineIds: Map<string, string>): void {
  const { at, input } = ctx;
  const { city } = input;
  const rng = createRng((input.seed ?? DEMO_SEED) + 7000);
  const id = rng.uuid();
  const cuisine = cuisineByName('Indian');
  const spot = city.neighbourhoods[0] ?? rng.pick(city.neighbourhoods);
  const applicant: Applicant = {
    id,
    cuisine,
    address: addressNear(rng, city, spot),
    createdAt: at(3 * DAY),
  };
  const names = planApplicantDishes(ctx, rng, applicant, cuisineIds);
  planApplicantAccount(ctx, rng, applicant, names);
}

interface Applicant {
  id: string;
  cuisine: Cuisine;
  address: DemoAddress;
  createdAt: Date;
}

/** The applicant's menu and its two dishes, with their photos; returns the dishes' names. */
function planApplicantDishes(
  ctx: PlanContext,
  rng: Rng,
  { id, cuisine, address, createdAt }: Applicant,
  cuisineIds: Map<string, string>,
): string[] {
  const { plan, input } = ctx;
  const { publicUrl } = input;
  const templates = rng.sample(cuisine.dishes, 2);
  const names: string[] = [];
  const menuId = rng.uuid();
  plan.menus.push({ id: menuId, chefId: id, name: `${DEMO_APPLICANT_BUSINESS} menu`, position: 0 });
  for (const t of templates) {
    const dishId = rng.uuid();
    const key = `dish/${dishId}/1.webp`;
    const artRng = createRng((input.seed ?? DEMO_SEED) + 7100 + names.length);
    plan.images.push({
      key,
      svg: dishSvg(dishArt(artRng, t.name, cuisine.colors, t.categories), artRng),
      ownerId: id,
    });
    plan.dishPhotos.push({ id: rng.uuid(), dishId, url: publicUrl(key), position: 0, createdAt });
    plan.dishes.push({
      id: dishId,
      chefId: id,
      name: t.name,
      description: `${t.name} with ${t.ingredients.slice(0, 4).join(', ')}. ${KIND_PHRASE['home chef']}`,
      slug: `${slugify(t.name)}-${dishId.slice(0, 6)}`,
      priceCents: roundPrice(t.priceCents),
      priceUnit: t.unit,
      status: 'available',
      amountLeft: -1,
      visibility: 'public',
      ingredients: t.ingredients,
      diets: t.diets,
      origins: [cuisine.name],
      categories: t.categories.slice(0, 5),
      tags: ['homemade'],
      cuisineId: cuisineIds.get(cuisine.name) ?? null,
      totalServing: 2,
      leadTimeMinutes: 60,
      netWeight: '350 g',
      latitude: address.latitude,
      longitude: address.longitude,
      createdAt,
    });
    plan.menuItems.push({ menuId, dishId, position: names.length });
    names.push(t.name);
  }
  return names;
}

/** The applicant's account, profile, business address and settings, and the pending application. */
function planApplicantAccount(
  ctx: PlanContext,
  rng: Rng,
  { id, cuisine, address, createdAt }: Applicant,
  names: string[],
): void {
  const { plan, input } = ctx;
  const { city, publicUrl } = input;
  const submittedAt = new Date(ctx.base - 20 * HOUR);
  const hours: BusinessHours = {
    businessDays: [2, 3, 4, 5, 6],
    fromHour: '10:00',
    endHour: '19:30',
  };
  const handle = handleFor(DEMO_APPLICANT_BUSINESS);
  const webSlug = slugify(DEMO_APPLICANT_BUSINESS);
  plan.users.push({
    id,
    email: DEMO_APPLICANT_EMAIL,
    passwordHash: input.passwordHash,
    isAdmin: false,
    emailVerifiedAt: new Date(createdAt.getTime() + HOUR),
    createdAt,
  });
  const avatarKey = `profile/${id}/avatar`;
  ctx.avatarImages.push({
    key: avatarKey,
    svg: avatarSvg(DEMO_APPLICANT_BUSINESS, cuisine.colors),
    ownerId: id,
  });
  plan.profiles.push({
    id,
    type: 'chef',
    producerKind: 'home_chef',
    isNewProfile: false,
    name: 'Priya Natarajan',
    handle,
    businessName: DEMO_APPLICANT_BUSINESS,
    profileStatus: 'public',
    approvalStatus: 'pending',
    email: DEMO_APPLICANT_EMAIL,
    phone: phoneFor(city, 90),
    avatarUrl: publicUrl(avatarKey),
    businessLogo: publicUrl(avatarKey),
    website: `https://${webSlug}.example.com`,
    description: [
      `Demo producer — home chef in ${address.neighborhood ? `${address.neighborhood}, ` : ''}${address.city}. A made-up applicant waiting for approval in the Potluck demo.`,
      '',
      'Chutneys, pickles and small-batch curries.',
      '',
      `**Try:** ${names.join(', ')}.`,
    ].join('\n'),
    title: 'Chutneys, pickles and small-batch curries (demo applicant)',
    applyDate: createdAt,
    experiences: '6 years cooking Indian food.',
    permitType: 'CFO',
    businessPhone: phoneFor(city, 90),
    businessEmail: `hello@${webSlug}.example.com`,
    businessHours: hours,
    timeZone: city.timeZone,
    latitude: address.latitude,
    longitude: address.longitude,
    dishesCount: names.length,
    createdAt,
  });
  plan.addresses.push(
    defaultAddressRow(rng, id, DEMO_APPLICANT_BUSINESS, address, 'business', createdAt),
  );
  plan.businessSettings.push({
    chefId: id,
    minimumOrderCents: 1500,
    defaultLeadTimeMinutes: 120,
    commissionStructure: 'commission_15',
  });
  plan.chefApprovals.push({
    chefId: id,
    approvalStatus: 'pending',
    bankProvider: 'local',
    bankAccountRef: 'demo_acct_applicant',
    bankAccountLast4: '6789',
    bankName: 'Local Test Bank',
    payoutStatus: 'enabled',
    submittedAt,
    createdAt,
  });
  plan.localConnectAccounts.push(
    demoConnectAccount(
      'demo_acct_applicant',
      DEMO_APPLICANT_EMAIL,
      'Local Test Bank',
      '6789',
      createdAt,
    ),
  );
  plan.userSettings.push({ userId: id, notificationsConfiguredAt: createdAt });
}
