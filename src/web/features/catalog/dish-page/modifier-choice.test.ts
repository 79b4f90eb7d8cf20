import { describe, expect, it } from 'vitest';
import { modifierFieldText, optionLabel, toDomainModifier } from './modifier-choice';

describe('modifierFieldText', () => {
  const pickOne = { min: 1, max: 1 };
  const upToThree = { min: 0, max: 3 };
  const twoToThree = { min: 2, max: 3 };

  it('hints at what to choose until the group is touched', () => {
    expect(modifierFieldText(pickOne, { selectedCount: 0, valid: false, touched: false })).toEqual({
      description: '1 Required · Max 1 · Choose 1',
      error: undefined,
    });
  });

  it('turns the hint into the error once touched or partly chosen', () => {
    expect(
      modifierFieldText(twoToThree, { selectedCount: 0, valid: false, touched: true }),
    ).toEqual({ description: '2 Required · Max 3', error: 'Choose 2 to 3' });
    expect(
      modifierFieldText(twoToThree, { selectedCount: 1, valid: false, touched: false }),
    ).toEqual({ description: '2 Required · Max 3', error: 'Choose 2 to 3' });
  });

  it('says a valid choice is complete, and nothing more for an untouched optional group', () => {
    expect(modifierFieldText(pickOne, { selectedCount: 1, valid: true, touched: true })).toEqual({
      description: '1 Required · Max 1 · Selection complete',
      error: undefined,
    });
    expect(modifierFieldText(upToThree, { selectedCount: 0, valid: true, touched: false })).toEqual(
      { description: 'Optional · Max 3', error: undefined },
    );
  });
});

describe('optionLabel', () => {
  it('adds the extra price only when there is one', () => {
    expect(optionLabel({ id: 'a', name: 'Cheese', priceCents: 150 })).toBe('Cheese (+$1.50)');
    expect(optionLabel({ id: 'b', name: 'Salt', priceCents: 0 })).toBe('Salt');
  });
});

describe('toDomainModifier', () => {
  it('marks every listed option available', () => {
    const m = toDomainModifier({
      id: 'm',
      name: 'Size',
      min: 1,
      max: 1,
      required: true,
      options: [{ id: 'o', name: 'Large', priceCents: 0 }],
    });
    expect(m.options).toEqual([{ id: 'o', name: 'Large', priceCents: 0, available: true }]);
  });
});
