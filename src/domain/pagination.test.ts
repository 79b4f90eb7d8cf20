import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_SIZE,
  CHEF_SEARCH_SIZE,
  FOOD_PAGE_SIZE,
  OTHER_PAGE_SIZE,
  QUICK_SEARCH_SIZE,
  clampPage,
  fromForPage,
  pageCount,
  pagesNeeded,
  searchPageSize,
  visiblePageCount,
} from './pagination';

const totalArb = fc.nat({ max: 1_000_000 });
const sizeArb = fc.integer({ min: 1, max: 100 });

describe('page sizes', () => {
  it('match spec §9', () => {
    expect(FOOD_PAGE_SIZE).toBe(12);
    expect(OTHER_PAGE_SIZE).toBe(6);
    expect(CHEF_SEARCH_SIZE).toBe(10);
    expect(QUICK_SEARCH_SIZE).toBe(5);
    expect(CAROUSEL_SIZE).toBe(8);
  });

  it('give each search screen its size: foods 12, chefs 10, the other (deals) 6', () => {
    expect(searchPageSize('foods')).toBe(12);
    expect(searchPageSize('chefs')).toBe(10);
    expect(searchPageSize('deals')).toBe(6);
  });
});

describe('pageCount (the spec formula)', () => {
  it('is floor(total / size + 1), including its extra page on exact multiples', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(11, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(2);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(24, 12)).toBe(3);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pagesNeeded(10, 1.5)).toThrow(RangeError);
    expect(() => fromForPage(1, -1)).toThrow(RangeError);
  });
});

describe('pagesNeeded and visiblePageCount', () => {
  it('never show an empty last page', () => {
    expect(pagesNeeded(0, 12)).toBe(0);
    expect(pagesNeeded(24, 12)).toBe(2);
    expect(pagesNeeded(25, 12)).toBe(3);
    expect(visiblePageCount(0, 12)).toBe(1);
    expect(visiblePageCount(24, 12)).toBe(2);
    expect(visiblePageCount(25, 12)).toBe(3);
  });

  it('property: the spec formula is ceil, plus one exactly on multiples of the size', () => {
    fc.assert(
      fc.property(totalArb, sizeArb, (total, size) => {
        const extra = total % size === 0 ? 1 : 0;
        expect(pageCount(total, size)).toBe(pagesNeeded(total, size) + extra);
      }),
    );
  });

  it('property: the visible pages hold every item and the last page is never empty', () => {
    fc.assert(
      fc.property(totalArb, sizeArb, (total, size) => {
        const pages = visiblePageCount(total, size);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages).toBeLessThanOrEqual(pageCount(total, size));
        expect(pages * size).toBeGreaterThanOrEqual(total);
        if (total > 0) expect(fromForPage(pages, size)).toBeLessThan(total);
      }),
    );
  });
});

describe('fromForPage', () => {
  it('gives the offset of a 1-based page', () => {
    expect(fromForPage(1, 12)).toBe(0);
    expect(fromForPage(2, 12)).toBe(12);
    expect(fromForPage(5, 12)).toBe(48);
    expect(fromForPage(0, 12)).toBe(0);
    expect(fromForPage(-3, 12)).toBe(0);
    expect(fromForPage(Number.NaN, 12)).toBe(0);
  });

  it('property: pages tile the items without gaps or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), sizeArb, (page, size) => {
        expect(fromForPage(page + 1, size) - fromForPage(page, size)).toBe(size);
        expect(fromForPage(page, size) % size).toBe(0);
      }),
    );
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..visiblePageCount', () => {
    expect(clampPage(5, 24, 12)).toBe(2);
    expect(clampPage(0, 24, 12)).toBe(1);
    expect(clampPage(2, 24, 12)).toBe(2);
    expect(clampPage(3, 0, 12)).toBe(1);
  });

  it('property: always a visible page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100_000 }),
        totalArb,
        sizeArb,
        (page, total, size) => {
          const p = clampPage(page, total, size);
          expect(p).toBeGreaterThanOrEqual(1);
          expect(p).toBeLessThanOrEqual(visiblePageCount(total, size));
        },
      ),
    );
  });
});
