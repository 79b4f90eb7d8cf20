import { geocodeReverse } from '#contracts/endpoints/geocoding';
import {
  listSearchMarkers,
  searchChefs as searchChefsEndpoint,
  searchFoods as searchFoodsEndpoint,
} from '#contracts/endpoints/search';
import type { ChefSearchBody, FoodSearchBody } from '#contracts/search';
import { searchTextOrNull, type SearchFilter } from '#domain/search-filter';
import { call } from '../../lib/api';

export function searchFoods(body: FoodSearchBody, signal?: AbortSignal) {
  return call(searchFoodsEndpoint, { body, signal });
}

export function searchChefs(body: ChefSearchBody, signal?: AbortSignal) {
  return call(searchChefsEndpoint, { body, signal });
}

/** The dish filters of the food search, from the dialog's filter and the search box. */
export function dishFilters(filter: SearchFilter, q: string) {
  const text = searchTextOrNull(q);
  return {
    ...(text ? { text } : {}),
    ...(filter.diets.length ? { diets: filter.diets } : {}),
    ...(filter.origins.length ? { origins: filter.origins } : {}),
    ...(filter.categories.length ? { categories: filter.categories } : {}),
    priceMaxCents: Math.round(filter.priceRange * 100),
    ...(filter.discount > 0 ? { dealAmount: filter.discount } : {}),
    ...(filter.cookingNowOnly ? { cookingNowOnly: true } : {}),
    ...(filter.availableOnly ? { availableOnly: true } : {}),
    ...(filter.openNow ? { openNow: true } : {}),
  };
}

export interface MarkerRequest {
  north: number;
  south: number;
  east: number;
  west: number;
  zoom: number;
  type: 'food' | 'chef';
  filters?: ReturnType<typeof dishFilters>;
}

export function fetchMarkers(req: MarkerRequest, signal?: AbortSignal) {
  const { filters, ...box } = req;
  return call(listSearchMarkers, {
    query: { ...box, zoom: Math.round(req.zoom), ...filters },
    signal,
  });
}

export function reversePlace(lat: number, lon: number) {
  return call(geocodeReverse, { query: { lat, lon } });
}
