import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { citext, createdAt, timestamptz, updatedAt } from './columns.ts';
import { creditKindEnum, discountTypeEnum } from './enums.ts';

const discountChecks = (table: string) => [
  check(`${table}_percent_off_range`, sql`percent_off BETWEEN 0 AND 100`),
  check(`${table}_amount_off_nonneg`, sql`amount_off_cents >= 0`),
  check(
    `${table}_discount_matches_type`,
    sql`(discount_type = 'percent' AND percent_off IS NOT NULL AND amount_off_cents IS NULL) OR (discount_type = 'amount' AND amount_off_cents IS NOT NULL AND percent_off IS NULL)`,
  ),
  check(`${table}_window`, sql`ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at`),
];

/**
 * A chef's campaign (decision 040): some of their dishes at a discount over a period, no code
 * needed. Ended early by the chef: `ended_at`. A coupon may belong to one.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    discountType: discountTypeEnum().notNull(),
    percentOff: integer(),
    amountOffCents: integer(),
    /** The discounted dishes (at least one). */
    dishIds: uuid().array().notNull(),
    active: boolean().notNull().default(true),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    endedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...discountChecks('campaigns'),
    check('campaigns_has_dishes', sql`cardinality(dish_ids) >= 1`),
    index('campaigns_chef_id_idx').on(t.chefId),
    // Cards, the dish page and the cart ask "which running campaigns hold these dishes".
    index('campaigns_dish_ids_idx').using('gin', t.dishIds),
  ],
);

/** Code-based discount; code unique per chef (case-insensitive). */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'cascade' }),
    code: citext().notNull(),
    discountType: discountTypeEnum().notNull(),
    percentOff: integer(),
    amountOffCents: integer(),
    minOrderCents: integer().notNull().default(0),
    maxRedemptions: integer(),
    /** Uses per buyer; null: no limit. */
    maxPerUser: integer(),
    redemptionsCount: integer().notNull().default(0),
    /** The dishes it is for; empty: the whole order (spec §7: a dish code answers 414). */
    dishIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean().notNull().default(true),
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coupons_chef_code_unique').on(t.chefId, t.code),
    ...discountChecks('coupons'),
    check('coupons_min_order_nonneg', sql`min_order_cents >= 0`),
    check('coupons_max_per_user_pos', sql`max_per_user IS NULL OR max_per_user >= 1`),
    check(
      'coupons_redemptions',
      sql`redemptions_count >= 0 AND (max_redemptions IS NULL OR redemptions_count <= max_redemptions)`,
    ),
    index('coupons_campaign_id_idx').on(t.campaignId),
  ],
);

/** One use of a coupon by a buyer on an order; counts uses per person and in total. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid().notNull(),
    amountCents: integer().notNull(),
    /** Set when the order was rejected or cancelled: the use is given back. */
    releasedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coupon_redemptions_order_unique').on(t.orderId),
    check('coupon_redemptions_amount_pos', sql`amount_cents > 0`),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * A buyer's credit (spec §9): $25 on sign-up, $10 per chef who goes live through their
 * invitation. The money is in the ledger's `credits` account (credit_granted / spent at
 * checkout / credit_expired entries); this row is the grant's terms.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: creditKindEnum().notNull(),
    amountCents: integer().notNull(),
    /** What earned it: the referred chef for a referral; the user for the sign-up credit. */
    sourceId: uuid().notNull(),
    expiresAt: timestamptz().notNull(),
    /** When the unspent rest was taken back at expiry. */
    expiredAt: timestamptz(),
    createdAt: timestamptz().notNull(),
  },
  (t) => [
    unique('credit_grants_user_kind_source_unique').on(t.userId, t.kind, t.sourceId),
    check('credit_grants_amount_pos', sql`amount_cents > 0`),
    index('credit_grants_user_idx').on(t.userId, t.expiresAt),
  ],
);
