import { z } from 'zod';
import { text } from '#contracts/strings';
import { dishListingSchema } from '#contracts/catalog';
import { kitchenStateSchema } from '#contracts/kitchen';
import { producerKindSchema } from '#contracts/profiles';
import { CHEF_SEARCH_SIZE, FOOD_PAGE_SIZE } from '#domain/pagination';
import { DISTANCE_RANGE_DEFAULT } from '#domain/search-filter';

/** Spec §9 and issue 3: search sizes and limits. */
export const FOOD_SEARCH_DEFAULT_SIZE = FOOD_PAGE_SIZE;
export const FOOD_SEARCH_MAX_SIZE = 50;
export const CHEF_SEARCH_DEFAULT_SIZE = CHEF_SEARCH_SIZE;
export const CHEF_SEARCH_MAX_SIZE = 50;
/** Deepest offset a search may page to (keeps OFFSET scans bounded). */
export const SEARCH_MAX_FROM = 10_000;
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_DEFAULT_DISTANCE_KM = DISTANCE_RANGE_DEFAULT;
/** Largest search radius (about the spec's "else about 462" zoom → km value, rounded up). */
export const SEARCH_MAX_DISTANCE_KM = 500;
/**
 * Search totals are counted up to this many matches; past it `totalCapped` is true and the
 * total is this number (the web shows "500+ results"). Counting every dish in a wide radius
 * would cost more than the page itself (docs/decisions/006-search-query-plan.md).
 */
export const SEARCH_TOTAL_CAP = 500;
/** Individual markers returned at most per map request. */
export const MARKERS_MAX = 500;

export const dishStatusSchema = z.enum(['cooking', 'available', 'sold_out']);
export type DishStatus = z.infer<typeof dishStatusSchema>;

export const searchLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type SearchLocation = z.infer<typeof searchLocationSchema>;

const tagList = z.array(text().trim().min(1).max(60)).max(20);

/**
 * Dish filters shared by the food search, the quick search and the food markers.
 * - `diets`: a dish must carry every diet listed; `origins` / `categories`: any of those listed.
 * - `priceMaxCents`: the most a dish may cost, in cents (the web's dollar slider × 100).
 * - `dealAmount`: only deals at least this many percent off (a live last call or an active
 *   promotion); 0 or absent = every dish.
 * - `status`: as shown to people (spec §4): `sold_out` also matches available dishes with 0 left,
 *   `available` only those with some left.
 */
export const dishFiltersSchema = z.object({
  text: text().trim().max(SEARCH_TEXT_MAX).optional(),
  diets: tagList.optional(),
  origins: tagList.optional(),
  categories: tagList.optional(),
  priceMaxCents: z.number().int().min(0).max(10_000_000).optional(),
  dealAmount: z.number().int().min(0).max(100).optional(),
  status: dishStatusSchema.optional(),
  cookingNowOnly: z.boolean().optional(),
  availableOnly: z.boolean().optional(),
  /** Only dishes of chefs who take an order now ("Open now", decision 048). */
  openNow: z.boolean().optional(),
});
export type DishFilters = z.infer<typeof dishFiltersSchema>;

/**
 * `location` is optional in the schema so a missing one answers the spec's
 * "The location is not set!" (400) rather than a generic validation message.
 */
export const foodSearchBodySchema = dishFiltersSchema.extend({
  size: z.number().int().min(1).max(FOOD_SEARCH_MAX_SIZE).default(FOOD_SEARCH_DEFAULT_SIZE),
  from: z.number().int().min(0).max(SEARCH_MAX_FROM).default(0),
  distanceKm: z.number().positive().max(SEARCH_MAX_DISTANCE_KM).default(SEARCH_DEFAULT_DISTANCE_KM),
  location: searchLocationSchema.nullable().optional(),
});
export type FoodSearchBody = z.input<typeof foodSearchBodySchema>;
export type FoodSearchQuery = z.output<typeof foodSearchBodySchema>;

export const quickFoodSearchBodySchema = dishFiltersSchema.extend({
  distanceKm: z.number().positive().max(SEARCH_MAX_DISTANCE_KM).default(SEARCH_DEFAULT_DISTANCE_KM),
  location: searchLocationSchema.nullable().optional(),
});
export type QuickFoodSearchBody = z.input<typeof quickFoodSearchBodySchema>;

export const ratingSchema = z.object({
  /** Rounded to one decimal; 0 when there are no ratings. */
  average: z.number(),
  count: z.number().int(),
});

export const dishHitSchema = dishListingSchema.extend({
  createdAt: z.iso.datetime({ offset: true }),
  diets: z.array(text()),
  categories: z.array(text()),
  origins: z.array(text()),
  rating: ratingSchema,
  distanceKm: z.number(),
  /**
   * True when the chef is shown as an area (decision 052): `distanceKm` is then to the area's
   * centre, rounded up to the next 0.5 km and at least 1 ("under 1 km").
   */
  distanceRounded: z.boolean(),
  chef: z.object({
    id: z.uuid(),
    name: text().nullable(),
    businessName: text().nullable(),
    avatarUrl: text().nullable(),
    handle: text().nullable(),
  }),
  /** The chef's kitchen now; hits of chefs who take an order now come first. */
  kitchen: kitchenStateSchema,
});
export type DishHit = z.infer<typeof dishHitSchema>;

export const foodSearchResponseSchema = z.object({
  hits: z.array(dishHitSchema),
  /** Every match, exact unless `totalCapped`. */
  total: z.number().int(),
  /** True when more than SEARCH_TOTAL_CAP matched and `total` is that cap. */
  totalCapped: z.boolean(),
});
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;

export const quickDishHitSchema = z.object({
  id: z.uuid(),
  slug: text(),
  name: text(),
  priceCents: z.number().int(),
  photoUrl: text().nullable(),
  distanceKm: z.number(),
  /**
   * True when the chef is shown as an area (decision 052): `distanceKm` is then to the area's
   * centre, rounded up to the next 0.5 km and at least 1 ("under 1 km").
   */
  distanceRounded: z.boolean(),
});
export type QuickDishHit = z.infer<typeof quickDishHitSchema>;

export const quickFoodSearchResponseSchema = z.object({ hits: z.array(quickDishHitSchema) });
export type QuickFoodSearchResponse = z.infer<typeof quickFoodSearchResponseSchema>;

/**
 * Chef search. Text starting with "@" searches handles (prefix or typo-tolerant) and, unless
 * `distanceKm` is given, ignores the radius (a handle names one chef wherever they are);
 * otherwise the radius defaults to 5 km.
 */
export const chefSearchBodySchema = z.object({
  text: text().trim().max(SEARCH_TEXT_MAX).optional(),
  distanceKm: z.number().positive().max(SEARCH_MAX_DISTANCE_KM).optional(),
  size: z.number().int().min(1).max(CHEF_SEARCH_MAX_SIZE).default(CHEF_SEARCH_DEFAULT_SIZE),
  from: z.number().int().min(0).max(SEARCH_MAX_FROM).default(0),
  location: searchLocationSchema.nullable().optional(),
});
export type ChefSearchBody = z.input<typeof chefSearchBodySchema>;
export type ChefSearchQuery = z.output<typeof chefSearchBodySchema>;

export const chefHitSchema = z.object({
  id: z.uuid(),
  name: text().nullable(),
  businessName: text().nullable(),
  handle: text().nullable(),
  title: text().nullable(),
  avatarUrl: text().nullable(),
  producerKind: producerKindSchema.nullable(),
  cookingStatus: z.enum(['idle', 'cooking']),
  /** "live" shows the live indicator linking to /watch/{id}?stream_id={streamId}. */
  streamStatus: z.enum(['offline', 'live']),
  /** The live broadcast's id while `streamStatus` is live, else null. */
  streamId: text().nullable(),
  rating: ratingSchema,
  dishesCount: z.number().int(),
  followersCount: z.number().int(),
  distanceKm: z.number(),
  /**
   * True when the chef is shown as an area (decision 052): `distanceKm` is then to the area's
   * centre, rounded up to the next 0.5 km and at least 1 ("under 1 km").
   */
  distanceRounded: z.boolean(),
  /** The chef's kitchen now (decision 048). */
  kitchen: kitchenStateSchema,
});
export type ChefHit = z.infer<typeof chefHitSchema>;

export const chefSearchResponseSchema = z.object({
  hits: z.array(chefHitSchema),
  /** Every match, exact unless `totalCapped`. */
  total: z.number().int(),
  /** True when more than SEARCH_TOTAL_CAP matched and `total` is that cap. */
  totalCapped: z.boolean(),
});
export type ChefSearchResponse = z.infer<typeof chefSearchResponseSchema>;

/** Query-string list: repeated (`diets=a&diets=b`) or comma-separated (`diets=a,b`). */
const queryList = z.preprocess((v) => {
  if (v === undefined || v === '') return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','));
  return parts.map((s) => s.trim()).filter(Boolean);
}, tagList.optional());
const queryBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean().optional(),
);

/** The visible map box, the zoom level and (for food) the search filters. */
export const markersQuerySchema = z.object({
  north: z.coerce.number().min(-90).max(90),
  south: z.coerce.number().min(-90).max(90),
  east: z.coerce.number().min(-180).max(180),
  west: z.coerce.number().min(-180).max(180),
  zoom: z.coerce.number().int().min(0).max(22),
  type: z.enum(['food', 'chef']).default('food'),
  text: text().trim().max(SEARCH_TEXT_MAX).optional(),
  diets: queryList,
  origins: queryList,
  categories: queryList,
  priceMaxCents: z.coerce.number().int().min(0).max(10_000_000).optional(),
  dealAmount: z.coerce.number().int().min(0).max(100).optional(),
  status: dishStatusSchema.optional(),
  cookingNowOnly: queryBool,
  availableOnly: queryBool,
  openNow: queryBool,
});
export type MarkersQuery = z.output<typeof markersQuerySchema>;

export const clusterMarkerSchema = z.object({
  kind: z.literal('cluster'),
  lat: z.number(),
  lon: z.number(),
  count: z.number().int(),
});
export const pointMarkerSchema = z.object({
  kind: z.enum(['dish', 'chef']),
  id: z.uuid(),
  lat: z.number(),
  lon: z.number(),
  label: text(),
});
export const markerSchema = z.discriminatedUnion('kind', [clusterMarkerSchema, pointMarkerSchema]);
export type Marker = z.infer<typeof markerSchema>;

export const markersResponseSchema = z.object({
  markers: z.array(markerSchema),
  /** True when the markers are server-side clusters (zoom ≤ the clustering max zoom). */
  clustered: z.boolean(),
  /** True when more individual markers matched than were returned (nearest to the centre win). */
  truncated: z.boolean(),
});
export type MarkersResponse = z.infer<typeof markersResponseSchema>;
