import type { APIRequestContext } from '@playwright/test';
import type { DishDetail, DishDetailResponse } from '../src/contracts/catalog';
import type { FoodSearchResponse } from '../src/contracts/search';
import { expect } from './fixtures';

/** Where the demo chefs cook. */
export const SAN_FRANCISCO = { lat: 37.7749, lon: -122.4194 };

/**
 * The orderable demo dishes near San Francisco, nearest first, each read in full from the
 * dish API. Journeys pick the first that suits them and stop reading there.
 */
export async function* orderableDemoDishes(
  request: APIRequestContext,
  origin: string,
): AsyncGenerator<DishDetail> {
  const search = await request.post('/api/v1/search/foods', {
    data: { location: SAN_FRANCISCO, distanceKm: 50, size: 50 },
    headers: { origin },
  });
  expect(search.ok(), await search.text()).toBe(true);
  const { hits } = (await search.json()) as FoodSearchResponse;
  for (const hit of hits) {
    const res = await request.get(`/api/v1/dishes/${hit.id}`);
    if (!res.ok()) continue;
    const dish = ((await res.json()) as DishDetailResponse).dish;
    if (dish.orderable) yield dish;
  }
}

/** A dish with no required option: it goes into the cart as it is. */
export const isPlain = (dish: DishDetail) => dish.modifiers.every((m) => m.min === 0);
