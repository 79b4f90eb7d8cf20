import { queryOptions } from '@tanstack/react-query';
import { quickSearchFoods } from '#contracts/endpoints/search';
import type { SearchLocation } from '#contracts/search';
import { call } from '../api';

/**
 * The top bar's quick search (spec: POST /search/foods/quick, 5 hits): dishes matching the typed
 * text around the person's search location. Keyed by text and place so typing back to an earlier
 * word answers from the cache.
 */
export const quickFoodSearchQuery = (text: string, location: SearchLocation) =>
  queryOptions({
    queryKey: ['search', 'foods', 'quick', text, location.lat, location.lon] as const,
    queryFn: ({ signal }) => call(quickSearchFoods, { body: { text, location }, signal }),
    staleTime: 30_000,
  });
