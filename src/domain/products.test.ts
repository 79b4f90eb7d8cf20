import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  catalogMessages,
  cleanList,
  customAvailabilityError,
  isPermutationOf,
  isValidAmountLeft,
  isValidCategoryCount,
  isValidClockTime,
  isValidPriceCents,
  modifierDeleteWarning,
  modifierRuleError,
  slugify,
  uniqueSlug,
  wouldCreateMenuCycle,
} from './products';

describe('categories', () => {
  it('needs 1 to 5 distinct categories', () => {
    expect(isValidCategoryCount([])).toBe(false);
    expect(isValidCategoryCount(['Soups'])).toBe(true);
    expect(isValidCategoryCount(['a', 'b', 'c', 'd', 'e'])).toBe(true);
    expect(isValidCategoryCount(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(false);
    expect(isValidCategoryCount(['Soups', 'soups'])).toBe(false);
    expect(isValidCategoryCount(['  '])).toBe(false);
  });
  it('has the spec message', () => {
    expect(catalogMessages.categories).toBe('Choose 1 to 5 categories.');
  });
  it('cleans lists', () => {
    expect(cleanList([' Soups ', 'soups', '', 'Mains'])).toEqual(['Soups', 'Mains']);
  });
});

describe('inventory and price', () => {
  it('accepts unlimited (-1) and 0 or more', () => {
    expect(isValidAmountLeft(-1)).toBe(true);
    expect(isValidAmountLeft(0)).toBe(true);
    expect(isValidAmountLeft(12)).toBe(true);
    expect(isValidAmountLeft(-2)).toBe(false);
    expect(isValidAmountLeft(1.5)).toBe(false);
  });
  it('prices are whole cents, not negative', () => {
    expect(isValidPriceCents(0)).toBe(true);
    expect(isValidPriceCents(1250)).toBe(true);
    expect(isValidPriceCents(-1)).toBe(false);
    expect(isValidPriceCents(1.5)).toBe(false);
  });
});

describe('slugs', () => {
  it('slugifies names', () => {
    expect(slugify('Crème Brûlée!')).toBe('creme-brulee');
    expect(slugify('  ***  ')).toBe('product');
  });
  it('never returns a reserved word and adds a suffix when taken', () => {
    expect(uniqueSlug('List', () => false)).toBe('list-2');
    expect(uniqueSlug('New', () => false)).toBe('new-2');
    const taken = new Set(['tamales', 'tamales-2']);
    expect(uniqueSlug('Tamales', (s) => taken.has(s))).toBe('tamales-3');
  });
  it('always gives a url-safe slug that is not taken', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (name, used) => {
        const taken = new Set(used);
        const slug = uniqueSlug(name, (s) => taken.has(s));
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(taken.has(slug)).toBe(false);
        expect(['list', 'new']).not.toContain(slug);
      }),
    );
  });
});

describe('menus', () => {
  it('checks clock times', () => {
    expect(isValidClockTime('00:00')).toBe(true);
    expect(isValidClockTime('23:59')).toBe(true);
    expect(isValidClockTime('24:00')).toBe(false);
    expect(isValidClockTime('9:00')).toBe(false);
  });
  it('checks custom availability', () => {
    expect(customAvailabilityError({ weekdays: [1, 2], from: '09:00', to: '17:00' })).toBeNull();
    expect(customAvailabilityError({ weekdays: [], from: '09:00', to: '17:00' })?.message).toBe(
      catalogMessages.menuWeekdays,
    );
    expect(customAvailabilityError({ weekdays: [7], from: '09:00', to: '17:00' })?.field).toBe(
      'weekdays',
    );
    expect(customAvailabilityError({ weekdays: [1], from: '9', to: '17:00' })?.field).toBe('from');
    expect(customAvailabilityError({ weekdays: [1], from: '17:00', to: '09:00' })?.message).toBe(
      catalogMessages.menuHours,
    );
    expect(customAvailabilityError({ weekdays: [1], from: '09:00', to: '09:00' })?.field).toBe(
      'to',
    );
  });
  it('finds parent cycles', () => {
    const parents = new Map<string, string | null>([
      ['a', null],
      ['b', 'a'],
      ['c', 'b'],
    ]);
    expect(wouldCreateMenuCycle('a', 'c', parents)).toBe(true);
    expect(wouldCreateMenuCycle('a', 'a', parents)).toBe(true);
    expect(wouldCreateMenuCycle('c', 'a', parents)).toBe(false);
    expect(wouldCreateMenuCycle('new', 'c', parents)).toBe(false);
    expect(wouldCreateMenuCycle('a', null, parents)).toBe(false);
  });
  it('recognises a reorder of every menu', () => {
    expect(isPermutationOf(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isPermutationOf(['a', 'a'], ['a', 'b'])).toBe(false);
    expect(isPermutationOf(['a'], ['a', 'b'])).toBe(false);
    expect(isPermutationOf(['a', 'c'], ['a', 'b'])).toBe(false);
  });
});

describe('modifiers', () => {
  it('checks min, max and options', () => {
    expect(modifierRuleError({ min: 0, max: 1, optionCount: 2 })).toBeNull();
    expect(modifierRuleError({ min: 1, max: 2, optionCount: 2 })).toBeNull();
    expect(modifierRuleError({ min: 0, max: 1, optionCount: 0 })?.message).toBe(
      catalogMessages.modifierOptions,
    );
    expect(modifierRuleError({ min: 2, max: 1, optionCount: 3 })?.message).toBe(
      catalogMessages.modifierMaxBelowMin,
    );
    expect(modifierRuleError({ min: 0, max: 3, optionCount: 2 })?.message).toBe(
      catalogMessages.modifierMaxOverOptions,
    );
    expect(modifierRuleError({ min: 0, max: 0, optionCount: 2 })?.message).toBe(
      catalogMessages.modifierMaxMin,
    );
  });
  it('warns how many products use a modifier', () => {
    expect(modifierDeleteWarning(0)).toContain('No product');
    expect(modifierDeleteWarning(1)).toContain('1 product uses');
    expect(modifierDeleteWarning(3)).toContain('3 products use');
  });
});
