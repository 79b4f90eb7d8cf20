// The food search filter (spec §3, §5, §9) and the search box's text rules.
import { normalizeHandle } from './handle';

export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
export const DISCOUNT_DEFAULT = 0;
/** deal_amount the "deals of the day" shortcut searches with. */
export const DEALS_SHORTCUT_DISCOUNT = 10;

/** Maximum price filter, in whole currency units. Default and step are the spec's. */
export const PRICE_RANGE_DEFAULT = 20;
export const PRICE_RANGE_STEP = 1;
/** Slider bounds: not in the spec, ours. */
export const PRICE_RANGE_MIN = 1;
export const PRICE_RANGE_MAX = 200;

/** Search distance in km. Minimum, step and default are the spec's (5 sits off the 1+5k grid). */
export const DISTANCE_RANGE_DEFAULT = 5;
export const DISTANCE_RANGE_MIN = 1;
export const DISTANCE_RANGE_STEP = 5;
/** Slider maximum: not in the spec, ours; 51 = 1 + 10 steps, so the top of the slider is on its grid. */
export const DISTANCE_RANGE_MAX = 51;

export interface SearchFilter {
  /** Minimum discount (deal_amount) in percent, 0–100. */
  discount: number;
  /** Maximum price (spec price_range). */
  priceRange: number;
  /** Distance in km (spec distance_range). */
  distanceRange: number;
  diets: string[];
  origins: string[];
  categories: string[];
  cookingNowOnly: boolean;
  availableOnly: boolean;
  /** Only dishes whose chef takes an order now (issue 14 point 1). */
  openNow: boolean;
}

export function defaultSearchFilter(): SearchFilter {
  return {
    discount: DISCOUNT_DEFAULT,
    priceRange: PRICE_RANGE_DEFAULT,
    distanceRange: DISTANCE_RANGE_DEFAULT,
    diets: [],
    origins: [],
    categories: [],
    cookingNowOnly: false,
    availableOnly: false,
    openNow: false,
  };
}

function clamp(n: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

function uniqueTrimmed(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))];
}

/** Fills missing fields with defaults, clamps numbers into range and dedupes the lists. */
export function normalizeSearchFilter(input: Partial<SearchFilter> = {}): SearchFilter {
  return {
    discount: clamp(
      input.discount ?? DISCOUNT_DEFAULT,
      DISCOUNT_MIN,
      DISCOUNT_MAX,
      DISCOUNT_DEFAULT,
    ),
    priceRange: clamp(
      input.priceRange ?? PRICE_RANGE_DEFAULT,
      PRICE_RANGE_MIN,
      PRICE_RANGE_MAX,
      PRICE_RANGE_DEFAULT,
    ),
    distanceRange: clamp(
      input.distanceRange ?? DISTANCE_RANGE_DEFAULT,
      DISTANCE_RANGE_MIN,
      DISTANCE_RANGE_MAX,
      DISTANCE_RANGE_DEFAULT,
    ),
    diets: uniqueTrimmed(input.diets),
    origins: uniqueTrimmed(input.origins),
    categories: uniqueTrimmed(input.categories),
    cookingNowOnly: input.cookingNowOnly ?? false,
    availableOnly: input.availableOnly ?? false,
    openNow: input.openNow ?? false,
  };
}

/** How many filter fields differ from the defaults (for a "Filters (n)" badge). */
export function activeFilterCount(filter: SearchFilter): number {
  const d = defaultSearchFilter();
  return [
    filter.discount !== d.discount,
    filter.priceRange !== d.priceRange,
    filter.distanceRange !== d.distanceRange,
    filter.diets.length > 0,
    filter.origins.length > 0,
    filter.categories.length > 0,
    filter.cookingNowOnly,
    filter.availableOnly,
    filter.openNow,
  ].filter(Boolean).length;
}

/** Spec §5: text search starts after more than 1 character. */
export const MIN_SEARCH_TEXT_LENGTH = 2;

/** Whether the (trimmed) text is long enough to search by. */
export function shouldSearchText(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_TEXT_LENGTH;
}

/** The text to send as the query, or null to search without text (too short or blank). */
export function searchTextOrNull(text: string): string | null {
  return shouldSearchText(text) ? text.trim() : null;
}

/** Spec §5: chef search by handle when the text starts with @. */
export function isHandleQuery(text: string): boolean {
  return text.trim().startsWith('@');
}

/** The handle in an "@handle" query, trimmed and without the "@" ("" when only "@"). */
export function handleFromQuery(text: string): string {
  return normalizeHandle(text).trim();
}
