import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema/accounts.ts';
import { cartItems, carts } from './schema/cart.ts';
import { dishes, modifiers } from './schema/catalog.ts';
import { orders } from './schema/orders.ts';
import { profiles } from './schema/profiles.ts';
import { reviews } from './schema/reviews.ts';
import { userSettings } from './schema/settings.ts';
import { followings, invitations } from './schema/social.ts';
import { liveStreams } from './schema/live-streams.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The PostgreSQL SQLSTATE of a failed query (drizzle wraps driver errors in `cause`). */
async function pgErrorCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const err = error as { code?: string; cause?: { code?: string } };
    return err.cause?.code ?? err.code;
  }
  return undefined;
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const FK_VIOLATION = '23503';

describe('database schema (PGlite + migrations)', () => {
  let pglite: PGlite;
  let db: PgliteDatabase;
  let buyerId: string;
  let chefId: string;
  let dishId: string;
  let cartId: string;
  let orderId: string;

  beforeAll(async () => {
    pglite = await PGlite.create({ extensions: { cube, earthdistance, pg_trgm, citext } });
    db = drizzle(pglite, { casing: 'snake_case' });
    await migrate(db, { migrationsFolder });

    const [buyer, chef] = await db
      .insert(users)
      .values([
        { email: 'Buyer@Example.com', passwordHash: 'x' },
        { email: 'chef@example.com', passwordHash: 'x' },
      ])
      .returning({ id: users.id });
    buyerId = buyer!.id;
    chefId = chef!.id;
    await db.insert(profiles).values([
      { id: buyerId, name: 'Buyer' },
      {
        id: chefId,
        type: 'chef',
        name: 'Maria Lopez',
        businessName: 'Maria’s Tamales',
        handle: 'MariaCooks',
        latitude: 37.7749,
        longitude: -122.4194,
      },
    ]);
    const [dish] = await db
      .insert(dishes)
      .values({
        chefId,
        name: 'Pork tamales',
        description: 'Hand-made tamales with red chile',
        slug: 'pork-tamales',
        priceCents: 1200,
        categories: ['mexican', 'mains'],
        latitude: 37.7749,
        longitude: -122.4194,
      })
      .returning({ id: dishes.id });
    dishId = dish!.id;
    const [cart] = await db.insert(carts).values({ userId: buyerId }).returning({ id: carts.id });
    cartId = cart!.id;
    const [order] = await db
      .insert(orders)
      .values({
        buyerId,
        sellerId: chefId,
        deliveryMethod: 'pickup',
        subtotalCents: 1200,
        totalCents: 1200,
        commissionStructure: 'commission_15',
        idempotencyKey: 'k1',
      })
      .returning({ id: orders.id });
    orderId = order!.id;
  });

  afterAll(async () => {
    await pglite?.close();
  });

  it('compares user e-mails case-insensitively (citext)', async () => {
    expect(
      await pgErrorCode(db.insert(users).values({ email: 'buyer@example.COM', passwordHash: 'x' })),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('accepts cart quantities 1 and 100 and rejects 0 and 101', async () => {
    const item = { cartId, dishId, unitPriceCents: 1200 };
    expect(await pgErrorCode(db.insert(cartItems).values({ ...item, quantity: 0 }))).toBe(
      CHECK_VIOLATION,
    );
    expect(await pgErrorCode(db.insert(cartItems).values({ ...item, quantity: 101 }))).toBe(
      CHECK_VIOLATION,
    );
    await db.insert(cartItems).values([
      { ...item, quantity: 1 },
      { ...item, quantity: 100 },
    ]);
  });

  it('rejects a special instruction longer than 100 characters', async () => {
    const code = await pgErrorCode(
      db.insert(cartItems).values({
        cartId,
        dishId,
        unitPriceCents: 1,
        quantity: 1,
        specialInstruction: 'a'.repeat(101),
      }),
    );
    expect(code).toBe('22001');
  });

  it('rejects review rating 6 and 0, accepts 5', async () => {
    const review = { type: 'order' as const, orderId, producerId: chefId, reviewerId: buyerId };
    expect(await pgErrorCode(db.insert(reviews).values({ ...review, rating: 6 }))).toBe(
      CHECK_VIOLATION,
    );
    expect(await pgErrorCode(db.insert(reviews).values({ ...review, rating: 0 }))).toBe(
      CHECK_VIOLATION,
    );
    await db.insert(reviews).values({ ...review, rating: 5 });
    // one order review per reviewer and order
    expect(await pgErrorCode(db.insert(reviews).values({ ...review, rating: 4 }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('rejects negative prices, amount_left below -1 and more than 5 categories', async () => {
    const dish = { chefId, name: 'x', priceCents: 100 };
    expect(
      await pgErrorCode(db.insert(dishes).values({ ...dish, slug: 'neg', priceCents: -1 })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await pgErrorCode(db.insert(dishes).values({ ...dish, slug: 'amt', amountLeft: -2 })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await pgErrorCode(
        db
          .insert(dishes)
          .values({ ...dish, slug: 'cat', categories: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(await pgErrorCode(db.insert(dishes).values({ ...dish, slug: 'pork-tamales' }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('rejects negative order money', async () => {
    const code = await pgErrorCode(
      db.insert(orders).values({
        buyerId,
        sellerId: chefId,
        deliveryMethod: 'delivery',
        subtotalCents: 100,
        tipCents: -5,
        totalCents: 95,
        commissionStructure: 'service_fee_15',
        idempotencyKey: 'neg-tip',
      }),
    );
    expect(code).toBe(CHECK_VIOLATION);
  });

  it('rejects a modifier whose max is below its min, or a negative min', async () => {
    expect(
      await pgErrorCode(db.insert(modifiers).values({ chefId, name: 'm', min: 2, max: 1 })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await pgErrorCode(db.insert(modifiers).values({ chefId, name: 'm', min: -1, max: 1 })),
    ).toBe(CHECK_VIOLATION);
  });

  it('rejects a duplicate handle case-insensitively', async () => {
    const [other] = await db
      .insert(users)
      .values({ email: 'other@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    expect(
      await pgErrorCode(db.insert(profiles).values({ id: other!.id, handle: 'mariacooks' })),
    ).toBe(UNIQUE_VIOLATION);
    // null handles do not collide
    await db.insert(profiles).values({ id: other!.id });
  });

  it('rejects foreign-key violations', async () => {
    const missing = '00000000-0000-0000-0000-000000000000';
    expect(
      await pgErrorCode(
        db.insert(cartItems).values({ cartId, dishId: missing, quantity: 1, unitPriceCents: 1 }),
      ),
    ).toBe(FK_VIOLATION);
    expect(await pgErrorCode(db.insert(profiles).values({ id: missing }))).toBe(FK_VIOLATION);
  });

  it('rejects self-follows, duplicate follows and duplicate invitations', async () => {
    expect(
      await pgErrorCode(db.insert(followings).values({ fromUserId: buyerId, toUserId: buyerId })),
    ).toBe(CHECK_VIOLATION);
    await db.insert(followings).values({ fromUserId: buyerId, toUserId: chefId });
    expect(
      await pgErrorCode(db.insert(followings).values({ fromUserId: buyerId, toUserId: chefId })),
    ).toBe(UNIQUE_VIOLATION);
    await db.insert(invitations).values({ senderId: buyerId, toEmail: 'friend@example.com' });
    expect(
      await pgErrorCode(
        db.insert(invitations).values({ senderId: buyerId, toEmail: 'Friend@Example.com' }),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('requires at least one notification channel and caps verification e-mails at 5', async () => {
    expect(
      await pgErrorCode(
        db.insert(userSettings).values({
          userId: buyerId,
          notifyByText: false,
          notifyByEmail: false,
          notifyByApp: false,
        }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await pgErrorCode(
        db
          .update(users)
          .set({ verificationEmailCount: 6 })
          .where(sql`true`),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('cascades a user delete to their cart', async () => {
    const [temp] = await db
      .insert(users)
      .values({ email: 'temp@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    await db.insert(carts).values({ userId: temp!.id });
    await db.delete(users).where(sql`id = ${temp!.id}`);
    const left = await pglite.query<{ n: number }>(
      'select count(*)::int as n from carts where user_id = $1',
      [temp!.id],
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('has the GiST location indexes and runs a KNN query through them', async () => {
    const indexes = await pglite.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where indexname in ('dishes_location_gist_idx', 'profiles_location_gist_idx')`,
    );
    expect(indexes.rows.map((r) => r.indexname).sort()).toEqual([
      'dishes_location_gist_idx',
      'profiles_location_gist_idx',
    ]);
    for (const row of indexes.rows)
      expect(row.indexdef).toMatch(/USING gist \(ll_to_earth\(latitude, longitude\)\)/);

    await db.insert(dishes).values({
      chefId,
      name: 'Far away pie',
      slug: 'far-pie',
      priceCents: 500,
      latitude: 40.7128,
      longitude: -74.006,
    });
    const knn = `select name, earth_distance(ll_to_earth(latitude, longitude), ll_to_earth($1, $2)) as meters
       from dishes order by ll_to_earth(latitude, longitude) <-> ll_to_earth($1, $2) limit 20`;
    const nearest = await pglite.query<{ name: string; meters: number }>(knn, [37.78, -122.41]);
    expect(nearest.rows.map((r) => r.name)).toEqual(['Pork tamales', 'Far away pie']);
    expect(nearest.rows[0]!.meters).toBeLessThan(2000);

    await pglite.exec('set enable_seqscan = off');
    const plan = await pglite.query<{ 'QUERY PLAN': string }>(`explain ${knn}`, [37.78, -122.41]);
    await pglite.exec('reset enable_seqscan');
    // Either GiST index that leads with the location serves the KNN order (decision 006).
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(
      /dishes_(location|geo_text)_gist_idx/,
    );
  });

  it('keeps one live broadcast per chef, and an ended one says when it ended', async () => {
    const live = { chefId, title: 'Tamales live', source: 'browser', provider: 'local' };
    const [first] = await db.insert(liveStreams).values(live).returning({ id: liveStreams.id });
    expect(await pgErrorCode(db.insert(liveStreams).values(live))).toBe(UNIQUE_VIOLATION);
    expect(
      await pgErrorCode(db.insert(liveStreams).values({ ...live, source: 'carrier-pigeon' })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await pgErrorCode(
        db
          .update(liveStreams)
          .set({ status: 'ended' })
          .where(sql`id = ${first!.id}`),
      ),
    ).toBe(CHECK_VIOLATION);
    await db
      .update(liveStreams)
      .set({ status: 'ended', endedAt: new Date(), endReason: 'stopped' })
      .where(sql`id = ${first!.id}`);
    // Once the first has ended, the chef may go live again.
    await db.insert(liveStreams).values(live);
  });

  it('supports trigram and full-text search on dishes and profiles', async () => {
    const fts = await pglite.query<{ name: string }>(
      `select name from dishes where search_vector @@ websearch_to_tsquery('english', $1)`,
      ['chile tamale'],
    );
    expect(fts.rows.map((r) => r.name)).toEqual(['Pork tamales']);
    const trgm = await pglite.query<{ name: string }>(`select name from dishes where name % $1`, [
      'tamale',
    ]);
    expect(trgm.rows.map((r) => r.name)).toContain('Pork tamales');
    const chefs = await pglite.query<{ name: string }>(
      `select name from profiles where handle::text ilike $1 or business_name % $2`,
      ['%maria%', 'tamales'],
    );
    expect(chefs.rows.map((r) => r.name)).toEqual(['Maria Lopez']);
  });
});
