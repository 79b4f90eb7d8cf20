import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCardsResponse } from '#contracts/payments';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderOf,
  paymentOfOrder,
  placeOrder,
  transition,
} from '../../test/factories/order-fixtures.ts';

// Decision 053: a card a buyer adds inside checkout without keeping it is removed as soon as
// the order is placed. That is only honest if the order does not need the card any more: the
// chef's accept captures the authorisation, a cancel voids it, and the order still names the
// card that paid.

const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;
let chef: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeOpenChef(t);
});
afterAll(() => t.close());

describe('a card removed right after its order is placed (decision 053)', () => {
  it('is gone from the saved cards, and the chef still captures the order', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef, { priceCents: 2000 });
    const removed = await api(t, buyer, 'DELETE', `/payments/cards/${buyer.cardId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const cards = (await api(t, buyer, 'GET', '/payments/cards')).json() as SavedCardsResponse;
    expect(cards.cards).toEqual([]);

    const accepted = await transition(t, chef, order.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(orderOf(accepted)).toMatchObject({
      status: 'accepted',
      payment: { status: 'captured', card: { brand: 'visa', last4: '4242' } },
    });
    expect(await paymentOfOrder(t, order.id)).toMatchObject({
      status: 'captured',
      capturedCents: order.totals.totalCents,
    });
  });

  it('lets the buyer cancel the order, releasing the hold', async () => {
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    expect((await api(t, buyer, 'DELETE', `/payments/cards/${buyer.cardId}`)).statusCode).toBe(204);
    const cancelled = await transition(t, buyer, order.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(orderOf(cancelled).status).toBe('cancelled');
    expect(await paymentOfOrder(t, order.id)).toMatchObject({ status: 'voided' });
  });
});
