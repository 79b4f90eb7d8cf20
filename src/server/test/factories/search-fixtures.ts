// Known chefs and dishes at known distances north of ORIGIN, for the search tests.
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { dishes, dishPhotos } from '../../db/schema/catalog.ts';
import { lastCallItems, lastCalls } from '../../db/schema/lastcall.ts';
import { campaigns } from '../../db/schema/promotions.ts';

export const ORIGIN = { lat: 37.7749, lon: -122.4194 };
/** Degrees of latitude per km on a 6371 km sphere. */
const DEG_PER_KM = 180 / (Math.PI * 6371);
export const northOf = (km: number) => ({ lat: ORIGIN.lat + km * DEG_PER_KM, lon: ORIGIN.lon });

type ChefSpec = {
  key: string;
  name: string;
  businessName: string;
  handle: string;
  km: number;
  approval?: 'pending' | 'approved';
  status?: 'public' | 'hide';
  cooking?: boolean;
  deleted?: boolean;
};

type DishSpec = {
  key: string;
  chef: string;
  name: string;
  description?: string;
  priceCents: number;
  status?: 'cooking' | 'available' | 'sold_out';
  amountLeft?: number;
  visibility?: 'public' | 'private';
  hideNotAvailable?: boolean;
  diets?: string[];
  origins?: string[];
  categories?: string[];
};

const CHEFS: ChefSpec[] = [
  {
    key: 'anna',
    name: 'Anna Rossi',
    businessName: "Anna's Kitchen",
    handle: 'annacooks',
    km: 1,
    cooking: true,
  },
  { key: 'bruno', name: 'Bruno Silva', businessName: 'Bruno Bistro', handle: 'brunob', km: 3 },
  {
    key: 'pending',
    name: 'Paula Pending',
    businessName: 'Pending Pies',
    handle: 'paulap',
    km: 0.5,
    approval: 'pending',
  },
  {
    key: 'hidden',
    name: 'Hank Hidden',
    businessName: 'Hidden Hummus',
    handle: 'hankh',
    km: 0.5,
    status: 'hide',
  },
  {
    key: 'gone',
    name: 'Gina Gone',
    businessName: 'Gone Grill',
    handle: 'ginag',
    km: 0.7,
    deleted: true,
  },
  { key: 'far', name: 'Farah Faraway', businessName: 'Falafel Far', handle: 'farfalafel', km: 8 },
];

const DISHES: DishSpec[] = [
  {
    key: 'lasagna',
    chef: 'anna',
    name: 'Beef Lasagna',
    description: 'Layered pasta with slow ragu',
    priceCents: 1500,
    diets: [],
    origins: ['Italian'],
    categories: ['Mains'],
  },
  {
    key: 'tikka',
    chef: 'anna',
    name: 'Chicken Tikka Masala',
    priceCents: 1200,
    status: 'cooking',
    diets: ['halal', 'gluten-free'],
    origins: ['Indian'],
    categories: ['Mains'],
  },
  {
    key: 'soup',
    chef: 'anna',
    name: 'Tomato Soup',
    priceCents: 600,
    amountLeft: 0,
    origins: ['American'],
    categories: ['Soups'],
  },
  { key: 'secret', chef: 'anna', name: 'Secret Tacos', priceCents: 700, visibility: 'private' },
  {
    key: 'soldout',
    chef: 'anna',
    name: 'Sold Out Stew',
    priceCents: 900,
    status: 'sold_out',
    hideNotAvailable: true,
  },
  {
    key: 'tacos',
    chef: 'bruno',
    name: 'Carnitas Street Tacos',
    priceCents: 900,
    amountLeft: 5,
    diets: ['gluten-free', 'dairy-free'],
    origins: ['Mexican'],
    categories: ['Mains', 'Snacks'],
  },
  {
    key: 'brownie',
    chef: 'bruno',
    name: 'Vegan Brownie',
    priceCents: 400,
    diets: ['vegan'],
    origins: ['American'],
    categories: ['Desserts'],
  },
  { key: 'pie', chef: 'pending', name: 'Pending Apple Pie', priceCents: 500 },
  { key: 'hummus', chef: 'hidden', name: 'Hidden Hummus Plate', priceCents: 500 },
  { key: 'grill', chef: 'gone', name: 'Gone Grilled Cheese', priceCents: 500 },
  { key: 'falafel', chef: 'far', name: 'Far Away Falafel', priceCents: 800, origins: ['Lebanese'] },
];

export interface Fixtures {
  chef: Record<string, string>;
  dish: Record<string, string>;
  /** Dish name by id. */
  nameOf: (id: string) => string;
}

export async function insertSearchFixtures(t: TestApp): Promise<Fixtures> {
  const db = t.ctx.db;
  const now = t.clock.now();
  const chef: Record<string, string> = {};
  const dish: Record<string, string> = {};
  const names = new Map<string, string>();
  for (const c of CHEFS) {
    const id = randomUUID();
    chef[c.key] = id;
    const at = northOf(c.km);
    await db.insert(users).values({
      id,
      email: `${c.handle}@example.com`,
      passwordHash: 'x',
      deletedAt: c.deleted ? now : null,
    });
    await db.insert(profiles).values({
      id,
      type: 'chef',
      producerKind: 'home_chef',
      name: c.name,
      businessName: c.businessName,
      handle: c.handle,
      title: `${c.name} cooks`,
      approvalStatus: c.approval ?? 'approved',
      profileStatus: c.status ?? 'public',
      cookingStatus: c.cooking ? 'cooking' : 'idle',
      ratingSum: 9,
      ratingCount: 2,
      latitude: at.lat,
      longitude: at.lon,
    });
  }
  for (const d of DISHES) {
    const id = randomUUID();
    dish[d.key] = id;
    names.set(id, d.name);
    const at = northOf(CHEFS.find((c) => c.key === d.chef)?.km ?? 0);
    await db.insert(dishes).values({
      id,
      chefId: chef[d.chef] as string,
      name: d.name,
      description: d.description ?? null,
      slug: `${d.key}-${id.slice(0, 8)}`,
      priceCents: d.priceCents,
      status: d.status ?? 'available',
      amountLeft: d.amountLeft ?? -1,
      visibility: d.visibility ?? 'public',
      hideNotAvailable: d.hideNotAvailable ?? false,
      diets: d.diets ?? [],
      origins: d.origins ?? [],
      categories: d.categories ?? [],
      latitude: at.lat,
      longitude: at.lon,
    });
  }
  await db.insert(dishPhotos).values([
    { dishId: dish.lasagna as string, url: 'https://img.example/lasagna-2.jpg', position: 1 },
    { dishId: dish.lasagna as string, url: 'https://img.example/lasagna-1.jpg', position: 0 },
  ]);
  // Deals: a live last call 25 % off the tacos; an expired one 50 % off the brownie;
  // a live promotion $3 off the $15 lasagna (20 %).
  const HOUR = 3_600_000;
  const liveId = randomUUID();
  const expiredId = randomUUID();
  const bruno = northOf(3);
  await db.insert(lastCalls).values([
    {
      id: liveId,
      chefId: chef.bruno as string,
      ...{ latitude: bruno.lat, longitude: bruno.lon },
      startsAt: new Date(now.getTime() - HOUR),
      endsAt: new Date(now.getTime() + HOUR),
    },
    {
      id: expiredId,
      chefId: chef.bruno as string,
      ...{ latitude: bruno.lat, longitude: bruno.lon },
      startsAt: new Date(now.getTime() - 3 * HOUR),
      endsAt: new Date(now.getTime() - 2 * HOUR),
    },
  ]);
  await db.insert(lastCallItems).values([
    {
      lastCallId: liveId,
      dishId: dish.tacos as string,
      priceCents: 675,
      offPercent: 25,
      amountLeft: 3,
    },
    { lastCallId: expiredId, dishId: dish.brownie as string, priceCents: 200, offPercent: 50 },
  ]);
  await db.insert(campaigns).values({
    chefId: chef.anna as string,
    name: '$3 off lasagna',
    discountType: 'amount',
    amountOffCents: 300,
    dishIds: [dish.lasagna as string],
    startsAt: new Date(now.getTime() - HOUR),
    endsAt: new Date(now.getTime() + 7 * 24 * HOUR),
  });
  return { chef, dish, nameOf: (id) => names.get(id) ?? id };
}
