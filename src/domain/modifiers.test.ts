import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableOptions,
  canAddToCart,
  isSelectionValid,
  lineTotalCents,
  modifierRule,
  modifiersPriceCents,
  selectionPriceCents,
  type Modifier,
} from './modifiers';

const sauce: Modifier = {
  id: 'sauce',
  name: 'Sauce',
  min: 1,
  max: 1,
  options: [
    { id: 'red', name: 'Red', priceCents: 0, available: true },
    { id: 'green', name: 'Green', priceCents: 50, available: true },
    { id: 'mole', name: 'Mole', priceCents: 150, available: false },
  ],
};
const toppings: Modifier = {
  id: 'toppings',
  name: 'Toppings',
  min: 0,
  max: 2,
  options: [
    { id: 'cheese', priceCents: 100, available: true },
    { id: 'onion', priceCents: 25, available: true },
    { id: 'egg', priceCents: 120, available: true },
  ],
};

describe('modifierRule', () => {
  it('labels required, optional, single choice and max', () => {
    expect(modifierRule({ min: 1, max: 1 })).toEqual({
      required: true,
      label: '1 Required',
      singleChoice: true,
      maxLabel: 'Max 1',
    });
    expect(modifierRule({ min: 0, max: 3 })).toEqual({
      required: false,
      label: 'Optional',
      singleChoice: false,
      maxLabel: 'Max 3',
    });
    expect(modifierRule({ min: 2, max: 4 }).label).toBe('2 Required');
    expect(modifierRule({ min: 0, max: 1 }).singleChoice).toBe(false);
  });
});

describe('isSelectionValid', () => {
  it('checks count, availability and duplicates', () => {
    expect(availableOptions(sauce).map((o) => o.id)).toEqual(['red', 'green']);
    expect(isSelectionValid(sauce, ['red'])).toBe(true);
    expect(isSelectionValid(sauce, [])).toBe(false);
    expect(isSelectionValid(sauce, ['red', 'green'])).toBe(false);
    expect(isSelectionValid(sauce, ['mole'])).toBe(false);
    expect(isSelectionValid(sauce, ['nope'])).toBe(false);
    expect(isSelectionValid(toppings, [])).toBe(true);
    expect(isSelectionValid(toppings, ['cheese', 'onion'])).toBe(true);
    expect(isSelectionValid(toppings, ['cheese', 'cheese'])).toBe(false);
    expect(isSelectionValid(toppings, ['cheese', 'onion', 'egg'])).toBe(false);
  });
});

// A modifier with 1–8 options (some unavailable), min ≤ max, and a selection drawn from
// its options (possibly with repeats and unknown ids).
const modifierArb = fc
  .record({
    options: fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        priceCents: fc.nat({ max: 10_000 }),
        available: fc.boolean(),
      }),
      { minLength: 1, maxLength: 8, selector: (o) => o.id },
    ),
    min: fc.nat({ max: 4 }),
    extra: fc.nat({ max: 4 }),
  })
  .map(({ options, min, extra }): Modifier => ({ id: 'm', min, max: min + extra, options }));

const withSelectionArb = modifierArb.chain((m) =>
  fc.tuple(
    fc.constant(m),
    fc.array(fc.oneof(fc.constantFrom(...m.options.map((o) => o.id)), fc.constant('unknown?')), {
      maxLength: 10,
    }),
  ),
);

describe('modifier properties', () => {
  it('property: a valid selection has between min and max distinct, available options', () => {
    fc.assert(
      fc.property(withSelectionArb, ([m, selected]) => {
        const available = new Set(m.options.filter((o) => o.available).map((o) => o.id));
        const expected =
          selected.length >= m.min &&
          selected.length <= m.max &&
          new Set(selected).size === selected.length &&
          selected.every((id) => available.has(id));
        expect(isSelectionValid(m, selected)).toBe(expected);
      }),
    );
  });

  it('property: an optional modifier accepts no selection; a required one never does', () => {
    fc.assert(
      fc.property(modifierArb, (m) => {
        expect(isSelectionValid(m, [])).toBe(!modifierRule(m).required);
      }),
    );
  });

  it('property: the selection price is a non-negative integer no more than all options', () => {
    fc.assert(
      fc.property(withSelectionArb, ([m, selected]) => {
        const price = selectionPriceCents(m.options, selected);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(m.options.reduce((s, o) => s + o.priceCents, 0));
      }),
    );
  });

  it('property: add to cart needs a valid quantity and every modifier valid', () => {
    fc.assert(
      fc.property(withSelectionArb, fc.integer({ min: -5, max: 105 }), ([m, selected], qty) => {
        const ok = canAddToCart(qty, [m], { [m.id]: selected });
        expect(ok).toBe(qty >= 1 && qty <= 100 && isSelectionValid(m, selected));
      }),
    );
  });
});

describe('canAddToCart', () => {
  it('needs quantity above 0 and the required modifiers chosen', () => {
    const mods = [sauce, toppings];
    expect(canAddToCart(1, mods, { sauce: ['green'] })).toBe(true);
    expect(canAddToCart(1, mods, { sauce: ['green'], toppings: ['egg'] })).toBe(true);
    expect(canAddToCart(0, mods, { sauce: ['green'] })).toBe(false);
    expect(canAddToCart(101, mods, { sauce: ['green'] })).toBe(false);
    expect(canAddToCart(2, mods, {})).toBe(false);
    expect(canAddToCart(2, mods, { sauce: ['mole'] })).toBe(false);
    expect(canAddToCart(2, mods, { sauce: ['red'], toppings: ['cheese', 'onion', 'egg'] })).toBe(
      false,
    );
    expect(canAddToCart(3, [], {})).toBe(true);
  });
});

describe('prices', () => {
  it('adds the chosen options once each, in cents', () => {
    expect(selectionPriceCents(sauce.options, ['green'])).toBe(50);
    expect(selectionPriceCents(toppings.options, ['cheese', 'onion', 'cheese'])).toBe(125);
    expect(selectionPriceCents(toppings.options, ['nope'])).toBe(0);
    const selections = { sauce: ['green'], toppings: ['cheese', 'egg'] };
    expect(modifiersPriceCents([sauce, toppings], selections)).toBe(270);
    expect(lineTotalCents(1000, 3, [sauce, toppings], selections)).toBe(3810);
  });
});
