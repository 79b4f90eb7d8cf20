import { describe, expect, it } from 'vitest';
import { CUISINES, dishRow, FARM, parseTable } from './dishes.ts';

const HEADER = 'cuisine | name | price cents | unit | ingredients | diets | categories';

describe('demo catalogue tables', () => {
  it('reads every cuisine with its dishes, farm goods apart', () => {
    expect(CUISINES).toHaveLength(13);
    expect(CUISINES.every((c) => c.dishes.length >= 9)).toBe(true);
    expect(FARM.name).toBe('American');
    expect(FARM.dishes[0]).toEqual({
      name: 'Heirloom Tomatoes',
      priceCents: 600,
      unit: 'lb',
      ingredients: ['heirloom tomatoes'],
      diets: ['vegan', 'gluten-free', 'dairy-free', 'nut-free', 'kosher'],
      categories: ['Produce'],
    });
  });

  it('parses list cells, an empty list included', () => {
    const rows = parseTable(
      'dishes.txt',
      `${HEADER}\nthai | Khao Soi | 1450 | bowl | egg noodles, curry | | Noodles, Soups\n`,
      dishRow,
    );
    expect(rows).toEqual([
      {
        cuisine: 'thai',
        name: 'Khao Soi',
        priceCents: 1450,
        unit: 'bowl',
        ingredients: ['egg noodles', 'curry'],
        diets: [],
        categories: ['Noodles', 'Soups'],
      },
    ]);
  });

  it('stops at a bad row, naming the file, the line and the field', () => {
    const text = `${HEADER}\n\nthai | Khao Soi | 14.50 | bowl | noodles | | Soups\n`;
    expect(() => parseTable('dishes.txt', text, dishRow)).toThrow(
      /^dishes\.txt:3: [\s\S]*priceCents/,
    );
    expect(() => parseTable('dishes.txt', `${HEADER}\nthai | Khao Soi | 1450\n`, dishRow)).toThrow(
      'dishes.txt:2: 3 cells, expected 7',
    );
  });
});
