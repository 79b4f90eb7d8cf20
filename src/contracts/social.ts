import { z } from 'zod';
import { text } from '#contracts/strings';
import { avoidedIngredientsSchema } from '#contracts/catalog';

// Favourites (dishes and chefs) and follows (spec §2 /favorite/dish, /favorite/chef,
// /social/followingchef; messages in spec §8).

export const SOCIAL_PAGE_SIZE_DEFAULT = 12;
export const SOCIAL_PAGE_SIZE_MAX = 50;
/** Deep offsets are cheap to ask for and expensive to serve; nobody pages this far by hand. */
export const SOCIAL_FROM_MAX = 10_000;

export const dishIdParamsSchema = z.object({ dishId: z.uuid() });
export const chefIdParamsSchema = z.object({ chefId: z.uuid() });

/** `?from=&size=` paging of the lists, newest first. */
export const socialPageQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(SOCIAL_FROM_MAX).default(0),
  size: z.coerce.number().int().min(1).max(SOCIAL_PAGE_SIZE_MAX).default(SOCIAL_PAGE_SIZE_DEFAULT),
});
export type SocialPageQuery = z.infer<typeof socialPageQuerySchema>;

/** PUT/DELETE /favorites/dishes/:dishId and /favorites/chefs/:chefId; GET …/:id for the toggle state. */
export const favoriteStateResponseSchema = z.object({
  favorite: z.boolean(),
  /** "Added to your favorite list" / "Removed from your favorite list" on writes. */
  message: text().optional(),
});
export type FavoriteStateResponse = z.infer<typeof favoriteStateResponseSchema>;

/** POST/DELETE /follows/:chefId; GET /follows/:chefId for the button state. */
export const followStateResponseSchema = z.object({
  following: z.boolean(),
  /** The chef's follower count after the change. */
  followersCount: z.number().int().nonnegative(),
  /** "Follow" / "Unfollow" on writes. */
  message: text().optional(),
});
export type FollowStateResponse = z.infer<typeof followStateResponseSchema>;

export const dishStatusSchema = z.enum(['cooking', 'available', 'sold_out']);

export const favoriteDishCardSchema = z.object({
  id: z.uuid(),
  slug: text(),
  name: text(),
  priceCents: z.number().int(),
  /** The first photo, or null. */
  photoUrl: text().nullable(),
  /** Stored status; the display status ("Sold out" when amountLeft is 0) is a domain rule. */
  status: dishStatusSchema,
  /** -1 = unlimited. */
  amountLeft: z.number().int(),
  chefId: z.uuid(),
  chefName: text(),
  chefBusinessName: text().nullable(),
  /** When it was added to the list (ISO 8601). */
  favoritedAt: text(),
  avoidedIngredients: avoidedIngredientsSchema,
});
export type FavoriteDishCard = z.infer<typeof favoriteDishCardSchema>;

export const socialChefCardSchema = z.object({
  id: z.uuid(),
  name: text(),
  businessName: text().nullable(),
  handle: text().nullable(),
  avatarUrl: text().nullable(),
  title: text().nullable(),
  followersCount: z.number().int().nonnegative(),
  dishesCount: z.number().int().nonnegative(),
  /** The chef's live broadcast while live, else null: the card's live indicator links to it. */
  liveStreamId: text().nullable(),
});
export type SocialChefCard = z.infer<typeof socialChefCardSchema>;

export const favoriteChefCardSchema = socialChefCardSchema.extend({ favoritedAt: text() });
export type FavoriteChefCard = z.infer<typeof favoriteChefCardSchema>;

export const followedChefCardSchema = socialChefCardSchema.extend({ followedAt: text() });
export type FollowedChefCard = z.infer<typeof followedChefCardSchema>;

export const favoriteDishesResponseSchema = z.object({
  items: z.array(favoriteDishCardSchema),
  total: z.number().int().nonnegative(),
});
export type FavoriteDishesResponse = z.infer<typeof favoriteDishesResponseSchema>;

export const favoriteChefsResponseSchema = z.object({
  items: z.array(favoriteChefCardSchema),
  total: z.number().int().nonnegative(),
});
export type FavoriteChefsResponse = z.infer<typeof favoriteChefsResponseSchema>;

export const followedChefsResponseSchema = z.object({
  items: z.array(followedChefCardSchema),
  total: z.number().int().nonnegative(),
});
export type FollowedChefsResponse = z.infer<typeof followedChefsResponseSchema>;

/** Not a spec message (the spec has none for this case). */
export const socialMessages = {
  cannotFollowSelf: 'You cannot follow yourself.',
} as const;
