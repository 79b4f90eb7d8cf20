import { describe, expect, it } from 'vitest';
import { DEALS_SHORTCUT_DISCOUNT, defaultSearchFilter } from '#domain/search-filter';
import {
  awaitsMealPreferences,
  modeForPath,
  parseSearchState,
  serializeSearchState,
  withMealPreferences,
} from './search-state';

describe('search URL state', () => {
  it('picks the mode from the path', () => {
    expect(modeForPath('/foods')).toBe('foods');
    expect(modeForPath('/dishes')).toBe('foods');
    expect(modeForPath('/deal/deals-of-the-day')).toBe('deals');
    expect(modeForPath('/chefs')).toBe('chefs');
  });

  it('starts from the defaults, and the deals shortcut from 10 % off', () => {
    const s = parseSearchState(new URLSearchParams(), 'foods');
    expect(s).toEqual({
      q: '',
      page: 1,
      filter: defaultSearchFilter(),
      map: null,
      prefs: false,
    });
    expect(parseSearchState(new URLSearchParams(), 'deals').filter.discount).toBe(
      DEALS_SHORTCUT_DISCOUNT,
    );
    expect(serializeSearchState(s, 'foods').toString()).toBe('');
  });

  it('round-trips text, page, filters and the map view', () => {
    const params = new URLSearchParams(
      'q=taco&page=3&discount=20&price=35&distance=11&diets=vegan,halal&origins=Thai&categories=Soups&cooking=1&available=1&open=1&lat=37.7749&lon=-122.4194&zoom=13',
    );
    const s = parseSearchState(params, 'foods');
    expect(s.filter).toMatchObject({
      discount: 20,
      priceRange: 35,
      distanceRange: 11,
      diets: ['vegan', 'halal'],
      origins: ['Thai'],
      categories: ['Soups'],
      cookingNowOnly: true,
      availableOnly: true,
      openNow: true,
    });
    expect(s.map).toEqual({ lat: 37.7749, lon: -122.4194, zoom: 13 });
    expect(parseSearchState(serializeSearchState(s, 'foods'), 'foods')).toEqual(s);
  });

  it('ignores nonsense', () => {
    const s = parseSearchState(
      new URLSearchParams('page=-4&price=abc&distance=9999&lat=200&lon=0&zoom=3'),
      'foods',
    );
    expect(s.page).toBe(1);
    expect(s.filter.priceRange).toBe(defaultSearchFilter().priceRange);
    expect(s.filter.distanceRange).toBe(51);
    expect(s.map).toBeNull();
  });
});

describe('meal preferences as the default filters of food search', () => {
  const prefs = { diets: ['vegan'], origins: ['Thai'] };
  const fresh = () => parseSearchState(new URLSearchParams('q=curry&page=2'), 'foods');

  it('applies diets and cuisines to a fresh food search, once, and says so in the URL', () => {
    const next = withMealPreferences(fresh(), 'foods', prefs);
    expect(next).toMatchObject({ q: 'curry', page: 1, prefs: true });
    expect(next!.filter).toMatchObject({ diets: ['vegan'], origins: ['Thai'] });
    const url = serializeSearchState(next!, 'foods');
    expect(url.get('prefs')).toBe('1');
    expect(withMealPreferences(parseSearchState(url, 'foods'), 'foods', prefs)).toBeNull();
  });

  it('keeps them cleared once the person cleared them', () => {
    const cleared = parseSearchState(new URLSearchParams('prefs=1'), 'foods');
    expect(cleared.filter.diets).toEqual([]);
    expect(withMealPreferences(cleared, 'foods', prefs)).toBeNull();
    expect(awaitsMealPreferences(cleared, 'foods')).toBe(false);
  });

  it('leaves a link with its own diets or cuisines, other modes, and empty preferences alone', () => {
    const shared = parseSearchState(new URLSearchParams('diets=halal'), 'foods');
    expect(withMealPreferences(shared, 'foods', prefs)).toBeNull();
    expect(awaitsMealPreferences(shared, 'foods')).toBe(false);
    expect(withMealPreferences(fresh(), 'deals', prefs)).toBeNull();
    expect(withMealPreferences(fresh(), 'foods', { diets: [], origins: [] })).toBeNull();
    expect(awaitsMealPreferences(fresh(), 'foods')).toBe(true);
  });
});
