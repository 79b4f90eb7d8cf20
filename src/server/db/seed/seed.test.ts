import { createHash } from 'node:crypto';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { updateProfileSchema } from '#contracts/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { queryRows, type Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { addresses } from '../schema/addresses.ts';
import { dishes, dishModifiers, dishPhotos, menuItems, menus } from '../schema/catalog.ts';
import { aboutDocuments, carouselItems, helpArticles } from '../schema/content.ts';
import { lastCallItems } from '../schema/lastcall.ts';
import { profiles } from '../schema/profiles.ts';
import { adminSettings } from '../schema/settings.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './accounts.ts';
import { loadDemoDataIfEmpty } from './seed.ts';

const SEED_TIMEOUT = 180_000;

/** Row count and digest of every seeded table, recorded on the seed as it was before issue 11's split. */
const EXPECTED_DIGESTS: Record<string, string> = {
  users: '62:21dc4cee4420d9fc', // re-recorded: issue 15 added empty columns to users
  profiles: '62:749ed8715a243b85',
  addresses: '61:541b943ca658c80c',
  user_settings: '62:e4e7748494800360',
  business_settings: '49:f54cc01fc16e7f9b',
  chef_approvals: '49:eea91e017032e89c',
  local_processor_connect_accounts: '49:98b8bcd194b9fdc0',
  cuisines: '13:08641a72b1d35469',
  dishes: '459:82a8e0253304b460',
  dish_photos: '459:2b8320e112c2910a',
  stored_files: '508:e79786cde055be8f',
  modifiers: '78:9f93142d1009e6b8',
  modifier_options: '317:a1e1bef8f56bf334',
  dish_modifiers: '203:78e9b2fa8aa8cf2e',
  menus: '131:2b29a77f31b8723d',
  menu_items: '459:4da97c48eb068dab',
  last_calls: '9:c4d342c425fae351',
  last_call_items: '22:e247fdccf6e42b8e',
  orders: '142:116bc6b93d67af58',
  order_items: '277:43ba8ee3b09e9ab9',
  order_status_history: '142:d1a3524e380df74f',
  reviews: '334:7fef2ef1d7eb2f4e',
  followings: '72:67372cad4070e3e4',
  favorite_dishes: '64:26a275758baad355',
  favorite_chefs: '24:a40295322c4f35f5',
  carousel_items: '6:63badeaab2cdcab6',
  about_documents: '2:297fcda3f902d313',
  admin_settings: '1:86dc25ad36472af1',
};

/** Digest of what a visitor sees of the catalogue: names, prices, slugs, statuses. */
async function catalogueDigest(db: Database): Promise<string> {
  const list = await db
    .select({
      slug: dishes.slug,
      name: dishes.name,
      price: dishes.priceCents,
      status: dishes.status,
    })
    .from(dishes)
    .orderBy(asc(dishes.slug));
  return createHash('sha256').update(JSON.stringify(list)).digest('hex');
}

/** Row counts of every table the seed fills. */
async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = [
    'users',
    'profiles',
    'addresses',
    'dishes',
    'dish_photos',
    'modifiers',
    'modifier_options',
    'dish_modifiers',
    'menus',
    'menu_items',
    'last_calls',
    'last_call_items',
    'orders',
    'order_items',
    'reviews',
    'followings',
    'favorite_dishes',
    'favorite_chefs',
    'cuisines',
    'carousel_items',
    'about_documents',
    'admin_settings',
    'business_settings',
    'chef_approvals',
    'stored_files',
  ];
  const out: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${sql.identifier(table)}`,
    );
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}

/** Every table the demo fills, in insertion order. */
const SEEDED_TABLES = [
  'users',
  'profiles',
  'addresses',
  'user_settings',
  'business_settings',
  'chef_approvals',
  'local_processor_connect_accounts',
  'cuisines',
  'dishes',
  'dish_photos',
  'stored_files',
  'modifiers',
  'modifier_options',
  'dish_modifiers',
  'menus',
  'menu_items',
  'last_calls',
  'last_call_items',
  'orders',
  'order_items',
  'order_status_history',
  'reviews',
  'followings',
  'favorite_dishes',
  'favorite_chefs',
  'carousel_items',
  'about_documents',
  'admin_settings',
] as const;

/**
 * Columns left out of the digest because they differ from run to run for reasons outside the
 * demo plan: the password hash has a random salt, and a WebP's size depends on the encoder build.
 */
const UNSTABLE_COLUMNS: Record<string, readonly string[]> = {
  users: ['password_hash'],
  stored_files: ['size_bytes'],
};

/** When this file started, by the real clock (the app's clock is a fixed day in January 2026). */
const REAL_START = Date.now();

/**
 * True for a time the database stamped itself (a column's `default now()`, such as
 * `updated_at`): it follows the real clock, while every time the plan writes follows the app's
 * fixed clock, months earlier. Those values are replaced by a marker so the digest is stable.
 */
function isDatabaseNow(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) &&
    Date.parse(value) >= REAL_START - 3_600_000
  );
}

/**
 * A digest per seeded table of all its rows (every column, as JSON, sorted bytewise), so a
 * refactor of the seed can prove it writes the very same demo database. Times are read in UTC
 * so PGlite and a PostgreSQL server give the same text.
 */
async function seededTableDigests(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const out: Record<string, string> = {};
    for (const table of SEEDED_TABLES) {
      const rows = await queryRows<{ r: string }>(
        tx,
        sql`select row_to_json(t)::text as r from ${sql.identifier(table)} t`,
      );
      const masked = UNSTABLE_COLUMNS[table] ?? [];
      const lines = rows
        .map(({ r }) => {
          const row = JSON.parse(r) as Record<string, unknown>;
          for (const column of masked) delete row[column];
          for (const [column, value] of Object.entries(row)) {
            if (isDatabaseNow(value)) row[column] = '<database now>';
          }
          return JSON.stringify(row);
        })
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      out[table] =
        `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
    }
    return out;
  });
}

describe('demo data', () => {
  let t: TestApp;
  const lines: string[] = [];
  let first: { loaded: boolean };

  beforeAll(async () => {
    t = await createTestApp();
    first = await loadDemoDataIfEmpty(t.ctx, (line) => lines.push(line));
  }, SEED_TIMEOUT);
  afterAll(() => t?.close());

  it('loads once, reporting progress about every 10% and the total time', () => {
    expect(first).toEqual({ loaded: true });
    expect(lines.some((l) => /^Loading demo data: producers \d+\/\d+$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Loading demo data: dishes \d+\/\d+ \(photos\)$/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Demo data loaded in \d+\.\d s$/);
    expect(lines.length).toBeLessThan(40);
    console.log(lines.at(-1));
  });

  // Recorded before the seed became data files and one file per part of the demo: any change to
  // the demo database shows here, table by table. Runs before any test signs in (sessions touch users).
  it('writes the same demo database as before, row for row', async () => {
    expect(await seededTableDigests(t.ctx.db)).toEqual(EXPECTED_DIGESTS);
  });

  it('has 40+ approved public producers of every kind, plus pending and hidden ones', async () => {
    const chefs = await t.ctx.db
      .select({
        approval: profiles.approvalStatus,
        visibility: profiles.profileStatus,
        description: profiles.description,
        title: profiles.title,
        hours: profiles.businessHours,
        lat: profiles.latitude,
        permit: profiles.permitType,
        kind: profiles.producerKind,
      })
      .from(profiles)
      .where(eq(profiles.type, 'chef'));
    const approved = chefs.filter((c) => c.approval === 'approved' && c.visibility === 'public');
    expect(approved.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['home_chef', 'restaurant', 'farmer', 'food_truck'] as const) {
      expect(approved.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(1);
    }
    // Every producer has a kind, and the description's first line agrees with it.
    for (const c of chefs) {
      const described = /^Demo producer — (home chef|restaurant|farmer|food truck) in /.exec(
        c.description ?? '',
      )?.[1];
      expect(described?.replace(' ', '_')).toBe(c.kind);
    }
    const [customersWithKind] = await t.ctx.db
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.type, 'customer'), isNotNull(profiles.producerKind)));
    expect(customersWithKind?.n).toBe(0);
    expect(new Set(approved.map((c) => c.permit))).toEqual(new Set(['CFO', 'RES', null]));
    expect(chefs.every((c) => c.description?.startsWith('Demo producer — '))).toBe(true);
    expect(chefs.every((c) => (c.title ?? '').length > 0 && (c.title ?? '').length <= 100)).toBe(
      true,
    );
    expect(
      chefs.every(
        (c) => c.hours && c.hours.businessDays.length > 0 && /^\d\d:\d\d$/.test(c.hours.fromHour),
      ),
    ).toBe(true);
    expect(chefs.every((c) => c.lat !== null)).toBe(true);
    expect(chefs.filter((c) => c.approval === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(chefs.filter((c) => c.visibility === 'hide').length).toBe(1);
  });

  it('stores profiles that pass the profile edit contract (owners can save them unchanged)', async () => {
    const all = await t.ctx.db.select().from(profiles);
    for (const p of all) {
      const fields = {
        name: p.name,
        handle: p.handle,
        title: p.title,
        description: p.description,
        website: p.website,
        instagram: p.instagram,
        businessName: p.businessName,
        businessPhone: p.businessPhone,
        businessEmail: p.businessEmail,
        phone: p.phone,
        profileStatus: p.profileStatus,
      };
      const parsed = updateProfileSchema.safeParse(fields);
      expect(parsed.success, `${p.handle}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('scatters producers within ~8 km of the demo city', async () => {
    const far = await queryRows<{ n: string | number }>(
      t.ctx.db,
      sql`select count(*) as n from profiles where type = 'chef'
          and earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(37.7749, -122.4194)) > 8500`,
    );
    expect(Number(far[0]?.n)).toBe(0);
  });

  it('has 400+ dishes in every status, with valid categories, modifiers and menus', async () => {
    const list = await t.ctx.db
      .select({
        id: dishes.id,
        status: dishes.status,
        amountLeft: dishes.amountLeft,
        categories: dishes.categories,
        price: dishes.priceCents,
      })
      .from(dishes);
    expect(list.length).toBeGreaterThanOrEqual(400);
    expect(new Set(list.map((d) => d.status))).toEqual(
      new Set(['cooking', 'available', 'sold_out']),
    );
    expect(list.some((d) => d.status === 'available' && d.amountLeft === 0)).toBe(true);
    expect(list.some((d) => d.amountLeft === -1)).toBe(true);
    expect(list.every((d) => d.categories.length >= 1 && d.categories.length <= 5)).toBe(true);
    expect(list.every((d) => Number.isInteger(d.price) && d.price > 0)).toBe(true);

    const [withModifiers] = await t.ctx.db
      .select({ n: sql<number>`count(distinct ${dishModifiers.dishId})::int` })
      .from(dishModifiers);
    const share = (withModifiers?.n ?? 0) / list.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);

    const [onMenus] = await t.ctx.db
      .select({ n: sql<number>`count(distinct ${menuItems.dishId})::int` })
      .from(menuItems);
    expect(onMenus?.n).toBe(list.length);
    const parents = await t.ctx.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.type, 'parent'));
    const children = await queryRows<{ parent_id: string; n: string | number }>(
      t.ctx.db,
      sql`select parent_id, count(*) as n from menus where parent_id is not null group by parent_id`,
    );
    expect(children.length).toBe(parents.length);
    expect(children.every((c) => Number(c.n) >= 1 && Number(c.n) <= 2)).toBe(true);
    const [deals] = await t.ctx.db.select({ n: count() }).from(lastCallItems);
    expect(deals?.n).toBeGreaterThan(0);
  });

  it('stores a generated 800×600 WebP photo for every dish, served by the files route', async () => {
    const photos = await t.ctx.db
      .select({ dishId: dishPhotos.dishId, url: dishPhotos.url })
      .from(dishPhotos);
    const [dishCount] = await t.ctx.db.select({ n: count() }).from(dishes);
    expect(new Set(photos.map((p) => p.dishId)).size).toBe(dishCount?.n);
    for (const photo of photos) {
      const key = `dish/${photo.dishId}/1.webp`;
      expect(photo.url).toBe(t.ctx.storage.publicUrl(key));
      const stored = await t.ctx.storage.get(key);
      expect(stored?.contentType).toBe('image/webp');
      expect(stored?.body.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
    const sample = await t.ctx.storage.get(`dish/${photos[0]?.dishId}/1.webp`);
    const meta = await sharp(sample?.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    const res = await t.app.inject({ method: 'GET', url: photos[0]?.url ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/webp');
  });

  it('keeps profile and dish counters consistent with the rows', async () => {
    const mismatched = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select p.id from profiles p
          where p.dishes_count <> (select count(*) from dishes d where d.chef_id = p.id)
             or p.followers_count <> (select count(*) from followings f where f.to_user_id = p.id)
             or p.rating_count <> (select count(*) from reviews r where r.producer_id = p.id and r.type = 'order')
             or p.rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.producer_id = p.id and r.type = 'order')`,
    );
    expect(mismatched).toEqual([]);
    const dishMismatch = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select d.id from dishes d
          where d.rating_count <> (select count(*) from reviews r where r.dish_id = d.id and r.type = 'dish')
             or d.rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.dish_id = d.id and r.type = 'dish')`,
    );
    expect(dishMismatch).toEqual([]);
    const [reviewed] = await queryRows<{ n: string | number }>(
      t.ctx.db,
      sql`select count(*) as n from profiles where rating_count > 0`,
    );
    expect(Number(reviewed?.n)).toBeGreaterThan(20);
  });

  it('marks the database as demo and fills the home-page content', async () => {
    const [setting] = await t.ctx.db
      .select()
      .from(adminSettings)
      .where(eq(adminSettings.key, 'demo_data'));
    expect(setting?.value).toMatchObject({ city: 'San Francisco, CA' });
    const carousel = await t.ctx.db.select().from(carouselItems);
    expect(carousel.length).toBeGreaterThan(0);
    expect(carousel.length).toBeLessThanOrEqual(8);
    expect(carousel.every((c) => c.tag === 'web')).toBe(true);
    const about = await t.ctx.db
      .select()
      .from(aboutDocuments)
      .where(eq(aboutDocuments.slug, 'about'));
    expect(about[0]?.published).toBe(true);
    const help = await t.ctx.db.select().from(helpArticles);
    expect(new Set(help.map((h) => h.topic))).toEqual(
      new Set(['Ordering', 'Pickup and delivery', 'Payments', 'For producers']),
    );
    expect(help.every((h) => h.published && h.publishedAt)).toBe(true);
  });

  it('lets every demo account sign in with the demo password', async () => {
    for (const email of Object.values(DEMO_EMAILS)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      const user = res.json().user as { email: string; isAdmin: boolean; emailVerified: boolean };
      expect(user.email).toBe(email);
      expect(user.emailVerified).toBe(true);
      expect(user.isAdmin).toBe(email === DEMO_EMAILS.admin);
    }
    const [customer] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_EMAILS.customer));
    const home = await t.ctx.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, customer?.id ?? ''));
    expect(home[0]?.city).toBe('San Francisco');
    const [chef] = await t.ctx.db
      .select({ count: profiles.dishesCount, approval: profiles.approvalStatus })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, DEMO_EMAILS.chef));
    expect(chef?.approval).toBe('approved');
    expect(chef?.count).toBeGreaterThan(0);
  });

  it('does nothing when the database already has users', async () => {
    const before = await tableCounts(t.ctx.db);
    const again: string[] = [];
    expect(await loadDemoDataIfEmpty(t.ctx, (l) => again.push(l))).toEqual({ loaded: false });
    expect(again).toEqual([]);
    expect(await tableCounts(t.ctx.db)).toEqual(before);
  });

  it(
    'loads once when two instances start together, and a second database gets the same catalogue',
    async () => {
      const other = await createTestApp();
      try {
        const results = await Promise.all([
          loadDemoDataIfEmpty(other.ctx, () => undefined),
          loadDemoDataIfEmpty(other.ctx, () => undefined),
        ]);
        expect(results.map((r) => r.loaded).sort()).toEqual([false, true]);
        expect(await catalogueDigest(other.ctx.db)).toBe(await catalogueDigest(t.ctx.db));
        expect(await tableCounts(other.ctx.db)).toEqual(await tableCounts(t.ctx.db));
      } finally {
        await other.close();
      }
    },
    SEED_TIMEOUT,
  );
});
