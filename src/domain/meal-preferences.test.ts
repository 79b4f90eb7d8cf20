import { describe, expect, it } from 'vitest';
import {
  avoidedIngredientsIn,
  avoidedIngredientsNotice,
  cleanPreferenceList,
} from './meal-preferences';

describe('avoidedIngredientsIn', () => {
  it('finds an avoided ingredient by whole word, singular or plural', () => {
    expect(avoidedIngredientsIn(['Egg yolk', 'flour'], ['eggs'])).toEqual(['eggs']);
    expect(avoidedIngredientsIn(['roasted peanuts'], ['peanut'])).toEqual(['peanut']);
    expect(avoidedIngredientsIn(['Eggplant', 'tomato'], ['eggs'])).toEqual([]);
  });

  it('knows the members of an allergen group', () => {
    expect(avoidedIngredientsIn(['cashews', 'rice'], ['tree nuts'])).toEqual(['tree nuts']);
    expect(avoidedIngredientsIn(['Parmesan cheese'], ['milk'])).toEqual(['milk']);
    expect(avoidedIngredientsIn(['shrimp paste'], ['shellfish', 'soy'])).toEqual(['shellfish']);
  });

  it('answers the avoided names in the person’s own order and spelling', () => {
    expect(avoidedIngredientsIn(['tofu', 'sesame oil'], ['Sesame', 'soy'])).toEqual([
      'Sesame',
      'soy',
    ]);
  });

  it('finds nothing with no avoid list or no ingredients', () => {
    expect(avoidedIngredientsIn(['peanuts'], [])).toEqual([]);
    expect(avoidedIngredientsIn([], ['peanuts'])).toEqual([]);
  });

  it('treats typed punctuation literally', () => {
    expect(avoidedIngredientsIn(['c++ sauce'], ['c++'])).toEqual(['c++']);
    expect(avoidedIngredientsIn(['cc sauce'], ['c.'])).toEqual([]);
  });

  it('words the notice', () => {
    expect(avoidedIngredientsNotice(['peanuts', 'milk'])).toBe(
      'Contains peanuts, milk, which you avoid.',
    );
  });
});

describe('cleanPreferenceList', () => {
  it('trims, drops blanks and case-insensitive duplicates', () => {
    expect(cleanPreferenceList([' vegan ', '', 'Vegan', 'halal', '  '])).toEqual([
      'vegan',
      'halal',
    ]);
  });
});
