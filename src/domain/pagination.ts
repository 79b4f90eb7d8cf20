// Page sizes and page arithmetic (spec §9). Pages are 1-based.

/** Food search results per page. */
export const FOOD_PAGE_SIZE = 12;
/** Default page size for other lists. */
export const OTHER_PAGE_SIZE = 6;
/** Chef search results. */
export const CHEF_SEARCH_SIZE = 10;
/** Quick (typeahead) food search. */
export const QUICK_SEARCH_SIZE = 5;
/** Home page product carousel. */
export const CAROUSEL_SIZE = 8;

/**
 * Results per page of a search screen (spec §9): foods 12, chefs 10, and the other search
 * (the deals of the day) the "other default" 6.
 */
export function searchPageSize(kind: 'foods' | 'chefs' | 'deals'): number {
  if (kind === 'foods') return FOOD_PAGE_SIZE;
  if (kind === 'chefs') return CHEF_SEARCH_SIZE;
  return OTHER_PAGE_SIZE;
}

function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`page size must be a positive integer, got ${pageSize}`);
  }
}

function safeTotal(total: number): number {
  return Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
}

/**
 * The spec's formula, word for word: floor(total / pageSize + 1). Note it gives one page
 * too many when total is a multiple of pageSize (24 results of 12 → 3). Kept for fidelity;
 * the UI shows `visiblePageCount` instead.
 */
export function pageCount(total: number, pageSize: number): number {
  assertPageSize(pageSize);
  return Math.floor(safeTotal(total) / pageSize + 1);
}

/** Pages actually needed to show `total` items: ceil(total / size) (0 when there is nothing). */
export function pagesNeeded(total: number, size: number): number {
  assertPageSize(size);
  return Math.ceil(safeTotal(total) / size);
}

/**
 * What the pagination control shows: the spec's formula, but never an empty last page —
 * min(pageCount, max(1, pagesNeeded)). Always at least 1 (a single page for no results).
 */
export function visiblePageCount(total: number, pageSize: number): number {
  return Math.min(pageCount(total, pageSize), Math.max(1, pagesNeeded(total, pageSize)));
}

/** Offset (`from`) of the first item on 1-based `page`; pages below 1 count as page 1. */
export function fromForPage(page: number, size: number): number {
  assertPageSize(size);
  const p = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return (p - 1) * size;
}

/** `page` clamped into 1..visiblePageCount(total, size). */
export function clampPage(page: number, total: number, size: number): number {
  const last = visiblePageCount(total, size);
  const p = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, p), last);
}
