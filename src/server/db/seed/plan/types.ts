import type { users } from '../../schema/accounts.ts';
import type { addresses } from '../../schema/addresses.ts';
import type {
  cuisines,
  dishes,
  dishModifiers,
  dishPhotos,
  menuItems,
  menus,
  modifierOptions,
  modifiers,
} from '../../schema/catalog.ts';
import type { aboutDocuments, carouselItems, helpArticles } from '../../schema/content.ts';
import type { lastCallItems, lastCalls } from '../../schema/lastcall.ts';
import type { storedFiles } from '../../schema/media.ts';
import type { chefApprovals } from '../../schema/onboarding.ts';
import type { localProcessorConnectAccounts } from '../../schema/local-processor.ts';
import type { orderItems, orders, orderStatusHistory } from '../../schema/orders.ts';
import type { profiles } from '../../schema/profiles.ts';
import type { reviews } from '../../schema/reviews.ts';
import type { adminSettings, businessSettings, userSettings } from '../../schema/settings.ts';
import type { favoriteChefs, favoriteDishes, followings } from '../../schema/social.ts';
import type { Cuisine } from '../dishes.ts';
import type { DemoAddress, DemoCity } from '../places.ts';
import type { ProducerTemplate } from '../producers.ts';
import type { Rng } from '../rng.ts';

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface PlannedImage {
  key: string;
  svg: string;
  ownerId: string;
}

/** Everything the demo inserts, as plain rows in insertion order (parents before children). */
export interface DemoPlan {
  users: Insert<typeof users>[];
  profiles: Insert<typeof profiles>[];
  addresses: Insert<typeof addresses>[];
  userSettings: Insert<typeof userSettings>[];
  businessSettings: Insert<typeof businessSettings>[];
  chefApprovals: Insert<typeof chefApprovals>[];
  /** The demo chefs' deposit accounts at the local payouts provider, so payouts reach them. */
  localConnectAccounts: Insert<typeof localProcessorConnectAccounts>[];
  cuisines: Insert<typeof cuisines>[];
  dishes: Insert<typeof dishes>[];
  dishPhotos: Insert<typeof dishPhotos>[];
  modifiers: Insert<typeof modifiers>[];
  modifierOptions: Insert<typeof modifierOptions>[];
  dishModifiers: Insert<typeof dishModifiers>[];
  menus: Insert<typeof menus>[];
  menuItems: Insert<typeof menuItems>[];
  lastCalls: Insert<typeof lastCalls>[];
  lastCallItems: Insert<typeof lastCallItems>[];
  orders: Insert<typeof orders>[];
  orderItems: Insert<typeof orderItems>[];
  orderStatusHistory: Insert<typeof orderStatusHistory>[];
  reviews: Insert<typeof reviews>[];
  followings: Insert<typeof followings>[];
  favoriteDishes: Insert<typeof favoriteDishes>[];
  favoriteChefs: Insert<typeof favoriteChefs>[];
  carouselItems: Insert<typeof carouselItems>[];
  aboutDocuments: Insert<typeof aboutDocuments>[];
  helpArticles: Insert<typeof helpArticles>[];
  storedFiles: Insert<typeof storedFiles>[];
  adminSettings: Insert<typeof adminSettings>[];
  /** Dish photos first, then avatars; rendered before the rows are inserted. */
  images: PlannedImage[];
  adminId: string;
  counts: { producers: number; approvedProducers: number; dishes: number };
}

export interface PlanInput {
  city: DemoCity;
  now: Date;
  passwordHash: string;
  publicUrl: (key: string) => string;
  seed?: number;
}

export interface ProducerPlan {
  id: string;
  template: ProducerTemplate;
  cuisine: Cuisine;
  handle: string;
  address: DemoAddress;
  approved: boolean;
  dishes: Insert<typeof dishes>[];
  commission: 'commission_15' | 'service_fee_15';
}

/**
 * What every part of the demo shares while the plan is built: the input, the one random stream
 * (parts run in a fixed order, so each draws the same numbers as before), the day the demo is
 * anchored to, the rows so far and the avatars, which are rendered after every dish photo.
 */
export interface PlanContext {
  input: PlanInput;
  rng: Rng;
  /** Start of the UTC day of `input.now`, in ms. */
  base: number;
  /** The moment `msAgo` before `base`. */
  at: (msAgo: number) => Date;
  plan: DemoPlan;
  avatarImages: PlannedImage[];
}
