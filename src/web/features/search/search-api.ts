import type { AddressListResponse } from '#contracts/addresses';
import type { PlaceResponse, PlacesResponse } from '#contracts/geocoding';
import type {
  ChefSearchBody,
  ChefSearchResponse,
  FoodSearchBody,
  FoodSearchResponse,
  MarkersResponse,
} from '#contracts/search';
import { searchTextOrNull, type SearchFilter } from '#domain/search-filter';
import { api } from '../../lib/api';

export function searchFoods(body: FoodSearchBody, signal?: AbortSignal) {
  return api<FoodSearchResponse>('/search/foods', { body, signal });
}

export function searchChefs(body: ChefSearchBody, signal?: AbortSignal) {
  return api<ChefSearchResponse>('/search/chefs', { body, signal });
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
  const p = new URLSearchParams({
    north: String(req.north),
    south: String(req.south),
    east: String(req.east),
    west: String(req.west),
    zoom: String(Math.round(req.zoom)),
    type: req.type,
  });
  for (const [key, value] of Object.entries(req.filters ?? {})) {
    p.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return api<MarkersResponse>(`/search/markers?${p.toString()}`, { signal });
}

export function autocompletePlaces(q: string, signal?: AbortSignal) {
  return api<PlacesResponse>(`/geocoding/autocomplete?q=${encodeURIComponent(q)}`, { signal });
}

export function reversePlace(lat: number, lon: number) {
  return api<PlaceResponse>(`/geocoding/reverse?lat=${lat}&lon=${lon}`);
}

export function myAddresses() {
  return api<AddressListResponse>('/addresses');
}
