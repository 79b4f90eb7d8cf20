import { z } from 'zod';
import { text } from '#contracts/strings';
import { dishKitchenSchema } from '#contracts/kitchen';
import {
  approvalStatusSchema,
  permitTypeSchema,
  producerKindSchema,
  profileStatusSchema,
} from '#contracts/profiles';

/** Dish status (spec §4): cooking (Cooking Now), available (Ready), sold out. */
export const dishStatusSchema = z.enum(['cooking', 'available', 'sold_out']);
export type DishStatus = z.infer<typeof dishStatusSchema>;

export const dishIdParamsSchema = z.object({ id: z.uuid() });
export const dishSlugParamsSchema = z.object({ slug: text().trim().min(1).max(200) });
export const chefIdParamsSchema = z.object({ id: z.uuid() });

/** The badges a dish shows (spec §4). */
export const dishBadgesSchema = z.object({
  soldOut: z.boolean(),
  /** Created within the last 7 days. */
  isNew: z.boolean(),
  cookingNow: z.boolean(),
});
export type DishBadges = z.infer<typeof dishBadgesSchema>;

/** Read-only rating; the web rounds `average` to half stars. Null when nobody rated yet. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A running campaign on a dish (decision 040): its name and the dish's price during it. */
export const dishCampaignSchema = z.object({
  id: z.uuid(),
  name: text(),
  /** The dish's price before options while the campaign runs. */
  priceCents: z.number().int(),
  endsAt: z.iso.datetime(),
});
export type DishCampaign = z.infer<typeof dishCampaignSchema>;

/**
 * Only for a signed-in person who avoids some ingredients (settings, meal preferences): those
 * the dish contains, as the person named them; empty when none. Absent for everyone else.
 * Every list of dishes a buyer sees carries it (search hits, dish cards, favourites, last calls).
 */
export const avoidedIngredientsSchema = z.array(text()).optional();

/** What every list of dishes shows of one (cards, search hits). */
export const dishListingSchema = z.object({
  id: z.uuid(),
  slug: text(),
  name: text(),
  priceCents: z.number().int(),
  /** The price of a live last call for this dish, else null. */
  lastCallPriceCents: z.number().int().nullable(),
  /** A running campaign on the dish, else null; the lower of it and the last call is charged. */
  campaign: dishCampaignSchema.nullable(),
  status: dishStatusSchema,
  /** -1 = unlimited. */
  amountLeft: z.number().int(),
  photoUrl: text().nullable(),
  avoidedIngredients: avoidedIngredientsSchema,
});

/** A dish as a card (chef page, menus). */
export const dishCardSchema = dishListingSchema.extend({
  badges: dishBadgesSchema,
  orderable: z.boolean(),
  rating: ratingSummarySchema,
});
export type DishCard = z.infer<typeof dishCardSchema>;

/**
 * A dish its chef suggests with another ("Goes well with" on the dish page): the card, and
 * whether a modifier must be chosen first (then it is added from its own page, not in one
 * click).
 */
export const suggestedDishSchema = dishCardSchema.extend({ requiresOptions: z.boolean() });
export type SuggestedDish = z.infer<typeof suggestedDishSchema>;

export const modifierOptionSchema = z.object({
  id: z.uuid(),
  name: text(),
  priceCents: z.number().int(),
});

/** A modifier with its available options only (spec §5). Required when min > 0. */
export const dishModifierSchema = z.object({
  id: z.uuid(),
  name: text(),
  min: z.number().int(),
  max: z.number().int(),
  required: z.boolean(),
  options: z.array(modifierOptionSchema),
});
export type DishModifier = z.infer<typeof dishModifierSchema>;

/** The chef block of a dish page: public business contacts only, never the private e-mail or phone. */
export const dishChefSchema = z.object({
  id: z.uuid(),
  name: text(),
  businessName: text().nullable(),
  handle: text().nullable(),
  avatarUrl: text().nullable(),
  title: text().nullable(),
  businessPhone: text().nullable(),
  businessEmail: text().nullable(),
  website: text().nullable(),
  /**
   * Where the map shows the chef (decision 052): a restaurant's or food truck's own point;
   * for anyone else the centre of an area of `locationRadiusM` that holds their home, never the
   * home itself. Null without a location.
   */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The area's radius in metres (MAP_RADIUS_M); null when the point is the business's address. */
  locationRadiusM: z.number().int().nullable(),
  producerKind: producerKindSchema.nullable(),
  approvalStatus: approvalStatusSchema,
  profileStatus: profileStatusSchema,
});
export type DishChef = z.infer<typeof dishChefSchema>;

export const dishPhotoSchema = z.object({ id: z.uuid(), url: text() });

export const cuisineSchema = z.object({
  id: z.uuid(),
  name: text(),
  iso: text().nullable(),
});

/** Everything the dish page shows (/dish/{id}, /food/{id}, /product/{slug}). */
export const dishDetailSchema = z.object({
  id: z.uuid(),
  slug: text(),
  name: text(),
  /** Plain text. */
  description: text().nullable(),
  priceCents: z.number().int(),
  /** Unit the price is for, e.g. "each", "lb". */
  priceUnit: text().nullable(),
  /** Only while a last call with this dish is live; else null. */
  lastCallPriceCents: z.number().int().nullable(),
  /** When the live last call ends; null without one. */
  lastCallEndsAt: z.iso.datetime().nullable(),
  /** A running campaign on the dish, else null; the lower of it and the last call is charged. */
  campaign: dishCampaignSchema.nullable(),
  status: dishStatusSchema,
  /** -1 = unlimited. */
  amountLeft: z.number().int(),
  createdAt: z.iso.datetime(),
  badges: dishBadgesSchema,
  /**
   * The dish rule (spec §4), the chef approved and public, and the chef's kitchen taking an
   * order now or for later (`kitchen.state` not `closed`): it can be added to the cart.
   */
  orderable: z.boolean(),
  /** The chef's kitchen now, and the next slots when it takes orders for later only. */
  kitchen: dishKitchenSchema,
  photos: z.array(dishPhotoSchema),
  videos: z.array(text()),
  ingredients: z.array(text()),
  diets: z.array(text()),
  origins: z.array(text()),
  categories: z.array(text()),
  tags: z.array(text()),
  cuisine: cuisineSchema.nullable(),
  netWeight: text().nullable(),
  totalServing: z.number().int().nullable(),
  leadTimeMinutes: z.number().int().nullable(),
  rating: ratingSummarySchema,
  modifiers: z.array(dishModifierSchema),
  chef: dishChefSchema,
  /**
   * Spec `global_promo`: the chef lets Potluck feature this dish in Potluck's own promotions
   * (decision 054); the dish page says so.
   */
  globalPromo: z.boolean(),
  /** The signed-in user is this dish's chef: order controls are hidden. */
  isOwner: z.boolean(),
  /** `${publicBaseUrl}/product/${slug}` — the link the share buttons use. */
  shareUrl: text(),
  /** The signed-in user has it in favourites; false for guests. */
  isFavorite: z.boolean(),
  /**
   * The chef's suggested items in the chef's order: only their other dishes anyone may see
   * and public lists show; empty when none.
   */
  suggestedDishes: z.array(suggestedDishSchema),
  /**
   * The chef's live broadcast that features this dish, else null: the page shows the live
   * indicator linking to /watch/{chef.id}?stream_id={liveStreamId}.
   */
  liveStreamId: z.uuid().nullable(),
});
export type DishDetail = z.infer<typeof dishDetailSchema>;

export const dishDetailResponseSchema = z.object({ dish: dishDetailSchema });
export type DishDetailResponse = z.infer<typeof dishDetailResponseSchema>;

/** What /dish/label/{id} prints. */
export const dishLabelSchema = z.object({
  dishId: z.uuid(),
  name: text(),
  ingredients: z.array(text()),
  diets: z.array(text()),
  /** Net weight per serving with its unit, e.g. "250 g". */
  netWeight: text().nullable(),
  totalServing: z.number().int().nullable(),
  /** Business name, or the chef's name when none is set. */
  producerName: text(),
  /** CFO (cottage food operator: "Made in a home kitchen") or RES (restaurant); null when unknown. */
  permitType: permitTypeSchema.nullable(),
  /**
   * The chef's business address: the full street address of an address typed "business",
   * otherwise only city, state and ZIP (a home chef's street stays private). Null without one.
   */
  address: z
    .object({
      address1: text().nullable(),
      address2: text().nullable(),
      city: text().nullable(),
      state: text().nullable(),
      zipcode: text().nullable(),
    })
    .nullable(),
  businessPhone: text().nullable(),
});
export type DishLabel = z.infer<typeof dishLabelSchema>;

export const dishLabelResponseSchema = z.object({ label: dishLabelSchema });
export type DishLabelResponse = z.infer<typeof dishLabelResponseSchema>;

export const discountTypeSchema = z.enum(['percent', 'amount']);

/**
 * A producer's active offer, public fields only. Coupon codes are never sent: a coupon shows
 * its discount and validity, the chef hands out the code.
 */
export const producerOfferSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['campaign', 'coupon']),
  /** The campaign's name, or the coupon's campaign name (null when it has none). */
  title: text().nullable(),
  description: text().nullable(),
  discountType: discountTypeSchema,
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  /** Coupons: the order total needed; 0 for campaigns. */
  minOrderCents: z.number().int(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** A coupon for the whole order; campaigns always name their dishes. */
  appliesToAllDishes: z.boolean(),
  /** The dishes it is for (public ones only). */
  dishes: z.array(z.object({ id: z.uuid(), slug: text(), name: text() })),
});
export type ProducerOffer = z.infer<typeof producerOfferSchema>;

export const producerPromotionsResponseSchema = z.object({
  producer: z.object({ id: z.uuid(), name: text(), businessName: text().nullable() }),
  promotions: z.array(producerOfferSchema),
});
export type ProducerPromotionsResponse = z.infer<typeof producerPromotionsResponseSchema>;
