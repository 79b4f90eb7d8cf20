// Dish and chef states (spec §4, §9): the Sold out / New / Cooking Now badges, whether a dish
// can be seen and ordered, and whether a chef takes orders at all. Pure rules shared by server
// and web.
import type { ChefVisibilityFacts } from './chef';

export type DishStatus = 'cooking' | 'available' | 'sold_out';
export const DISH_STATUSES: readonly DishStatus[] = ['cooking', 'available', 'sold_out'];

/** amountLeft value meaning "Unlimited" inventory. */
export const UNLIMITED = -1;

/** Spec §9: a dish is shown "New" for this many days after it was created. */
export const NEW_DISH_WINDOW_DAYS = 7;
export const NEW_DISH_WINDOW_MS = NEW_DISH_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The badge texts as the spec names them. */
export const dishBadgeLabels = {
  soldOut: 'Sold out',
  isNew: 'New',
  cookingNow: 'Cooking Now',
} as const;

export interface DishState {
  status: DishStatus;
  /** Portions left; UNLIMITED (-1) means no limit. */
  amountLeft: number;
}

export interface DishBadges {
  soldOut: boolean;
  isNew: boolean;
  cookingNow: boolean;
}

function hasAmountLeft(amountLeft: number): boolean {
  return amountLeft === UNLIMITED || amountLeft > 0;
}

/**
 * Spec §4: "Sold out" when the status is sold_out, or the dish is available with nothing left.
 * (A dish that is still cooking with amountLeft 0 shows Cooking Now, not Sold out — it is
 * simply not orderable yet.)
 */
export function isSoldOut(dish: DishState): boolean {
  return (
    dish.status === 'sold_out' || (dish.status === 'available' && !hasAmountLeft(dish.amountLeft))
  );
}

/**
 * "New" while the dish is younger than NEW_DISH_WINDOW_DAYS. A creation time in the future
 * (clock skew) counts as new, so the flag only ever turns off as time passes.
 */
export function isNewDish(createdAt: Date, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  return Number.isFinite(age) && age < NEW_DISH_WINDOW_MS;
}

export function dishBadges(dish: DishState & { createdAt: Date }, now: Date): DishBadges {
  return {
    soldOut: isSoldOut(dish),
    isNew: isNewDish(dish.createdAt, now),
    cookingNow: dish.status === 'cooking',
  };
}

/** Spec §4: status available or cooking, and amountLeft above 0 or Unlimited (-1). */
export function isOrderable(dish: DishState): boolean {
  return (
    (dish.status === 'available' || dish.status === 'cooking') && hasAmountLeft(dish.amountLeft)
  );
}

/** Whether `quantity` portions can be taken from `amountLeft` (else messages.notEnoughInventory). */
export function hasEnoughInventory(amountLeft: number, quantity: number): boolean {
  return amountLeft === UNLIMITED || quantity <= amountLeft;
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';
export type ProfileStatus = 'public' | 'hide';

/**
 * Spec §4: ordering is shown only for an approved chef whose profileStatus is not hide.
 * A missing approval record counts as pending.
 */
export function canOrderFromChef(chef: {
  approvalStatus: ApprovalStatus | null | undefined;
  profileStatus: ProfileStatus;
}): boolean {
  return chef.approvalStatus === 'approved' && chef.profileStatus !== 'hide';
}

/**
 * Spec §4: a public dish shows while its chef's profile is public and the chef is not rejected,
 * so a pending chef's dishes show but cannot be ordered (canOrderFromChef). The chef always
 * sees their own dishes; a deleted or suspended chef's dishes show to nobody.
 */
export function canSeeDish(
  dish: { visibility: 'public' | 'private' },
  chef: ChefVisibilityFacts,
  viewerId: string | null,
): boolean {
  if (chef.deleted || chef.suspended) return false;
  if (chef.id === viewerId) return true;
  return (
    dish.visibility === 'public' &&
    chef.profileStatus === 'public' &&
    chef.approvalStatus !== 'rejected'
  );
}
