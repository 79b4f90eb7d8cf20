/*
 * The campaigns' SQL (decisions 025, 040): a chef's campaigns in the portal, and the one rule
 * for "this dish is in a running campaign now" that cards, the dish page, search, the cart and
 * checkout all read, so the price a buyer sees is the price they are charged.
 */
import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  notInArray,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { CampaignInput } from '#contracts/promotions';
import { cheapestCampaign, type CampaignTerms } from '#domain/campaigns';
import { queryRows, type Queryable } from '../../db/client.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { campaigns } from '../../db/schema/promotions.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

export const campaignTermsOf = (c: CampaignRow): CampaignTerms => ({
  discountType: c.discountType,
  percentOff: c.percentOff,
  amountOffCents: c.amountOffCents,
  active: c.active,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  endedAt: c.endedAt,
});

/** A dish's running campaign: the one that gives the lowest price when two overlap. */
export interface LiveCampaign {
  id: string;
  name: string;
  priceCents: number;
  endsAt: Date;
}

const liveCampaign = (
  c: { id: string; name: string; endsAt: Date },
  priceCents: number,
): LiveCampaign => ({ id: c.id, name: c.name, priceCents, endsAt: c.endsAt });

/** A running campaign as liveCampaignsJson gives it. */
export interface RunningCampaignJson {
  id: string;
  name: string;
  endsAt: string;
  discountType: 'percent' | 'amount';
  percentOff: number | null;
  amountOffCents: number | null;
}

/** The running campaign of one `dishes d` row from liveCampaignsJson's array, priced. */
export function liveCampaignFromJson(
  regularCents: number,
  running: readonly RunningCampaignJson[],
): LiveCampaign | null {
  const best = cheapestCampaign(regularCents, running);
  return best
    ? liveCampaign({ ...best.campaign, endsAt: new Date(best.campaign.endsAt) }, best.priceCents)
    : null;
}

/** The wire shape of a dish's running campaign (contracts' dishCampaignSchema), or null. */
export const dishCampaignOf = (c: LiveCampaign | undefined | null) =>
  c ? { id: c.id, name: c.name, priceCents: c.priceCents, endsAt: c.endsAt.toISOString() } : null;

/**
 * The one rule for "this campaign is running at `at`", as SQL over a campaigns row `c` (an
 * alias or the table's name): active, not ended early, its window holds `at`.
 */
const runningSql = (c: SQL, at: SQL): SQL =>
  sql`${c}.active and ${c}.ended_at is null and ${c}.starts_at <= ${at} and ${c}.ends_at > ${at}`;

const atSql = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/** The running campaign of each dish that has one, priced from the dish's regular price. */
export async function liveCampaignsOf(
  db: Queryable,
  dishPrices: readonly { id: string; priceCents: number }[],
  now: Date,
): Promise<Map<string, LiveCampaign>> {
  const out = new Map<string, LiveCampaign>();
  if (dishPrices.length === 0) return out;
  const ids = [...new Set(dishPrices.map((d) => d.id))];
  const rows = await queryRows<{ id: string; campaigns: RunningCampaignJson[] }>(
    db,
    sql`select d.id, ${liveCampaignsJson(atSql(now))} as campaigns
      from dishes d where d.id = any(${sql.param(ids)}::uuid[])`,
  );
  const running = new Map(rows.map((r) => [r.id, r.campaigns]));
  for (const dish of dishPrices) {
    const best = liveCampaignFromJson(dish.priceCents, running.get(dish.id) ?? []);
    if (best) out.set(dish.id, best);
  }
  return out;
}

/**
 * The running campaigns on `dishes d` as SQL (the search's hand-written plans, the cart's dish
 * facts, liveCampaignsOf): the rows the dish is in, with their terms, as a JSON array, soonest
 * ending first; priced in TypeScript (liveCampaignFromJson). `at`: the time, or it as SQL.
 */
export function liveCampaignsJson(now: Date | SQL): SQL<RunningCampaignJson[]> {
  const at = now instanceof Date ? atSql(now) : now;
  return sql`(select coalesce(json_agg(json_build_object(
        'id', c.id, 'name', c.name, 'endsAt', c.ends_at, 'discountType', c.discount_type,
        'percentOff', c.percent_off, 'amountOffCents', c.amount_off_cents)
        order by c.ends_at, c.id), '[]'::json)
      from campaigns c
      where c.dish_ids @> array[d.id] and ${runningSql(sql.raw('c'), at)})`;
}

/**
 * The best percent off a running campaign gives `dishes d` (0 when none), for the search's
 * "deal" filter; an amount off is counted as the share of the dish's price it takes.
 */
export function campaignPercentSql(now: Date): SQL {
  return sql`coalesce((
      select max(case when c.discount_type = 'percent' then c.percent_off
                      when d.price_cents > 0 then floor(100.0 * least(c.amount_off_cents, d.price_cents) / d.price_cents)
                      else 0 end)
      from campaigns c
      where c.dish_ids @> array[d.id] and ${runningSql(sql.raw('c'), atSql(now))}
    ), 0)`;
}

export async function campaignsOfChef(db: Queryable, chefId: string): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.chefId, chefId))
    .orderBy(desc(campaigns.createdAt), asc(campaigns.name));
}

/** A chef's running campaigns, soonest ending first (the producer's offers page). */
export async function runningCampaignsOfChef(
  db: Queryable,
  chefId: string,
  now: Date,
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.chefId, chefId), runningSql(sql.raw('"campaigns"'), atSql(now))))
    .orderBy(asc(campaigns.endsAt), desc(campaigns.createdAt));
}

export async function insertCampaign(
  db: Queryable,
  chefId: string,
  input: CampaignInput,
  now: Date,
): Promise<CampaignRow> {
  const [row] = await db
    .insert(campaigns)
    .values({
      chefId,
      name: input.name,
      description: input.description,
      discountType: input.discountType,
      percentOff: input.discountType === 'percent' ? input.percentOff : null,
      amountOffCents: input.discountType === 'amount' ? input.amountOffCents : null,
      dishIds: [...new Set(input.dishIds)],
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** Pause or resume one of the chef's campaigns that has not ended; null: none such. */
export async function setCampaignActive(
  db: Queryable,
  chefId: string,
  id: string,
  active: boolean,
  now: Date,
): Promise<CampaignRow | null> {
  const [row] = await db
    .update(campaigns)
    .set({ active, updatedAt: now })
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.chefId, chefId),
        isNull(campaigns.endedAt),
        gt(campaigns.endsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** End one of the chef's campaigns now, for good; null: none such, or already over. */
export async function endCampaignNow(
  db: Queryable,
  chefId: string,
  id: string,
  now: Date,
): Promise<CampaignRow | null> {
  const [row] = await db
    .update(campaigns)
    .set({ endedAt: now, updatedAt: now })
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.chefId, chefId),
        isNull(campaigns.endedAt),
        gt(campaigns.endsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function campaignOfChef(
  db: Queryable,
  chefId: string,
  id: string,
): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.chefId, chefId)));
  return row ?? null;
}

/** The chef's own dishes among `ids` (a campaign may only hold those), with name and price. */
export async function ownDishPrices(
  db: Queryable,
  chefId: string,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; priceCents: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: dishes.id, name: dishes.name, priceCents: dishes.priceCents })
    .from(dishes)
    .where(and(eq(dishes.chefId, chefId), inArray(dishes.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface CampaignSales {
  ordersCount: number;
  salesCents: number;
}

/**
 * What each campaign sold: the orders that still stand (not rejected or cancelled) with a line
 * at the campaign's price, and those lines' total. It reads the orders' tables, which the
 * orders module owns, here: orders already reads promotions (coupon redemption), and the
 * lines name their campaign, so this is the campaign's own figure (decisions 025, 027).
 */
export async function campaignSalesOf(
  db: Queryable,
  campaignIds: readonly string[],
): Promise<Map<string, CampaignSales>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: orderItems.campaignId,
      ordersCount: countDistinct(orderItems.orderId),
      salesCents: sum(orderItems.lineTotalCents).mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.campaignId, [...campaignIds]),
        notInArray(orders.status, ['rejected', 'cancelled']),
      ),
    )
    .groupBy(orderItems.campaignId);
  return new Map(
    rows.map((r) => [r.campaignId!, { ordersCount: r.ordersCount, salesCents: r.salesCents }]),
  );
}
