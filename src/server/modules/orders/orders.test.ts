import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '#contracts/cart';
import { orderMessages, type OrderResponse, type PlaceOrderBody } from '#contracts/orders';
import { computeFees } from '#domain/fees';
import { messages, minimumOrderMessage, orderLoadFailedMessage } from '#domain/messages';
import { addresses } from '../../db/schema/addresses.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { lastCallItems } from '../../db/schema/lastcall.ts';
import { localProcessorIntents } from '../../db/schema/local-processor.ts';
import {
  orderItems,
  orderStatusHistory,
  orders,
  stockReservations,
} from '../../db/schema/orders.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import type { AuthorizeRequest } from '../../providers/payments/payments.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { itemRows, makeDeal, makeDish } from '../../test/factories/cart-fixtures.ts';
import { orderBody } from '../../test/factories/order-fixtures.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { addCard } from '../payments/cards.service.ts';
import { authorizePayment } from '../payments/authorize-payment.service.ts';
import { ORPHANED_HOLD_AGE_MS, voidOrphanedHolds } from './orphaned-holds.ts';
import { paymentKeyOf } from './place-order.service.ts';
import { reserveStock } from './stock-reservations.ts';

/** Parallel requests only race on a real server; PGlite runs one query at a time anyway. */
const onPostgres = Boolean(process.env.DATABASE_URL);

// Monday 23 November 2026, 12:00 in San Francisco: the chefs below are open.
const clock = new ManualClock('2026-11-23T20:00:00Z');
const OPEN_ALL_WEEK = { businessDays: [0, 1, 2, 3, 4, 5, 6], fromHour: '09:00', endHour: '21:00' };

let t: TestApp;
let chef: FixtureUser; // pickup and delivery, commission_15, $10 minimum
let feeChef: FixtureUser; // service_fee_15, delivers
let closedChef: FixtureUser; // open when the dish is added, no business hours by checkout
let homeAddressId = '';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { DELIVERY_QUOTE_SECRET: 'q'.repeat(40) } });
  chef = await makeChef(t, { businessHours: OPEN_ALL_WEEK });
  feeChef = await makeChef(t, { businessHours: OPEN_ALL_WEEK });
  closedChef = await makeChef(t, { businessHours: OPEN_ALL_WEEK });
  await t.ctx.db
    .insert(businessSettings)
    .values([
      { chefId: chef.id, minimumOrderCents: 1000, offersDelivery: true },
      { chefId: feeChef.id, offersDelivery: true, commissionStructure: 'service_fee_15' },
      { chefId: closedChef.id },
    ]);
  for (const c of [chef, feeChef]) {
    await t.ctx.db.insert(addresses).values({
      userId: c.id,
      type: 'business',
      address1: '1 Ferry Building',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94111',
      latitude: 37.7955,
      longitude: -122.3937,
    });
  }
});
afterAll(() => t.close());

interface Buyer extends FixtureUser {
  cardId: string;
}

async function cardFor(userId: string, number: string): Promise<string> {
  const token = await t.ctx.localProcessor!.tokenize({
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  return (await addCard(t.ctx, userId, token.id)).id;
}

async function makeBuyer(cardNumber = '4242424242424242'): Promise<Buyer> {
  const user = await makeUser(t);
  return { ...user, cardId: await cardFor(user.id, cardNumber) };
}

function api(user: FixtureUser, method: 'GET' | 'POST', url: string, body?: object, key?: string) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      origin: TEST_ORIGIN,
      cookie: user.cookie,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}

async function addToCart(buyer: FixtureUser, dishId: string, quantity: number) {
  const res = await api(buyer, 'POST', '/cart/items', { dishId, quantity });
  expect(res.statusCode).toBe(200);
}

const newKey = () => `checkout-${randomBytes(6).toString('hex')}`;

/** Places the cart with the total the buyer sees for it now (unless `body` says another). */
const submit = async (
  buyer: Buyer,
  body: Partial<PlaceOrderBody> = {},
  key = newKey(),
  deliveryFeeCents = 0,
) =>
  api(
    buyer,
    'POST',
    '/orders',
    await orderBody(
      t,
      buyer,
      { deliveryMethod: 'pickup', paymentMethodId: buyer.cardId, ...body },
      deliveryFeeCents,
    ),
    key,
  );

const orderOf = (res: { json(): unknown }) => (res.json() as OrderResponse).order;

/**
 * A buyer with `quantity` portions of a new dish in the cart, a key, and the pickup order body
 * with the total they see now.
 */
async function readyToCheckOut({ priceCents = 1500, amountLeft = 3, quantity = 1 } = {}) {
  const buyer = await makeBuyer();
  const dish = await makeDish(t, chef.id, { priceCents, amountLeft });
  await addToCart(buyer, dish.id, quantity);
  const body = await orderBody(t, buyer, {
    deliveryMethod: 'pickup',
    paymentMethodId: buyer.cardId,
  });
  return { buyer, dish, key: newKey(), body };
}

async function amountLeft(dishId: string) {
  const [row] = await t.ctx.db
    .select({ left: dishes.amountLeft })
    .from(dishes)
    .where(eq(dishes.id, dishId));
  return row?.left;
}

const ordersOf = (buyerId: string) =>
  t.ctx.db.select().from(orders).where(eq(orders.buyerId, buyerId));

const reservationsOfDish = (dishId: string) =>
  t.ctx.db.select().from(stockReservations).where(eq(stockReservations.dishId, dishId));

const paymentsOf = (buyerId: string) =>
  t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.userId, buyerId));

/** Runs `during` once, right after the processor authorised (the race window we test). */
function afterNextAuthorisation(during: () => Promise<unknown>) {
  const payments = t.ctx.payments;
  const original = payments.authorize.bind(payments);
  payments.authorize = async (req: AuthorizeRequest) => {
    const intent = await original(req);
    payments.authorize = original;
    await during();
    return intent;
  };
  return () => {
    payments.authorize = original;
  };
}

beforeEach(() => clock.set('2026-11-23T20:00:00Z'));

describe('POST /orders — pickup', () => {
  it('creates the order, takes the stock, authorises and links the payment, empties the cart', async () => {
    const buyer = await makeBuyer();
    const counted = await makeDish(t, chef.id, {
      name: 'Tamales',
      priceCents: 1250,
      amountLeft: 5,
    });
    const unlimited = await makeDish(t, chef.id, { name: 'Horchata', priceCents: 399 });
    await addToCart(buyer, counted.id, 2);
    await addToCart(buyer, unlimited.id, 3);

    const res = await submit(buyer, { tipCents: 300 });
    expect(res.statusCode).toBe(200);
    const order = orderOf(res);
    const fees = computeFees({
      lines: [
        { unitPriceCents: 1250, quantity: 2 },
        { unitPriceCents: 399, quantity: 3 },
      ],
      deliveryMethod: 'pickup',
      tipCents: 300,
      commissionStructure: 'commission_15',
    });
    expect(order).toMatchObject({
      status: 'new',
      active: true,
      buyerId: buyer.id,
      chef: { id: chef.id, businessName: 'Ana Kitchen' },
      deliveryMethod: 'pickup',
      deliveryAt: null,
      deliveryAddress: null,
      foodName: 'Tamales',
      totals: {
        subtotalCents: fees.subtotalCents,
        serviceFeeCents: fees.serviceFeeCents,
        deliveryFeeCents: 0,
        tipCents: 300,
        totalCents: fees.totalCents,
        commissionCents: fees.commissionCents,
        chefEarningsCents: fees.chefEarningsCents,
        commissionStructure: 'commission_15',
      },
      payment: { status: 'authorized', amountCents: fees.totalCents },
    });
    expect(order.items.map((i) => [i.dishName, i.quantity, i.lineTotalCents])).toEqual([
      ['Tamales', 2, 2500],
      ['Horchata', 3, 1197],
    ]);

    expect(await amountLeft(counted.id)).toBe(3);
    expect(await amountLeft(unlimited.id)).toBe(-1);
    expect(await itemRows(t, buyer.id)).toEqual([]);
    const [payment] = await paymentsOf(buyer.id);
    expect(payment).toMatchObject({
      orderId: order.id,
      status: 'authorized',
      amountCents: fees.totalCents,
      paymentMethodId: buyer.cardId,
    });
    const [remote] = await t.ctx.db
      .select()
      .from(localProcessorIntents)
      .where(eq(localProcessorIntents.id, payment!.providerIntentId));
    expect(remote).toMatchObject({ amountCents: fees.totalCents, status: 'authorized' });
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'new', changedById: buyer.id }]);
  });

  it('takes the deal price and both the deal and the dish stock', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 1500, amountLeft: 10 });
    const dealItemId = await makeDeal(t, chef.id, {
      dishId: dish.id,
      priceCents: 1100,
      amountLeft: 4,
    });
    await addToCart(buyer, dish.id, 3);
    const res = await submit(buyer);
    expect(res.statusCode).toBe(200);
    expect(orderOf(res).items[0]).toMatchObject({ unitPriceCents: 1100, lastCall: true });
    expect(await amountLeft(dish.id)).toBe(7);
    const [deal] = await t.ctx.db
      .select({ left: lastCallItems.amountLeft })
      .from(lastCallItems)
      .where(eq(lastCallItems.id, dealItemId));
    expect(deal?.left).toBe(1);
  });
});

describe('POST /orders — delivery', () => {
  it('charges the signed quote fee and keeps the address snapshot', async () => {
    const buyer = await makeBuyer();
    const [home] = await t.ctx.db
      .insert(addresses)
      .values({
        userId: buyer.id,
        name: 'Home',
        address1: '3321 16th St',
        city: 'San Francisco',
        state: 'CA',
        zipcode: '94114',
        latitude: 37.7596,
        longitude: -122.4269,
        isDefault: true,
      })
      .returning({ id: addresses.id });
    homeAddressId = home!.id;
    const dish = await makeDish(t, feeChef.id, { priceCents: 2000 });
    await addToCart(buyer, dish.id, 1);
    const quoteRes = await api(buyer, 'POST', '/checkout/delivery-quote', {
      chefId: feeChef.id,
      addressId: homeAddressId,
    });
    expect(quoteRes.statusCode).toBe(200);
    const { quote } = quoteRes.json() as { quote: { quoteToken: string; feeCents: number } };

    const tampered = await submit(buyer, {
      deliveryMethod: 'delivery',
      addressId: homeAddressId,
      deliveryQuoteToken: `${quote.quoteToken}x`,
    });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toMatchObject({ error: { code: 'quote_invalid' } });
    const noQuote = await submit(buyer, { deliveryMethod: 'delivery', addressId: homeAddressId });
    expect(noQuote.statusCode).toBe(400);

    const res = await submit(
      buyer,
      {
        deliveryMethod: 'delivery',
        addressId: homeAddressId,
        deliveryQuoteToken: quote.quoteToken,
        tipCents: 401,
      },
      newKey(),
      quote.feeCents,
    );
    expect(res.statusCode).toBe(200);
    const fees = computeFees({
      lines: [{ unitPriceCents: 2000, quantity: 1 }],
      deliveryMethod: 'delivery',
      deliveryFeeCents: quote.feeCents,
      tipCents: 401,
      commissionStructure: 'service_fee_15',
    });
    expect(quote.feeCents).toBeGreaterThan(0);
    expect(orderOf(res)).toMatchObject({
      deliveryMethod: 'delivery',
      deliveryAddress: { name: 'Home', address1: '3321 16th St', zipcode: '94114' },
      totals: {
        serviceFeeCents: 300,
        deliveryFeeCents: quote.feeCents,
        commissionCents: 0,
        totalCents: fees.totalCents,
        chefEarningsCents: fees.chefEarningsCents,
        commissionStructure: 'service_fee_15',
      },
    });
    // Only the last, successful attempt reached the card.
    expect(await paymentsOf(buyer.id)).toHaveLength(1);
  });
});

describe('POST /orders — idempotency', () => {
  it('answers a retry with the same order and charges once', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 1500, amountLeft: 9 });
    await addToCart(buyer, dish.id, 1);
    const key = newKey();
    const first = await submit(buyer, { tipCents: 100 }, key);
    const again = await submit(buyer, { tipCents: 100 }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    const payments = await paymentsOf(buyer.id);
    expect(payments).toHaveLength(1);
    const remote = await t.ctx.db
      .select()
      .from(localProcessorIntents)
      .where(eq(localProcessorIntents.id, payments[0]!.providerIntentId));
    expect(remote).toHaveLength(1);
    expect(await amountLeft(dish.id)).toBe(8);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 1500 });
    await addToCart(buyer, dish.id, 1);
    const key = newKey();
    expect((await submit(buyer, { tipCents: 100 }, key)).statusCode).toBe(200);
    const other = await submit(buyer, { tipCents: 200 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await paymentsOf(buyer.id)).toHaveLength(1);
  });

  it('needs an Idempotency-Key of 8 to 100 characters', async () => {
    const buyer = await makeBuyer();
    const body = { deliveryMethod: 'pickup', paymentMethodId: buyer.cardId };
    expect((await api(buyer, 'POST', '/orders', body)).statusCode).toBe(400);
    expect((await api(buyer, 'POST', '/orders', body, 'short')).statusCode).toBe(400);
    expect((await api(buyer, 'POST', '/orders', body, 'k'.repeat(101))).statusCode).toBe(400);
  });

  it.skipIf(!onPostgres)(
    'makes one order of concurrent duplicates; the others get 409 or it',
    async () => {
      const buyer = await makeBuyer();
      const dish = await makeDish(t, chef.id, { priceCents: 1500, amountLeft: 10 });
      await addToCart(buyer, dish.id, 2);
      const key = newKey();
      const results = await Promise.all([1, 2, 3, 4].map(() => submit(buyer, {}, key)));
      const created = results.filter((r) => r.statusCode === 200).map((r) => orderOf(r).id);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created).size).toBe(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
      }
      expect(await ordersOf(buyer.id)).toHaveLength(1);
      expect(await paymentsOf(buyer.id)).toMatchObject([{ status: 'authorized' }]);
      expect(await amountLeft(dish.id)).toBe(8);
      // Once the first is done, a retry gets the order.
      const retry = await submit(buyer, {}, key);
      expect(orderOf(retry).id).toBe(created[0]);
    },
  );
});

describe('POST /orders — refusals', () => {
  it('refuses an empty cart', async () => {
    const buyer = await makeBuyer();
    const res = await submit(buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { message: messages.cartEmpty } });
  });

  it("refuses a cart below the chef's minimum order", async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 450 });
    await addToCart(buyer, dish.id, 2);
    const res = await submit(buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { message: minimumOrderMessage('$10.00') } });
    expect(await paymentsOf(buyer.id)).toEqual([]);
  });

  it('refuses orders out of business hours, now and for a later time', async () => {
    const buyer = await makeBuyer();
    const closedDish = await makeDish(t, closedChef.id);
    await addToCart(buyer, closedDish.id, 1);
    // The chef drops their hours after the dish is in the cart: the cart took it, checkout refuses.
    await t.ctx.db
      .update(profiles)
      .set({ businessHours: null })
      .where(eq(profiles.id, closedChef.id));
    const now = await submit(buyer);
    expect(now.statusCode).toBe(400);
    expect(now.json()).toMatchObject({ error: { message: messages.outOfBusinessHours } });

    const other = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 1500 });
    await addToCart(other, dish.id, 1);
    // Tuesday 23:00 in San Francisco: after the chef's 21:00 close.
    const late = await submit(other, { deliveryAt: '2026-11-25T07:00:00Z' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: { message: messages.outOfBusinessHours } });
    const inHours = await submit(other, { deliveryAt: '2026-11-24T19:30:00Z' });
    expect(inHours.statusCode).toBe(200);
    expect(orderOf(inHours).deliveryAt).toBe('2026-11-24T19:30:00.000Z');
    expect(await paymentsOf(buyer.id)).toEqual([]);
  });

  it('refuses an order of your own dishes', async () => {
    const dish = await makeDish(t, chef.id, { priceCents: 1500 });
    const chefAsBuyer: Buyer = { ...chef, cardId: await cardFor(chef.id, '4242424242424242') };
    const [cart] = await t.ctx.db
      .insert(carts)
      .values({ userId: chef.id })
      .returning({ id: carts.id });
    await t.ctx.db
      .insert(cartItems)
      .values({ cartId: cart!.id, dishId: dish.id, quantity: 1, unitPriceCents: 1500 });
    const res = await submit(chefAsBuyer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { message: messages.ownProduct } });
  });

  it('answers a declined card with 402 and changes nothing', async () => {
    const buyer = await makeBuyer('4000000000000341');
    const dish = await makeDish(t, chef.id, { priceCents: 1500, amountLeft: 3 });
    await addToCart(buyer, dish.id, 2);
    const res = await submit(buyer);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: { code: 'card_declined' } });
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await amountLeft(dish.id)).toBe(3);
    expect(await itemRows(t, buyer.id)).toHaveLength(1);
    expect(await paymentsOf(buyer.id)).toMatchObject([{ status: 'failed', orderId: null }]);
  });
});

describe('POST /orders — a changed price is never charged silently', () => {
  const cartOf = async (buyer: Buyer) => (await api(buyer, 'GET', '/cart')).json<CartResponse>();

  it('refuses a total the buyer did not see and asks them to accept a raised price', async () => {
    const { buyer, dish, body: seen } = await readyToCheckOut({ priceCents: 1750, amountLeft: 10 });
    // The chef raises the price between the buyer's cart and "Place order".
    await t.ctx.db.update(dishes).set({ priceCents: 9999 }).where(eq(dishes.id, dish.id));

    const refused = await api(buyer, 'POST', '/orders', seen, newKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'The price went up from $17.50 to $99.99. Accept the new price or remove the item.',
    );
    // Nothing was authorised, nothing taken.
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(await amountLeft(dish.id)).toBe(10);

    // The cart names the change as a problem the buyer must answer.
    const cart = await cartOf(buyer);
    expect(cart.hasProblems).toBe(true);
    expect(cart.items[0]).toMatchObject({
      unitPriceCents: 9999,
      addedUnitPriceCents: 1750,
      problem: {
        code: 'price_changed',
        message:
          'The price went up from $17.50 to $99.99. Accept the new price or remove the item.',
      },
    });
    // Even with the new total, the unanswered rise is refused.
    const unanswered = await submit(buyer);
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json().error.message).toContain('The price went up');
    // A total seen before a deal ended or an option changed is refused by the total alone.
    const stale = await api(buyer, 'POST', '/cart/prices/accept');
    expect(stale.statusCode).toBe(200);
    const staleTotal = await api(buyer, 'POST', '/orders', seen, newKey());
    expect(staleTotal.json().error).toMatchObject({
      code: 'total_changed',
      message: expect.stringMatching(/^The total changed from \$17\.50 to \$99\.99\./),
    });
    expect(await paymentsOf(buyer.id)).toEqual([]);

    const accepted = await api(buyer, 'POST', '/cart/prices/accept');
    expect(accepted.json<CartResponse>()).toMatchObject({
      hasProblems: false,
      items: [{ unitPriceCents: 9999, addedUnitPriceCents: 9999, problem: null }],
    });
    const placed = await submit(buyer);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(orderOf(placed).totals.subtotalCents).toBe(9999);
  });

  it('refuses a fee that changed, and a price that fell, until the buyer sees the new total', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, feeChef.id, { priceCents: 2000 });
    await addToCart(buyer, dish.id, 1);
    const seen = await orderBody(t, buyer, {
      deliveryMethod: 'pickup',
      paymentMethodId: buyer.cardId,
    });
    // The chef switches who pays the platform: the buyer's service fee goes.
    await t.ctx.db
      .update(businessSettings)
      .set({ commissionStructure: 'commission_15' })
      .where(eq(businessSettings.chefId, feeChef.id));
    try {
      const feeChanged = await api(buyer, 'POST', '/orders', seen, newKey());
      expect(feeChanged.statusCode).toBe(409);
      expect(feeChanged.json().error.code).toBe('total_changed');
      // A price that fell is no problem in the cart, but the total seen must still be today's.
      await t.ctx.db.update(dishes).set({ priceCents: 1500 }).where(eq(dishes.id, dish.id));
      expect((await cartOf(buyer)).hasProblems).toBe(false);
      const fell = await api(buyer, 'POST', '/orders', seen, newKey());
      expect(fell.json().error.code).toBe('total_changed');
      expect(await paymentsOf(buyer.id)).toEqual([]);
      const placed = await submit(buyer);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(orderOf(placed).totals.totalCents).toBe(1500);
    } finally {
      await t.ctx.db
        .update(businessSettings)
        .set({ commissionStructure: 'service_fee_15' })
        .where(eq(businessSettings.chefId, feeChef.id));
    }
  });

  it('needs the total the buyer saw', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 1500 });
    await addToCart(buyer, dish.id, 1);
    const res = await api(
      buyer,
      'POST',
      '/orders',
      { deliveryMethod: 'pickup', paymentMethodId: buyer.cardId },
      newKey(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.expectedTotalCents).toBe('Send the total you saw.');
  });
});

describe('POST /orders — stock races', () => {
  it('sells the last unit once: a buyer arriving while the first is authorising is refused before the processor', async () => {
    const dish = await makeDish(t, chef.id, { priceCents: 1500, amountLeft: 1 });
    const winner = await makeBuyer();
    const late = await makeBuyer();
    await addToCart(winner, dish.id, 1);
    await addToCart(late, dish.id, 1);
    // The late buyer's whole checkout lands between the winner's authorisation and its commit:
    // the winner took the portion before asking the processor (decision 065).
    const payments = t.ctx.payments;
    let processorCalls = 0;
    let lateAnswer: Awaited<ReturnType<typeof submit>> | undefined;
    const restore = afterNextAuthorisation(async () => {
      const original = payments.authorize.bind(payments);
      payments.authorize = (req: AuthorizeRequest) => {
        processorCalls += 1;
        return original(req);
      };
      lateAnswer = await submit(late);
    });
    const won = await submit(winner).finally(restore);
    expect(won.statusCode, won.body).toBe(200);
    expect(lateAnswer?.statusCode).toBe(409);
    expect(lateAnswer?.json()).toMatchObject({ error: { message: messages.soldOut } });
    expect(processorCalls).toBe(0);
    expect(await paymentsOf(late.id)).toEqual([]);
    expect(await amountLeft(dish.id)).toBe(0);
    expect(await ordersOf(winner.id)).toHaveLength(1);
    expect(await ordersOf(late.id)).toEqual([]);
    expect(await itemRows(t, late.id)).toHaveLength(1);
    expect(await reservationsOfDish(dish.id)).toEqual([]);
  });

  /**
   * Sends `body` under `key` twice: the second while the first is between its authorisation and
   * its commit (well before the first can answer), with `meanwhile` done there too.
   */
  async function duplicateWhileRunning(
    buyer: Buyer,
    key: string,
    body: PlaceOrderBody,
    second: PlaceOrderBody = body,
    meanwhile: () => Promise<unknown> = async () => undefined,
  ) {
    let duplicate: ReturnType<typeof api> | undefined;
    const restore = afterNextAuthorisation(async () => {
      duplicate = api(buyer, 'POST', '/orders', second, key);
      await meanwhile();
      // Long enough for the duplicate to reach the checkout; the first cannot answer before.
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const first = await api(buyer, 'POST', '/orders', body, key).finally(restore);
    return { first, duplicate: await duplicate! };
  }

  it('answers a duplicate that arrives while its first attempt is running with the same order, from one attempt', async () => {
    const { buyer, dish, key, body } = await readyToCheckOut();
    const { first, duplicate } = await duplicateWhileRunning(buyer, key, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(duplicate.statusCode, duplicate.body).toBe(200);
    expect(orderOf(duplicate)).toEqual(orderOf(first));
    expect(await amountLeft(dish.id)).toBe(2);
    expect(await paymentsOf(buyer.id)).toHaveLength(1);
  });

  it('answers a duplicate of a running attempt that is refused with the same refusal', async () => {
    const { buyer, dish, key, body } = await readyToCheckOut();
    // The price rises while the first is authorising: its commit refuses the unseen rise.
    const { first, duplicate } = await duplicateWhileRunning(buyer, key, body, body, () =>
      t.ctx.db.update(dishes).set({ priceCents: 1600 }).where(eq(dishes.id, dish.id)),
    );
    expect(first.statusCode).toBe(409);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual(first.json());
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toMatchObject([{ status: 'voided' }]);
    expect(await amountLeft(dish.id)).toBe(3);
  });

  it('tells another request under the key of a running attempt "in progress", then refuses the reuse', async () => {
    const { buyer, key, body } = await readyToCheckOut();
    const other = { ...body, tipCents: 200 };
    const { first, duplicate } = await duplicateWhileRunning(buyer, key, body, other);
    expect(first.statusCode, first.body).toBe(200);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ error: { message: orderMessages.inProgress } });
    const again = await api(buyer, 'POST', '/orders', other, key);
    expect(again.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    const same = await api(buyer, 'POST', '/orders', body, key);
    expect(orderOf(same).id).toBe(orderOf(first).id);
    expect(await paymentsOf(buyer.id)).toHaveLength(1);
  });

  it('gives the portions back when a check after taking them refuses the order', async () => {
    const { buyer, dish, body: seen } = await readyToCheckOut({ amountLeft: 2, quantity: 2 });
    // The portions are taken first; the total the buyer saw is checked after them.
    const res = await api(buyer, 'POST', '/orders', { ...seen, expectedTotalCents: 100 }, newKey());
    expect(res.json().error.code).toBe('total_changed');
    expect(await amountLeft(dish.id)).toBe(2);
    expect(await reservationsOfDish(dish.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toEqual([]);
  });

  it('gives the portions back when the card is declined', async () => {
    const buyer = await makeBuyer('4000000000000341');
    const dish = await makeDish(t, chef.id, { priceCents: 1500, amountLeft: 2 });
    await addToCart(buyer, dish.id, 2);
    const res = await submit(buyer);
    expect(res.statusCode).toBe(402);
    expect(await amountLeft(dish.id)).toBe(2);
    expect(await reservationsOfDish(dish.id)).toEqual([]);
  });

  it("lets a retry after a crash use its first try's portions; the sweep gives back those nobody finished", async () => {
    const dish = await makeDish(t, chef.id, { priceCents: 1500, amountLeft: 2 });
    const retrying = await makeBuyer();
    const gone = await makeBuyer();
    await addToCart(retrying, dish.id, 1);
    await addToCart(gone, dish.id, 1);
    const key = newKey();
    // What two servers killed right after reserving leave behind.
    const portions = [{ dishId: dish.id, quantity: 1, amountLeft: 2 }];
    await reserveStock(t.ctx, retrying.id, key, portions, clock.now());
    await reserveStock(t.ctx, gone.id, newKey(), portions, clock.now());
    expect(await amountLeft(dish.id)).toBe(0);
    const retried = await submit(retrying, {}, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await amountLeft(dish.id)).toBe(0);
    expect(await reservationsOfDish(dish.id)).toHaveLength(1);
    clock.advance(ORPHANED_HOLD_AGE_MS + 60_000);
    await voidOrphanedHolds(t.ctx);
    expect(await amountLeft(dish.id)).toBe(1);
    expect(await reservationsOfDish(dish.id)).toEqual([]);
  });

  it.skipIf(!onPostgres)('never oversells when buyers submit at the same moment', async () => {
    const dish = await makeDish(t, chef.id, { priceCents: 1500, amountLeft: 1 });
    const buyers = await Promise.all([1, 2, 3].map(() => makeBuyer()));
    for (const b of buyers) await addToCart(b, dish.id, 1);
    const results = await Promise.all(buyers.map((b) => submit(b)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect([messages.soldOut, messages.notEnoughInventory]).toContain(
        (r.json() as { error: { message: string } }).error.message,
      );
    }
    expect(await amountLeft(dish.id)).toBe(0);
    for (const b of buyers) {
      const held = (await paymentsOf(b.id)).filter((p) => p.status === 'authorized');
      expect(held.every((p) => p.orderId !== null)).toBe(true);
    }
  });

  it('voids the hold when the price changed between authorising and committing', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 1500 });
    await addToCart(buyer, dish.id, 1);
    const restore = afterNextAuthorisation(() =>
      t.ctx.db.update(dishes).set({ priceCents: 1600 }).where(eq(dishes.id, dish.id)),
    );
    const key = newKey();
    const res = await submit(buyer, {}, key).finally(restore);
    expect(res.statusCode).toBe(409);
    // The commit prices the cart again and finds the rise the buyer has not accepted.
    expect(res.json()).toMatchObject({
      error: { message: expect.stringMatching(/^The price went up from \$15\.00 to \$16\.00\./) },
    });
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toMatchObject([{ status: 'voided' }]);
    expect(await itemRows(t, buyer.id)).toHaveLength(1);
    // The attempt is over: its key cannot reuse the released hold (another amount is another
    // payment: 422), and a new checkout works.
    expect((await api(buyer, 'POST', '/cart/prices/accept')).statusCode).toBe(200);
    const newAmount = await submit(buyer, {}, key);
    expect(newAmount.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    await t.ctx.db.update(dishes).set({ priceCents: 1500 }).where(eq(dishes.id, dish.id));
    const sameKey = await submit(buyer, {}, key);
    expect(sameKey.statusCode).toBe(409);
    expect(sameKey.json()).toMatchObject({ error: { message: orderMessages.attemptEnded } });
    const fresh = await submit(buyer);
    expect(fresh.statusCode).toBe(200);
    expect(orderOf(fresh).totals.subtotalCents).toBe(1500);
  });
});

describe('GET /orders/:id', () => {
  it('shows the order to its buyer and its chef only', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 1500 });
    await addToCart(buyer, dish.id, 1);
    const placed = orderOf(await submit(buyer));

    const mine = await api(buyer, 'GET', `/orders/${placed.id}`);
    expect(mine.statusCode).toBe(200);
    expect(orderOf(mine)).toEqual(placed);
    expect((await api(chef, 'GET', `/orders/${placed.id}`)).statusCode).toBe(200);

    const stranger = await makeUser(t);
    for (const id of [placed.id, 'not-an-id']) {
      const res = await api(stranger, 'GET', `/orders/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { message: orderLoadFailedMessage(id) } });
    }
    const otherChef = await api(feeChef, 'GET', `/orders/${placed.id}`);
    expect(otherChef.statusCode).toBe(404);
    const items = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(items).toHaveLength(1);
  });
});

describe('holds left by a crash', () => {
  it('voids old checkout holds no order claimed, and nothing else', async () => {
    const buyer = await makeBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 1500 });
    await addToCart(buyer, dish.id, 1);
    const placed = orderOf(await submit(buyer));
    // What a server killed between authorising and committing leaves behind.
    const orphan = await authorizePayment(t.ctx, {
      userId: buyer.id,
      paymentMethodId: buyer.cardId,
      amountCents: 2500,
      idempotencyKey: paymentKeyOf(buyer.id, newKey()),
    });
    clock.advance(ORPHANED_HOLD_AGE_MS + 60_000);
    const recent = await authorizePayment(t.ctx, {
      userId: buyer.id,
      paymentMethodId: buyer.cardId,
      amountCents: 2600,
      idempotencyKey: paymentKeyOf(buyer.id, newKey()),
    });
    expect(await voidOrphanedHolds(t.ctx)).toBe(1);
    const status = new Map((await paymentsOf(buyer.id)).map((p) => [p.id, p.status]));
    expect(status.get(orphan.id)).toBe('voided');
    expect(status.get(recent.id)).toBe('authorized');
    expect(status.get(placed.payment!.id)).toBe('authorized');
  });

  it('releases a hold the processor made while our server died before recording it', async () => {
    const buyer = await makeBuyer();
    const key = paymentKeyOf(buyer.id, newKey());
    // The process "dies" right after the processor authorised: our row never learns the answer.
    const restore = afterNextAuthorisation(() => Promise.reject(new Error('killed')));
    await expect(
      authorizePayment(t.ctx, {
        userId: buyer.id,
        paymentMethodId: buyer.cardId,
        amountCents: 2700,
        idempotencyKey: key,
      }),
    ).rejects.toThrow('killed');
    restore();
    const [pending] = await paymentsOf(buyer.id);
    expect(pending).toMatchObject({ status: 'requires_authorization', orderId: null });
    const held = await t.ctx.db
      .select({ status: localProcessorIntents.status })
      .from(localProcessorIntents)
      .where(eq(localProcessorIntents.amountCents, 2700));
    expect(held.map((h) => h.status)).toEqual(['authorized']);
    // Payment history shows only attempts that moved money.
    const history = await api(buyer, 'GET', '/payments/history');
    expect(history.json().items).toEqual([]);

    clock.advance(ORPHANED_HOLD_AGE_MS + 60_000);
    expect(await voidOrphanedHolds(t.ctx)).toBe(1);
    expect((await paymentsOf(buyer.id)).map((p) => p.status)).toEqual(['voided']);
    const released = await t.ctx.db
      .select({ status: localProcessorIntents.status })
      .from(localProcessorIntents)
      .where(eq(localProcessorIntents.amountCents, 2700));
    expect(released.map((h) => h.status)).toEqual(['canceled']);
  });
});
