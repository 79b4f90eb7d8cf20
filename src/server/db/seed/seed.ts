import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Database, Tx } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { addresses } from '../schema/addresses.ts';
import {
  cuisines,
  dishes,
  dishModifiers,
  dishPhotos,
  menuItems,
  menus,
  modifierOptions,
  modifiers,
} from '../schema/catalog.ts';
import { aboutDocuments, carouselItems, helpArticles } from '../schema/content.ts';
import { lastCallItems, lastCalls } from '../schema/lastcall.ts';
import { storedFiles } from '../schema/media.ts';
import { chefApprovals } from '../schema/onboarding.ts';
import { localProcessorConnectAccounts } from '../schema/local-processor.ts';
import { orderItems, orders, orderStatusHistory } from '../schema/orders.ts';
import { profiles } from '../schema/profiles.ts';
import { reviews } from '../schema/reviews.ts';
import { adminSettings, businessSettings, userSettings } from '../schema/settings.ts';
import { favoriteChefs, favoriteDishes, followings } from '../schema/social.ts';
import { hashDemoPassword } from './accounts.ts';
import { mapLimit, renderWebp } from './photos.ts';
import { buildDemoPlan, type DemoPlan } from './plan.ts';
import { demoCity } from './places.ts';

/** Advisory lock key that serialises demo loading across instances sharing one database. */
export const DEMO_LOCK_KEY = 727002;
const BATCH = 100;
const RENDER_CONCURRENCY = 4;

type Executor = Tx;

async function hasUsers(db: Database | Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Logs "label done/total" about every 10% (and at the end). */
function progress(log: (line: string) => void, label: string, total: number, suffix = '') {
  let lastDecile = 0;
  return (done: number) => {
    const decile = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (decile === lastDecile) return;
    lastDecile = decile;
    log(`Loading demo data: ${label} ${done}/${total}${suffix}`);
  };
}

async function insertBatches<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH));
  }
}

async function storeImages(
  ctx: AppContext,
  plan: DemoPlan,
  log: (line: string) => void,
): Promise<void> {
  const dishTotal = plan.dishes.length;
  const dishProgress = progress(log, 'dishes', dishTotal, ' (photos)');
  let dishesDone = 0;
  const sizes = await mapLimit(plan.images, RENDER_CONCURRENCY, async (image) => {
    const body = await renderWebp(image.svg);
    await ctx.storage.put(image.key, body, 'image/webp');
    if (image.key.startsWith('dish/')) dishProgress(++dishesDone);
    return body.length;
  });
  plan.storedFiles = plan.images.map((image, i) => ({
    key: image.key,
    contentType: 'image/webp',
    sizeBytes: sizes[i] ?? 0,
    ownerId: image.ownerId,
  }));
}

async function insertPlan(
  tx: Executor,
  plan: DemoPlan,
  log: (line: string) => void,
): Promise<void> {
  await insertBatches(tx, users, plan.users);
  await insertBatches(tx, profiles, plan.profiles);
  await insertBatches(tx, addresses, plan.addresses);
  await insertBatches(tx, userSettings, plan.userSettings);
  await insertBatches(tx, businessSettings, plan.businessSettings);
  await insertBatches(tx, chefApprovals, plan.chefApprovals);
  await insertBatches(tx, localProcessorConnectAccounts, plan.localConnectAccounts);
  log(`Loading demo data: producers ${plan.counts.producers}/${plan.counts.producers}`);
  await insertBatches(tx, cuisines, plan.cuisines);
  const dishProgress = progress(log, 'dishes', plan.dishes.length, ' (rows)');
  for (let i = 0; i < plan.dishes.length; i += BATCH) {
    const slice = plan.dishes.slice(i, i + BATCH);
    await tx.insert(dishes).values(slice);
    dishProgress(i + slice.length);
  }
  await insertBatches(tx, dishPhotos, plan.dishPhotos);
  await insertBatches(tx, storedFiles, plan.storedFiles);
  await insertBatches(tx, modifiers, plan.modifiers);
  await insertBatches(tx, modifierOptions, plan.modifierOptions);
  await insertBatches(tx, dishModifiers, plan.dishModifiers);
  // Parents first: child menus reference them.
  await insertBatches(
    tx,
    menus,
    plan.menus.filter((m) => !m.parentId),
  );
  await insertBatches(
    tx,
    menus,
    plan.menus.filter((m) => m.parentId),
  );
  await insertBatches(tx, menuItems, plan.menuItems);
  await insertBatches(tx, lastCalls, plan.lastCalls);
  await insertBatches(tx, lastCallItems, plan.lastCallItems);
  await insertBatches(tx, orders, plan.orders);
  await insertBatches(tx, orderItems, plan.orderItems);
  await insertBatches(tx, orderStatusHistory, plan.orderStatusHistory);
  await insertBatches(tx, reviews, plan.reviews);
  log(`Loading demo data: reviews ${plan.reviews.length}, orders ${plan.orders.length}`);
  await insertBatches(tx, followings, plan.followings);
  await insertBatches(tx, favoriteDishes, plan.favoriteDishes);
  await insertBatches(tx, favoriteChefs, plan.favoriteChefs);
  await insertBatches(tx, carouselItems, plan.carouselItems);
  await insertBatches(tx, aboutDocuments, plan.aboutDocuments);
  await insertBatches(tx, helpArticles, plan.helpArticles);
  await insertBatches(tx, adminSettings, plan.adminSettings);
}

/**
 * Loads the demo (producers, dishes with generated photos, menus, reviews, demo accounts) when the
 * database has no users. One transaction behind an advisory lock, so instances starting together
 * load it once. Never in production: the demo accounts' password is public.
 */
export async function loadDemoDataIfEmpty(
  ctx: AppContext,
  log: (line: string) => void,
): Promise<{ loaded: boolean }> {
  if (await hasUsers(ctx.db)) return { loaded: false };
  if (ctx.config.isProduction) {
    log(
      'Demo data skipped: NODE_ENV=production (demo accounts have a public password). Set DEMO_DATA=off to silence.',
    );
    return { loaded: false };
  }
  const started = performance.now();
  const label = ctx.config.DEMO_CITY;
  const place = await ctx.geocoder.forward(label).catch(() => null);
  const city = demoCity(label, place);
  const passwordHash = await hashDemoPassword();
  const plan = buildDemoPlan({
    city,
    now: ctx.clock.now(),
    passwordHash,
    publicUrl: (key) => ctx.storage.publicUrl(key),
  });

  const loaded = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    log(
      `Loading demo data for ${city.label}: ${plan.counts.producers} producers, ${plan.dishes.length} dishes`,
    );
    await storeImages(ctx, plan, log);
    await insertPlan(tx, plan, log);
    return true;
  });
  if (!loaded) return { loaded: false };
  log(`Demo data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { loaded: true };
}
