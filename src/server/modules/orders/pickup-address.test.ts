// The exact pickup address goes only to the buyer of a pickup order the chef has accepted
// (issue 14 point 9, decision 052): not before, not to a stranger, not after a rejection.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/addresses.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  api,
  type Buyer,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderOf,
  placeOrder,
  transition,
} from '../../test/factories/order-fixtures.ts';

const STREET = '7 Hidden Court';
const HOME = { latitude: 37.7612, longitude: -122.4351 };
const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;
let chef: FixtureUser;
let buyer: Buyer;
let stranger: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeOpenChef(t, {}, { producerKind: 'home_chef', ...HOME });
  await t.ctx.db.insert(addresses).values({
    userId: chef.id,
    address1: STREET,
    city: 'San Francisco',
    state: 'CA',
    zipcode: '94114',
    ...HOME,
    type: 'business',
    isDefault: true,
  });
  buyer = await makeBuyer(t);
  stranger = await makeUser(t, { name: 'Nosy Neighbour' });
});
afterAll(() => t.close());
beforeEach(() => clock.set(MONDAY_NOON));

const view = async (who: FixtureUser, orderId: string) => api(t, who, 'GET', `/orders/${orderId}`);

describe('the pickup address on an order', () => {
  it('is not sent while the order waits for the chef, nor to anyone else', async () => {
    const order = await placeOrder(t, buyer, chef);
    expect(order.pickupAddress).toBeNull();
    const asBuyer = await view(buyer, order.id);
    expect(asBuyer.statusCode).toBe(200);
    expect(orderOf(asBuyer).pickupAddress).toBeNull();
    expect(asBuyer.body).not.toContain(STREET);
    expect(asBuyer.body).not.toContain(String(HOME.latitude));
    const asStranger = await view(stranger, order.id);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.body).not.toContain(STREET);
    const list = await api(t, buyer, 'GET', '/orders?side=buyer&list=new');
    expect(list.body).not.toContain(STREET);
  });

  it('is sent to the buyer once the chef accepts, until the order is collected', async () => {
    const order = await placeOrder(t, buyer, chef);
    const accepted = await transition(t, chef, order.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const asBuyer = orderOf(await view(buyer, order.id));
    expect(asBuyer.pickupAddress).toEqual({
      name: null,
      address1: STREET,
      address2: null,
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94114',
    });
    // The chef's own view does not need it; a stranger still learns nothing.
    expect(orderOf(await view(chef, order.id)).pickupAddress).toBeNull();
    expect((await view(stranger, order.id)).body).not.toContain(STREET);
    expect((await transition(t, chef, order.id, 'ready')).statusCode).toBe(200);
    expect(orderOf(await view(buyer, order.id)).pickupAddress?.address1).toBe(STREET);
    expect((await transition(t, chef, order.id, 'complete')).statusCode).toBe(200);
    expect(orderOf(await view(buyer, order.id)).pickupAddress).toBeNull();
  });

  it('is never sent for a rejected order', async () => {
    const order = await placeOrder(t, buyer, chef);
    expect((await transition(t, chef, order.id, 'reject', 'Out of rice')).statusCode).toBe(200);
    const res = await view(buyer, order.id);
    expect(orderOf(res).pickupAddress).toBeNull();
    expect(res.body).not.toContain(STREET);
  });
});
