import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEALS_SHORTCUT_DISCOUNT,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  DISTANCE_RANGE_MAX,
  DISTANCE_RANGE_MIN,
  DISTANCE_RANGE_STEP,
  MIN_SEARCH_TEXT_LENGTH,
  PRICE_RANGE_MAX,
  PRICE_RANGE_MIN,
  PRICE_RANGE_STEP,
  activeFilterCount,
  defaultSearchFilter,
  handleFromQuery,
  isHandleQuery,
  normalizeSearchFilter,
  searchTextOrNull,
  shouldSearchText,
} from './search-filter';

describe('search filter defaults', () => {
  it('match spec §3, §5 and §9', () => {
    expect(defaultSearchFilter()).toEqual({
      discount: 0,
      priceRange: 20,
      distanceRange: 5,
      diets: [],
      origins: [],
      categories: [],
      cookingNowOnly: false,
      availableOnly: false,
      openNow: false,
    });
    expect(activeFilterCount({ ...defaultSearchFilter(), openNow: true })).toBe(1);
    expect([DISCOUNT_MIN, DISCOUNT_MAX]).toEqual([0, 100]);
    expect(PRICE_RANGE_STEP).toBe(1);
    expect([DISTANCE_RANGE_MIN, DISTANCE_RANGE_STEP]).toEqual([1, 5]);
    expect(DEALS_SHORTCUT_DISCOUNT).toBe(10);
    expect(activeFilterCount(defaultSearchFilter())).toBe(0);
  });

  it('returns a fresh object each time', () => {
    const a = defaultSearchFilter();
    a.diets.push('vegan');
    expect(defaultSearchFilter().diets).toEqual([]);
  });
});

describe('normalizeSearchFilter', () => {
  it('fills defaults, clamps and dedupes', () => {
    expect(normalizeSearchFilter()).toEqual(defaultSearchFilter());
    const f = normalizeSearchFilter({
      discount: 150,
      priceRange: -3,
      distanceRange: Number.NaN,
      diets: [' vegan', 'vegan', ''],
      availableOnly: true,
    });
    expect(f.discount).toBe(100);
    expect(f.priceRange).toBe(PRICE_RANGE_MIN);
    expect(f.distanceRange).toBe(5);
    expect(f.diets).toEqual(['vegan']);
    expect(activeFilterCount(f)).toBe(4);
  });

  it('property: numbers always land in range and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            discount: fc.double(),
            priceRange: fc.double(),
            distanceRange: fc.double(),
            diets: fc.array(fc.string()),
            cookingNowOnly: fc.boolean(),
            openNow: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const f = normalizeSearchFilter(input);
          expect(f.discount).toBeGreaterThanOrEqual(DISCOUNT_MIN);
          expect(f.discount).toBeLessThanOrEqual(DISCOUNT_MAX);
          expect(f.priceRange).toBeGreaterThanOrEqual(PRICE_RANGE_MIN);
          expect(f.priceRange).toBeLessThanOrEqual(PRICE_RANGE_MAX);
          expect(f.distanceRange).toBeGreaterThanOrEqual(DISTANCE_RANGE_MIN);
          expect(f.distanceRange).toBeLessThanOrEqual(DISTANCE_RANGE_MAX);
          expect(normalizeSearchFilter(f)).toEqual(f);
        },
      ),
    );
  });
});

describe('search text', () => {
  it('starts after more than 1 character', () => {
    expect(MIN_SEARCH_TEXT_LENGTH).toBe(2);
    expect(shouldSearchText('')).toBe(false);
    expect(shouldSearchText('a')).toBe(false);
    expect(shouldSearchText('  a  ')).toBe(false);
    expect(shouldSearchText('ab')).toBe(true);
    expect(searchTextOrNull(' tacos ')).toBe('tacos');
    expect(searchTextOrNull('t')).toBeNull();
  });

  it('property: searchable exactly when the trimmed text has 2+ characters', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(shouldSearchText(s)).toBe(s.trim().length > 1);
        expect(searchTextOrNull(s) === null).toBe(!shouldSearchText(s));
      }),
    );
  });

  it('searches handles when the text starts with @', () => {
    expect(isHandleQuery('@maria')).toBe(true);
    expect(isHandleQuery('  @maria ')).toBe(true);
    expect(isHandleQuery('maria@x')).toBe(false);
    expect(handleFromQuery(' @maria_k ')).toBe('maria_k');
    expect(handleFromQuery('@')).toBe('');
  });
});
