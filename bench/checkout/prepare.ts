// Fixtures for bench:checkout: a fresh database on the PostgreSQL server with one approved
// chef, one dish with a fixed stock, and N buyers, each signed in (a session row, as
// createSession writes it), with a saved test card 4242… (through the local processor and
// addCard for the first buyer, copies of its rows for the others) and the dish (quantity 1)
// in their cart. Everything else is bulk inserts: preparing 1,000 buyers takes seconds.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../src/server/config.ts';
import type { AppContext } from '../../src/server/context.ts';
import { postgresHandle } from '../../src/server/db/client.ts';
import { migratePostgresDatabase } from '../../src/server/db/migrate.ts';
import { sessions, users } from '../../src/server/db/schema/accounts.ts';
import { cartItems, carts } from '../../src/server/db/schema/cart.ts';
import { dishPhotos, dishes } from '../../src/server/db/schema/catalog.ts';
import {
  localProcessorCards,
  localProcessorCustomers,
} from '../../src/server/db/schema/local-processor.ts';
import { paymentAccounts, paymentMethods } from '../../src/server/db/schema/payments.ts';
import { profiles } from '../../src/server/db/schema/profiles.ts';
import { newToken, hashToken } from '../../src/server/modules/auth/tokens.ts';
import { addCard } from '../../src/server/modules/payments/cards.service.ts';
import { systemClock } from '../../src/server/providers/clock/clock.ts';
import { createProviders } from '../../src/server/providers/create-providers.ts';
import { InProcessEventBus } from '../../src/server/realtime/event-bus.ts';
import { withStreamRooms } from '../../src/server/realtime/stream-rooms.ts';
import { databaseUrlFor } from '../../src/server/test/database-url.ts';

export const DISH_PRICE_CENTS = 1200;
const DAY = 86_400_000;
/** Ids shaped like the local processor's own (pm_local_…, cus_local_…, tok_local_…). */
const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export interface BenchBuyer {
  id: string;
  /** Cookie header value of the buyer's session. */
  cookie: string;
  /** payment_methods.id of the saved 4242… card. */
  cardId: string;
}

export interface BenchFixtures {
  databaseUrl: string;
  ctx: AppContext;
  chefId: string;
  dishId: string;
  units: number;
  buyers: BenchBuyer[];
  /** An unlimited second dish: warm-up buyers order it before the measured burst. */
  warmupDishId: string;
  warmup: BenchBuyer[];
  close(): Promise<void>;
}

/** Drops and recreates `name` on the server at `serverUrl`, then applies the migrations. */
async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrlFor(serverUrl, name);
  await migratePostgresDatabase(url);
  return url;
}

/** The bench's own context on the bench database (the server child process has its own). */
function benchContext(url: string, publicBaseUrl: string): AppContext {
  const handle = postgresHandle(url);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/bench-checkout',
    DATABASE_URL: url,
    PUBLIC_BASE_URL: publicBaseUrl,
  });
  return {
    config,
    database: handle,
    db: handle.db,
    clock: systemClock,
    ...createProviders(config, handle.db, systemClock),
    ...withStreamRooms(new InProcessEventBus()),
  };
}

/** `count` buyers, each signed in, with a saved 4242… card and one portion of `dishId` in the cart. */
async function makeBuyers(
  ctx: AppContext,
  count: number,
  dishId: string,
  label: string,
): Promise<BenchBuyer[]> {
  if (count === 0) return [];
  const { db } = ctx;
  const now = ctx.clock.now();
  const buyerRows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-${label}-${i}@example.com`,
        passwordHash: 'not-a-real-hash',
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(profiles)
    .values(buyerRows.map((u, i) => ({ id: u.id, name: `Buyer ${i}`, isNewProfile: false })));
  const tokens = buyerRows.map(() => newToken());
  await db.insert(sessions).values(
    buyerRows.map((u, i) => ({
      userId: u.id,
      tokenHash: hashToken(tokens[i]!),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY),
    })),
  );
  const cartRows = await db
    .insert(carts)
    .values(buyerRows.map((u) => ({ userId: u.id })))
    .returning({ id: carts.id });
  await db.insert(cartItems).values(
    cartRows.map((c) => ({
      cartId: c.id,
      dishId,
      quantity: 1,
      unitPriceCents: DISH_PRICE_CENTS,
    })),
  );

  // The first buyer saves the card through the processor and the cards service; the others
  // get copies of exactly the rows that wrote (one bulk insert per table: seconds, not minutes).
  const processor = ctx.localProcessor;
  if (!processor) throw new Error('bench:checkout needs the local card processor');
  const token = await processor.tokenize({
    number: '4242424242424242',
    expMonth: 12,
    expYear: now.getUTCFullYear() + 3,
    cvc: '123',
  });
  const firstCard = await addCard(ctx, buyerRows[0]!.id, token.id);
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, firstCard.id));
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.id, method!.paymentAccountId));
  const [card] = await db
    .select()
    .from(localProcessorCards)
    .where(eq(localProcessorCards.id, method!.providerPaymentMethodId));
  if (!method || !account || !card) throw new Error('the saved card left no rows');
  const rest = buyerRows.slice(1).map((u) => ({
    userId: u.id,
    customerId: localId('cus'),
    cardId: localId('pm'),
  }));
  const cardIds = [firstCard.id];
  if (rest.length > 0) {
    await db
      .insert(localProcessorCustomers)
      .values(
        rest.map((r, i) => ({ id: r.customerId, email: `bench-${label}-${i + 1}@example.com` })),
      );
    await db.insert(localProcessorCards).values(
      rest.map((r) => ({
        ...card,
        id: r.cardId,
        token: localId('tok'),
        customerId: r.customerId,
        createdAt: now,
      })),
    );
    const accounts = await db
      .insert(paymentAccounts)
      .values(
        rest.map((r, i) => ({
          userId: r.userId,
          provider: account.provider,
          providerCustomerId: r.customerId,
          email: `bench-${label}-${i + 1}@example.com`,
        })),
      )
      .returning({ id: paymentAccounts.id, userId: paymentAccounts.userId });
    const accountOf = new Map(accounts.map((a) => [a.userId, a.id]));
    const methods = await db
      .insert(paymentMethods)
      .values(
        rest.map((r) => ({
          paymentAccountId: accountOf.get(r.userId)!,
          userId: r.userId,
          provider: method.provider,
          providerPaymentMethodId: r.cardId,
          brand: method.brand,
          last4: method.last4,
          expMonth: method.expMonth,
          expYear: method.expYear,
          isDefault: method.isDefault,
        })),
      )
      .returning({ id: paymentMethods.id, userId: paymentMethods.userId });
    const methodOf = new Map(methods.map((m) => [m.userId, m.id]));
    for (const r of rest) cardIds.push(methodOf.get(r.userId)!);
  }
  return buyerRows.map((u, i) => ({
    id: u.id,
    cookie: `potluck_session=${tokens[i]}`,
    cardId: cardIds[i]!,
  }));
}

export async function prepareCheckoutBench(opts: {
  serverUrl: string;
  database: string;
  buyers: number;
  warmupBuyers: number;
  units: number;
  publicBaseUrl: string;
  log: (line: string) => void;
}): Promise<BenchFixtures> {
  const started = Date.now();
  const databaseUrl = await freshDatabase(opts.serverUrl, opts.database);
  const ctx = benchContext(databaseUrl, opts.publicBaseUrl);
  const { db } = ctx;
  const now = new Date();
  const run = Date.now().toString(36);

  const [chef] = await db
    .insert(users)
    .values({ email: `bench-chef-${run}@example.com`, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  if (!chef) throw new Error('chef insert returned no row');
  await db.insert(profiles).values({
    id: chef.id,
    type: 'chef',
    approvalStatus: 'approved',
    profileStatus: 'public',
    name: 'Bench Chef',
    businessName: 'Bench Kitchen',
    // Open around the clock, so "order now" is allowed whenever the bench runs.
    businessHours: { businessDays: [0, 1, 2, 3, 4, 5, 6], fromHour: '00:00', endHour: '24:00' },
    timeZone: 'UTC',
  });
  const [dish] = await db
    .insert(dishes)
    .values({
      chefId: chef.id,
      name: 'Bench Tamales',
      slug: `bench-tamales-${run}`,
      priceCents: DISH_PRICE_CENTS,
      amountLeft: opts.units,
      createdAt: new Date(now.getTime() - 30 * DAY),
    })
    .returning({ id: dishes.id });
  if (!dish) throw new Error('dish insert returned no row');
  await db.insert(dishPhotos).values({ dishId: dish.id, url: '/files/bench-tamales.jpg' });

  const [warmupDish] = await db
    .insert(dishes)
    .values({
      chefId: chef.id,
      name: 'Bench Horchata',
      slug: `bench-horchata-${run}`,
      priceCents: DISH_PRICE_CENTS,
      createdAt: new Date(now.getTime() - 30 * DAY),
    })
    .returning({ id: dishes.id });
  if (!warmupDish) throw new Error('dish insert returned no row');

  const buyers = await makeBuyers(ctx, opts.buyers, dish.id, `buyer-${run}`);
  const warmup = await makeBuyers(ctx, opts.warmupBuyers, warmupDish.id, `warmup-${run}`);
  await db.execute(sql`analyze`);
  opts.log(
    `  prepared ${opts.database}: 1 chef, 1 dish (${opts.units} left), ${buyers.length} buyers with a session, a saved 4242 card and the dish in their cart, plus ${warmup.length} warm-up buyers of an unlimited dish, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    databaseUrl,
    ctx,
    chefId: chef.id,
    dishId: dish.id,
    units: opts.units,
    buyers,
    warmupDishId: warmupDish.id,
    warmup,
    close: () => ctx.database.close(),
  };
}
