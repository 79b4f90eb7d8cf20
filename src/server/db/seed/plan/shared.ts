import type { DemoAddress, DemoCity } from '../places.ts';
import type { ProducerKind } from '../producers.ts';
import type { Rng } from '../rng.ts';
import type { DemoPlan, PlanContext } from './types.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export const KIND_PHRASE: Record<ProducerKind, string> = {
  'home chef': 'Cooked in small batches in a permitted home kitchen.',
  restaurant: 'Made fresh in our restaurant kitchen.',
  farmer: 'Harvested on the farm this week.',
  'food truck': 'Cooked to order on the truck.',
};

/** Rounds a price to a quarter dollar. */
export const roundPrice = (cents: number) => Math.max(25, Math.round(cents / 25) * 25);

export function phoneFor(city: DemoCity, index: number): string {
  const area = city.city === 'San Francisco' ? '415' : '555';
  return `(${area}) 555-01${String(index % 100).padStart(2, '0')}`;
}

/** A user row whose e-mail was verified an hour after sign-up, with the demo password. */
export function addUser(
  ctx: PlanContext,
  id: string,
  email: string,
  createdAt: Date,
  isAdmin = false,
): void {
  ctx.plan.users.push({
    id,
    email,
    passwordHash: ctx.input.passwordHash,
    isAdmin,
    emailVerifiedAt: new Date(createdAt.getTime() + HOUR),
    createdAt,
  });
}

/** A person's default address row (home, or the business a producer cooks and sells at). */
export function defaultAddressRow(
  rng: Rng,
  userId: string,
  name: string,
  a: DemoAddress,
  type: 'home' | 'business',
  createdAt: Date,
) {
  return {
    id: rng.uuid(),
    userId,
    name,
    address1: a.address1,
    city: a.city,
    state: a.state,
    zipcode: a.zipcode,
    latitude: a.latitude,
    longitude: a.longitude,
    neighborhood: a.neighborhood,
    formattedAddress: a.formattedAddress,
    type,
    isDefault: true,
    createdAt,
  };
}

export function emptyPlan(): DemoPlan {
  return {
    users: [],
    profiles: [],
    addresses: [],
    userSettings: [],
    businessSettings: [],
    chefApprovals: [],
    localConnectAccounts: [],
    cuisines: [],
    dishes: [],
    dishPhotos: [],
    modifiers: [],
    modifierOptions: [],
    dishModifiers: [],
    menus: [],
    menuItems: [],
    lastCalls: [],
    lastCallItems: [],
    orders: [],
    orderItems: [],
    orderStatusHistory: [],
    reviews: [],
    followings: [],
    favoriteDishes: [],
    favoriteChefs: [],
    carouselItems: [],
    aboutDocuments: [],
    helpArticles: [],
    storedFiles: [],
    adminSettings: [],
    images: [],
    adminId: '',
    counts: { producers: 0, approvedProducers: 0, dishes: 0 },
  };
}

/** A demo chef's deposit account as the local payouts provider keeps it: onboarded, payable. */
export function demoConnectAccount(
  id: string,
  email: string,
  bankName: string,
  last4: string,
  createdAt: Date,
): DemoPlan['localConnectAccounts'][number] {
  return {
    id,
    email,
    detailsSubmitted: true,
    payoutsEnabled: true,
    accountHolderName: null,
    bankName,
    last4,
    createdAt,
  };
}
