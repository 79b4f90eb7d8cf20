// One chef, one name: the search hit, the dish page, the cart, the order and the order list
// name a chef the same way, by the domain's chefDisplayName (docs/decisions/026).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '#contracts/cart';
import type { DishDetailResponse } from '#contracts/catalog';
import type { OrderListResponse } from '#contracts/orders';
import type { FoodSearchResponse } from '#contracts/search';
import { chefDisplayName } from '#domain/chef';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  placeOrder,
} from '../../test/factories/order-fixtures.ts';

const ORIGIN = { lat: 37.7749, lon: -122.4194 };
const AT_ORIGIN = { latitude: ORIGIN.lat, longitude: ORIGIN.lon };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(MONDAY_NOON) });
});
afterAll(() => t.close());

/** Every screen's name for the chef of a dish called `dishName`, bought by a fresh buyer. */
async function namesOnEveryScreen(
  profile: { name: string | null; businessName: string | null },
  dishName: string,
) {
  const chef = await makeOpenChef(t, {}, { ...profile, ...AT_ORIGIN });
  const dish = await makeDish(t, chef.id, { name: dishName, ...AT_ORIGIN });
  const buyer = await makeBuyer(t);

  const search = await t.app.inject({
    method: 'POST',
    url: '/api/v1/search/foods',
    headers: { origin: TEST_ORIGIN },
    payload: { location: ORIGIN, text: dishName },
  });
  expect(search.statusCode, search.body).toBe(200);
  const hit = search.json<FoodSearchResponse>().hits.find((h) => h.id === dish.id);

  const page = await api(t, buyer, 'GET', `/dishes/${dish.id}`);
  expect(page.statusCode, page.body).toBe(200);

  expect(
    (await api(t, buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 })).statusCode,
  ).toBe(200);
  const cart = (await api(t, buyer, 'GET', '/cart')).json<CartResponse>();

  const order = await placeOrder(t, buyer, chef);
  const list = (await api(t, buyer, 'GET', '/orders?side=buyer')).json<OrderListResponse>();

  return {
    searchHit: hit ? chefDisplayName(hit.chef) : 'no hit',
    dishPage: chefDisplayName(page.json<DishDetailResponse>().dish.chef),
    cart: cart.chef ? chefDisplayName(cart.chef) : 'no cart',
    order: chefDisplayName(order.chef),
    orderList: list.orders.find((o) => o.id === order.id)?.counterpart.name,
  };
}

const everywhere = (name: string) => ({
  searchHit: name,
  dishPage: name,
  cart: name,
  order: name,
  orderList: name,
});

describe('the chef is named the same way on every screen', () => {
  it('by the business name when there is one', async () => {
    const names = await namesOnEveryScreen(
      { name: 'Ana Ruiz', businessName: 'Ana Kitchen' },
      'Saffron Paella',
    );
    expect(names).toEqual(everywhere('Ana Kitchen'));
  });

  it("by the person's name when the business name is blank", async () => {
    const names = await namesOnEveryScreen({ name: 'Bruno Costa', businessName: '  ' }, 'Feijoada');
    expect(names).toEqual(everywhere('Bruno Costa'));
  });
});
