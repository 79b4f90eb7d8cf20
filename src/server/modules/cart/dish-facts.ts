// What the cart needs to know about a dish right now: who sells it, whether it may be ordered,
// its live price (the lower of a live last call's and a running campaign's, decision 040) and stock, and all its modifiers
// with every option (available or not), read straight from the database.
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { salePriceCents } from '#domain/campaigns';
import { canOrderFromChef, canSeeDish, isOrderable, UNLIMITED } from '#domain/dish-status';
import type { Modifier } from '#domain/modifiers';
import { DEFAULT_ORDER_SETTINGS, type ChefOrderSettings } from '#domain/order-settings';
import type { OrderTimeRules } from '#domain/order-time';
import { preparedPerDatabase, type Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { chefPersonName } from '../chefs/chef-queries.ts';
import { kitchenRules } from '../chefs/kitchen-queries.ts';
import {
  dishOptionsJson,
  liveDealFromJson,
  liveDealJson,
  type LiveDeal,
} from '../catalog/dish-queries.ts';
import {
  liveCampaignFromJson,
  liveCampaignsJson,
  type LiveCampaign,
} from '../promotions/campaign-queries.ts';

export interface DishFacts {
  id: string;
  slug: string;
  name: string;
  chefId: string;
  chef: {
    id: string;
    name: string;
    businessName: string | null;
    handle: string | null;
    avatarUrl: string | null;
    commissionStructure: ChefOrderSettings['commissionStructure'];
    orderSettings: Omit<ChefOrderSettings, 'commissionStructure'>;
  };
  /** Public dish of a chef whose profile is public, not rejected, account not deleted. */
  visible: boolean;
  /** The chef is approved and not hidden (spec §4). */
  chefTakesOrders: boolean;
  /** The chef's order-time rules: whether the kitchen takes an order now or for later. */
  kitchen: OrderTimeRules;
  status: 'cooking' | 'available' | 'sold_out';
  /** The dish's own stock; -1 = unlimited. */
  dishAmountLeft: number;
  regularPriceCents: number;
  deal: LiveDeal | null;
  campaign: LiveCampaign | null;
  /** Every linked modifier of the dish's own chef, with all options and their availability. */
  modifiers: Modifier[];
}

/** The offer a portion is sold at now: its price before options and what gives it. */
export interface DishOffer {
  priceCents: number;
  /** The live deal whose price applies (its portions are taken), else null. */
  deal: LiveDeal | null;
  /** The running campaign whose price applies, else null. */
  campaignId: string | null;
  campaignName: string | null;
}

/**
 * The best of the regular price, a live last call and a running campaign (offers never stack).
 * The deal wins a tie: its portions are the ones the chef set aside for it.
 */
export function offerOf(f: DishFacts): DishOffer {
  const priceCents = salePriceCents(f.regularPriceCents, {
    dealCents: f.deal?.priceCents,
    campaignCents: f.campaign?.priceCents,
  });
  const none = { priceCents, deal: null, campaignId: null, campaignName: null };
  if (f.deal && f.deal.priceCents === priceCents) return { ...none, deal: f.deal };
  if (f.campaign && f.campaign.priceCents === priceCents && priceCents < f.regularPriceCents)
    return { ...none, campaignId: f.campaign.id, campaignName: f.campaign.name };
  return none;
}

/** Both limits apply: the dish's stock and, sold at a deal's price, the deal's portions. -1 = unlimited. */
export function effectiveAmountLeft(f: DishFacts): number {
  const deal = offerOf(f).deal;
  const limits = [f.dishAmountLeft, deal?.amountLeft ?? UNLIMITED].filter((n) => n !== UNLIMITED);
  return limits.length === 0 ? UNLIMITED : Math.min(...limits);
}

/** May be ordered at all now (chef and dish state and stock), spec §4. */
export const dishOrderableNow = (f: DishFacts): boolean =>
  f.visible &&
  f.chefTakesOrders &&
  isOrderable({ status: f.status, amountLeft: effectiveAmountLeft(f) });

/** The dish the facts are read from (`d` in the SQL): every facts statement joins on it. */
export const factsDish = alias(dishes, 'd');

/**
 * The columns of a dish's facts: the dish with its chef, the chef's settings, the live deal
 * (catalog's liveDealJson), the running campaigns (promotions' liveCampaignsJson) and the
 * options (catalog's dishOptionsJson), each rule read from its owner's SQL.
 */
export const factsColumns = (at: SQL) => ({
  id: factsDish.id,
  slug: factsDish.slug,
  name: factsDish.name,
  chefId: factsDish.chefId,
  priceCents: factsDish.priceCents,
  status: factsDish.status,
  amountLeft: factsDish.amountLeft,
  visibility: factsDish.visibility,
  chefName: profiles.name,
  businessName: profiles.businessName,
  handle: profiles.handle,
  avatarUrl: profiles.avatarUrl,
  approvalStatus: profiles.approvalStatus,
  profileStatus: profiles.profileStatus,
  // The chef's rows: null only where the facts are left-joined to nothing.
  chefProfileId: profiles.id,
  chefUserId: users.id,
  deletedAt: users.deletedAt,
  suspendedAt: users.suspendedAt,
  commissionStructure: businessSettings.commissionStructure,
  minimumOrderCents: businessSettings.minimumOrderCents,
  defaultLeadTimeMinutes: businessSettings.defaultLeadTimeMinutes,
  disablePreOrder: businessSettings.disablePreOrder,
  offersPickup: businessSettings.offersPickup,
  offersDelivery: businessSettings.offersDelivery,
  businessHours: profiles.businessHours,
  timeZone: profiles.timeZone,
  deal: liveDealJson(at),
  campaigns: liveCampaignsJson(at),
  modifiers: dishOptionsJson,
});

/** The statement's `now` placeholder, as a timestamp. */
export const placeholderNow = () => sql`${sql.placeholder('now')}::timestamptz`;

/** Dishes by id, with their facts, in one statement. */
const dishFactsQuery = (db: Queryable) =>
  db
    .select(factsColumns(placeholderNow()))
    .from(factsDish)
    .innerJoin(profiles, eq(profiles.id, factsDish.chefId))
    .innerJoin(users, eq(users.id, factsDish.chefId))
    .leftJoin(businessSettings, eq(businessSettings.chefId, factsDish.chefId))
    .where(sql`${factsDish.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('dish_facts');

/** Every add to the cart reads it: prepared once per database. */
const dishFactsOf = preparedPerDatabase(dishFactsQuery);

/** A dish's facts row as the statement returns it. */
export type FactsRow = Awaited<ReturnType<ReturnType<typeof dishFactsQuery>['execute']>>[number];

/** A facts row as the domain reads it: the chef's defaults filled in, visibility decided. */
export function factsOf(r: FactsRow): DishFacts {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    chefId: r.chefId,
    chef: {
      id: r.chefId,
      name: chefPersonName({ name: r.chefName, businessName: r.businessName }),
      businessName: r.businessName,
      handle: r.handle,
      avatarUrl: r.avatarUrl,
      // A chef who never saved settings (no row: all null) is on the defaults.
      commissionStructure: r.commissionStructure ?? DEFAULT_ORDER_SETTINGS.commissionStructure,
      orderSettings: {
        minimumOrderCents: r.minimumOrderCents ?? DEFAULT_ORDER_SETTINGS.minimumOrderCents,
        defaultLeadTimeMinutes:
          r.defaultLeadTimeMinutes ?? DEFAULT_ORDER_SETTINGS.defaultLeadTimeMinutes,
        disablePreOrder: r.disablePreOrder ?? DEFAULT_ORDER_SETTINGS.disablePreOrder,
        offersPickup: r.offersPickup ?? DEFAULT_ORDER_SETTINGS.offersPickup,
        offersDelivery: r.offersDelivery ?? DEFAULT_ORDER_SETTINGS.offersDelivery,
      },
    },
    // The catalog's rule as anyone but the chef sees it (spec §4): a pending chef's dish is
    // visible, yet not orderable (chefTakesOrders); a chef's own private dish is not.
    visible: canSeeDish(
      r,
      {
        id: r.chefId,
        approvalStatus: r.approvalStatus,
        profileStatus: r.profileStatus,
        deleted: r.deletedAt !== null,
        suspended: r.suspendedAt !== null,
      },
      null,
    ),
    chefTakesOrders: canOrderFromChef(r) && r.deletedAt === null && r.suspendedAt === null,
    kitchen: kitchenRules({
      hours: r.businessHours,
      timeZone: r.timeZone,
      leadTimeMinutes: r.defaultLeadTimeMinutes,
      preOrderDisabled: r.disablePreOrder,
    }),
    status: r.status,
    dishAmountLeft: r.amountLeft,
    regularPriceCents: r.priceCents,
    deal: liveDealFromJson(r.deal),
    campaign: liveCampaignFromJson(r.priceCents, r.campaigns),
    modifiers: r.modifiers,
  };
}

/** Facts for each existing dish id (missing ids are absent from the map). */
export async function loadDishFacts(
  db: Queryable,
  dishIds: readonly string[],
  now: Date,
): Promise<Map<string, DishFacts>> {
  const out = new Map<string, DishFacts>();
  const ids = [...new Set(dishIds)];
  if (ids.length === 0) return out;
  const rows = await dishFactsOf(db).execute({ ids, now: now.toISOString() });
  for (const r of rows) out.set(r.id, factsOf(r));
  return out;
}
