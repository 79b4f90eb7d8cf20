// The chef's own catalogue (spec §3, §5, §9): product, menu and modifier rules shared by the
// business-portal forms and the server. Pure; no I/O.
import { UNLIMITED } from './dish-status';

/** Spec §5/§9: a product needs 1 to 5 categories. */
export const PRODUCT_CATEGORIES_MIN = 1;
export const PRODUCT_CATEGORIES_MAX = 5;
/** Photos one product may carry. */
export const PRODUCT_PHOTOS_MAX = 10;
/** Photos are fitted inside this box (4:3, the dish page's carousel shape). */
export const PRODUCT_PHOTO_SHAPE = { width: 1200, height: 900, fit: 'inside' as const };
export const PRODUCT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Other own products a product may suggest ("suggested items"). */
export const SUGGESTED_ITEMS_MAX = 10;
/** Modifiers one product may carry. */
export const PRODUCT_MODIFIERS_MAX = 20;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** $10,000.00: far above any dish; keeps typos (an extra 0 or two) out. */
export const PRICE_MAX_CENTS = 1_000_000;
/** One week. */
export const LEAD_TIME_MAX_MINUTES = 7 * 24 * 60;
export const AMOUNT_LEFT_MAX = 100_000;
export const TAGS_MAX = 20;
export const LIST_ITEM_MAX_LENGTH = 60;
export const MODIFIER_OPTIONS_MAX = 30;
export const MENU_ITEMS_MAX = 200;

/** Paths the web app gives product pages (/product/list, /product/new): never a slug. */
export const RESERVED_SLUGS: readonly string[] = ['list', 'new'];

export const catalogMessages = {
  categories: 'Choose 1 to 5 categories.',
  name: 'Enter a name.',
  price: 'The price cannot be negative.',
  amountLeft: 'Amount left must be 0 or more, or Unlimited.',
  leadTime: 'The lead time must be between 0 minutes and 7 days.',
  totalServing: 'Total servings must be at least 1.',
  tooManyPhotos: `A product can have at most ${PRODUCT_PHOTOS_MAX} photos.`,
  photoNotFound: 'This photo is no longer there.',
  photoOrder: 'List every photo of the product exactly once.',
  suggestedNotOwn: 'Suggested items must be your other products.',
  modifierNotOwn: 'Choose modifiers from your own list.',
  cuisineUnknown: 'Choose a cuisine from the list.',
  productSaved: 'Product saved.',
  productDeleted: 'Product deleted.',
  menuName: 'Enter a menu name.',
  menuParentNotOwn: 'Choose a parent menu from your own menus.',
  menuCycle: 'A menu cannot be placed inside itself or one of its own sub-menus.',
  menuItemNotOwn: 'Menu items must be your own products.',
  menuWeekdays: 'Choose at least one weekday.',
  menuTime: 'Enter times as HH:mm.',
  menuHours: 'The "from" time must be before the "to" time.',
  menuOrder: 'List every one of your menus exactly once.',
  menuSaved: 'Menu saved.',
  menuDeleted: 'Menu deleted.',
  modifierName: 'Enter a modifier name.',
  modifierOptions: 'Add at least one option.',
  modifierOptionName: 'Enter an option name.',
  modifierMaxBelowMin: 'The maximum must be at least the minimum.',
  modifierMaxOverOptions: 'The maximum cannot be more than the number of options.',
  modifierMaxMin: 'The maximum must be at least 1.',
  modifierSaved: 'Modifier saved.',
  modifierDeleted: 'Modifier deleted.',
} as const;

/** The catalogue's words for categories, diets and origins: the product form suggests them (chefs may type their own) and the search filter offers them. */
export const CATEGORY_CHOICES: readonly string[] = [
  'Appetizers',
  'Baked Goods',
  'Breakfast',
  'Curries',
  'Desserts',
  'Drinks',
  'Dumplings',
  'Grill',
  'Mains',
  'Noodles',
  'Pantry',
  'Pasta',
  'Pizza',
  'Rice Bowls',
  'Salads',
  'Sandwiches',
  'Sides',
  'Snacks',
  'Soups',
  'Tacos',
];
export const DIET_CHOICES: readonly string[] = [
  'dairy-free',
  'gluten-free',
  'halal',
  'kosher',
  'nut-free',
  'vegan',
  'vegetarian',
];
export const ORIGIN_CHOICES: readonly string[] = [
  'American',
  'Chinese',
  'Ethiopian',
  'Filipino',
  'French',
  'Indian',
  'Italian',
  'Japanese',
  'Korean',
  'Lebanese',
  'Mexican',
  'Thai',
  'Vietnamese',
];

/** Spec §5: 1 to 5 distinct, non-blank categories. */
export function isValidCategoryCount(categories: readonly string[]): boolean {
  const n = new Set(categories.map((c) => c.trim().toLowerCase()).filter(Boolean)).size;
  return n >= PRODUCT_CATEGORIES_MIN && n <= PRODUCT_CATEGORIES_MAX && n === categories.length;
}

/** Trimmed, blank-free, case-insensitively de-duplicated (first spelling kept). */
export function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const v = raw.trim();
    const key = v.toLowerCase();
    if (!v || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

/** Inventory: a whole number of portions ≥ 0, or UNLIMITED (-1). */
export function isValidAmountLeft(amountLeft: number): boolean {
  return (
    Number.isInteger(amountLeft) &&
    (amountLeft === UNLIMITED || (amountLeft >= 0 && amountLeft <= AMOUNT_LEFT_MAX))
  );
}

export function isValidPriceCents(priceCents: number): boolean {
  return Number.isInteger(priceCents) && priceCents >= 0 && priceCents <= PRICE_MAX_CENTS;
}

/** "Crème Brûlée!" → "creme-brulee"; a name with no letters or digits gives "product". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'product';
}

/**
 * The slug for a product: the name's slug, then `-2`, `-3`… while `taken` says it is used.
 * Reserved words never come out bare ("list" → "list-2").
 */
export function uniqueSlug(name: string, taken: (slug: string) => boolean): string {
  const base = slugify(name);
  const free = (s: string) => !RESERVED_SLUGS.includes(s) && !taken(s);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}

// --- Menus ---

/** "HH:mm", 00:00 to 23:59. */
export function isValidClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** Custom availability: weekdays 0 (Sunday) … 6, at least one, and from < to ("HH:mm"). */
export function customAvailabilityError(input: {
  weekdays: readonly number[];
  from: string;
  to: string;
}): { field: 'weekdays' | 'from' | 'to'; message: string } | null {
  const days = input.weekdays;
  if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) {
    return { field: 'weekdays', message: catalogMessages.menuWeekdays };
  }
  if (!isValidClockTime(input.from)) return { field: 'from', message: catalogMessages.menuTime };
  if (!isValidClockTime(input.to)) return { field: 'to', message: catalogMessages.menuTime };
  if (input.from >= input.to) return { field: 'to', message: catalogMessages.menuHours };
  return null;
}

/**
 * Whether giving `menuId` the parent `parentId` would close a loop: walking up from the new
 * parent reaches the menu itself. `parentOf` maps each existing menu to its current parent.
 */
export function wouldCreateMenuCycle(
  menuId: string,
  parentId: string | null,
  parentOf: ReadonlyMap<string, string | null>,
): boolean {
  const seen = new Set<string>();
  let current = parentId;
  while (current) {
    if (current === menuId || seen.has(current)) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/** Whether `ids` lists every one of `existing` exactly once (a reorder request). */
export function isPermutationOf(ids: readonly string[], existing: readonly string[]): boolean {
  if (ids.length !== existing.length || new Set(ids).size !== ids.length) return false;
  const all = new Set(existing);
  return ids.every((id) => all.has(id));
}

// --- Modifiers ---

/**
 * Spec §3/§5: min > 0 means required; max ≥ 1, max ≥ min, and max is at most the number of
 * options (one cannot pick more options than exist). Returns the first problem or null.
 */
export function modifierRuleError(input: {
  min: number;
  max: number;
  optionCount: number;
}): { field: 'options' | 'max'; message: string } | null {
  if (input.optionCount < 1) return { field: 'options', message: catalogMessages.modifierOptions };
  if (input.max < 1) return { field: 'max', message: catalogMessages.modifierMaxMin };
  if (input.max < input.min) return { field: 'max', message: catalogMessages.modifierMaxBelowMin };
  if (input.max > input.optionCount) {
    return { field: 'max', message: catalogMessages.modifierMaxOverOptions };
  }
  return null;
}

/** Text of the modifier delete warning (spec §5 "Modifier deletion warns products may use it"). */
export function modifierDeleteWarning(productsCount: number): string {
  if (productsCount === 0) return 'No product uses this modifier. It will be deleted for good.';
  const products = productsCount === 1 ? '1 product uses' : `${productsCount} products use`;
  return `${products} this modifier. Deleting it removes it from ${productsCount === 1 ? 'that product' : 'those products'}.`;
}
