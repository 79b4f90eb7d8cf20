import { z } from 'zod';
import { text } from '#contracts/strings';
import { dishCardSchema, ratingSummarySchema } from '#contracts/catalog';
import { approvalStatusSchema, producerKindSchema, profileStatusSchema } from '#contracts/profiles';

export { chefIdParamsSchema } from '#contracts/catalog';

export const chefHandleParamsSchema = z.object({ handle: text().trim().min(1).max(100) });

export const cookingStatusSchema = z.enum(['idle', 'cooking']);
export const streamStatusSchema = z.enum(['offline', 'live']);

/** Weekly opening hours; times "HH:mm" in the chef's time zone; days 0 = Sunday … 6. */
export const businessHoursSchema = z.object({
  businessDays: z.array(z.number().int()),
  fromHour: text(),
  endHour: text(),
});

/** What a buyer's order must respect (spec §3 business settings); the server enforces it. */
export const chefOrderSettingsSchema = z.object({
  minimumOrderCents: z.number().int().nonnegative(),
  defaultLeadTimeMinutes: z.number().int().nonnegative(),
  disablePreOrder: z.boolean(),
  offersPickup: z.boolean(),
  offersDelivery: z.boolean(),
});

/**
 * A chef's public page (/chef/{id}): every profile-card field of spec §2 plus live status,
 * counters and the signed-in viewer's relation. Never the private e-mail or phone.
 */
export const chefPageSchema = z.object({
  id: z.uuid(),
  name: text(),
  handle: text().nullable(),
  title: text().nullable(),
  /** Markdown source; the web renders it sanitized. */
  description: text().nullable(),
  avatarUrl: text().nullable(),
  bannerUrl: text().nullable(),
  businessLogo: text().nullable(),
  businessName: text().nullable(),
  businessPhone: text().nullable(),
  businessEmail: text().nullable(),
  website: text().nullable(),
  facebook: text().nullable(),
  twitter: text().nullable(),
  linkedin: text().nullable(),
  instagram: text().nullable(),
  pinterest: text().nullable(),
  yelp: text().nullable(),
  producerKind: producerKindSchema.nullable(),
  approvalStatus: approvalStatusSchema,
  profileStatus: profileStatusSchema,
  /** "cooking" shows the Cooking chip. */
  cookingStatus: cookingStatusSchema,
  /** "live" shows the live indicator linking to /watch/{id}?stream_id=… */
  streamStatus: streamStatusSchema,
  /** Only while live; else null. */
  streamId: text().nullable(),
  businessHours: businessHoursSchema.nullable(),
  timeZone: text(),
  orderSettings: chefOrderSettingsSchema,
  /**
   * Where the map shows the chef (decision 052): a restaurant's or food truck's own point;
   * for anyone else the centre of an area of `locationRadiusM` that holds their home, never the
   * home itself. Null without a location.
   */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The area's radius in metres (MAP_RADIUS_M); null when the point is the business's address. */
  locationRadiusM: z.number().int().nullable(),
  dishesCount: z.number().int(),
  followersCount: z.number().int(),
  rating: ratingSummarySchema,
  /** The signed-in user is this chef. */
  isOwner: z.boolean(),
  /** The signed-in user follows this chef; false for guests. */
  isFollowing: z.boolean(),
  /** The signed-in user has this chef in favourites; false for guests. */
  isFavorite: z.boolean(),
});
export type ChefPage = z.infer<typeof chefPageSchema>;

export const chefPageResponseSchema = z.object({ chef: chefPageSchema });
export type ChefPageResponse = z.infer<typeof chefPageResponseSchema>;

export const CHEF_DISHES_PAGE_DEFAULT = 12;
export const CHEF_DISHES_PAGE_MAX = 50;

export const chefDishesQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(CHEF_DISHES_PAGE_MAX).default(CHEF_DISHES_PAGE_DEFAULT),
});
export type ChefDishesQuery = z.infer<typeof chefDishesQuerySchema>;

/** The chef's public dishes, newest first. */
export const chefDishesResponseSchema = z.object({
  dishes: z.array(dishCardSchema),
  total: z.number().int(),
});
export type ChefDishesResponse = z.infer<typeof chefDishesResponseSchema>;

/**
 * When a menu can be ordered from: the chef's business hours (resolved here; null days/hours
 * when the chef has not set them) or the menu's own weekdays and hours ("HH:mm").
 */
export const menuAvailabilitySchema = z.object({
  mode: z.enum(['business_hours', 'custom']),
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: z.array(z.number().int()),
  from: text().nullable(),
  to: text().nullable(),
});
export type MenuAvailabilityView = z.infer<typeof menuAvailabilitySchema>;

export interface ChefMenu {
  id: string;
  name: string;
  type: string;
  position: number;
  followerOnly: boolean;
  availability: MenuAvailabilityView;
  items: z.infer<typeof dishCardSchema>[];
  children: ChefMenu[];
}

export const chefMenuSchema: z.ZodType<ChefMenu> = z.object({
  id: z.uuid(),
  name: text(),
  /** "menu" or "parent". */
  type: text(),
  position: z.number().int(),
  followerOnly: z.boolean(),
  availability: menuAvailabilitySchema,
  items: z.array(dishCardSchema),
  get children() {
    return z.array(chefMenuSchema);
  },
});

/** Active menus the viewer may see, top level first, children nested, by position. */
export const chefMenusResponseSchema = z.object({
  /** The chef's time zone, for reading the availability hours. */
  timeZone: text(),
  menus: z.array(chefMenuSchema),
});
export type ChefMenusResponse = z.infer<typeof chefMenusResponseSchema>;

/** Turn my cooking status on or off (business portal, approved chefs only). */
export const cookingStatusBodySchema = z.object({ cooking: z.boolean() });
export type CookingStatusBody = z.infer<typeof cookingStatusBodySchema>;

/** My cooking status, and whether I am inside my business hours (when it may be on). */
export const myCookingStatusResponseSchema = z.object({
  cookingStatus: cookingStatusSchema,
  openNow: z.boolean(),
});
export type MyCookingStatus = z.infer<typeof myCookingStatusResponseSchema>;
