// Test helpers for the order lifecycle: a chef who is open, a buyer with a saved test card,
// an order placed through the API, and calls as either party.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LiveEvent } from '#contracts/live';
import type { CartResponse } from '#contracts/cart';
import type { OrderResponse, OrderSummary, PlaceOrderBody } from '#contracts/orders';
import { cartFeeInput, computeFees } from '#domain/fees';
import { orders } from '../../db/schema/orders.ts';
import { paymentIntents, refunds } from '../../db/schema/payments.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';
import { makeDish } from './cart-fixtures.ts';
import { makeChef, makeUser, type FixtureUser } from './catalog-fixtures.ts';
import { addCard } from '../../modules/payments/cards.service.ts';

export const OPEN_ALL_WEEK = {
  businessDays: [0, 1, 2, 3, 4, 5, 6],
  fromHour: '09:00',
  endHour: '21:00',
};
/** Monday 23 November 2026, 12:00 in San Francisco: inside OPEN_ALL_WEEK. */
export const MONDAY_NOON = '2026-11-23T20:00:00Z';

export interface Buyer extends FixtureUser {
  cardId: string;
}

export async function makeOpenChef(
  t: TestApp,
  settings: Partial<typeof businessSettings.$inferInsert> = {},
  profile: Parameters<typeof makeChef>[1] = {},
): Promise<FixtureUser> {
  const chef = await makeChef(t, { businessHours: OPEN_ALL_WEEK, ...profile });
  await t.ctx.db.insert(businessSettings).values({ chefId: chef.id, ...settings });
  return chef;
}

export async function makeBuyer(
  t: TestApp,
  profile: Parameters<typeof makeUser>[1] = {},
): Promise<Buyer> {
  const user = await makeUser(t, { name: 'Maria Lopez', ...profile });
  const token = await t.ctx.localProcessor!.tokenize({
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  return { ...user, cardId: (await addCard(t.ctx, user.id, token.id)).id };
}

export function api(
  t: TestApp,
  user: FixtureUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, ...headers },
    ...(body ? { payload: body } : {}),
  });
}

/**
 * An order request as the checkout sends it: the choices plus the total the buyer sees for
 * the cart as it is now (GET /cart), as the web computes it.
 */
export async function orderBody(
  t: TestApp,
  buyer: FixtureUser,
  body: Omit<PlaceOrderBody, 'expectedTotalCents'> & { expectedTotalCents?: number },
  deliveryFeeCents = 0,
): Promise<PlaceOrderBody> {
  const cart = (await api(t, buyer, 'GET', '/cart')).json() as CartResponse;
  const seen = computeFees(
    cartFeeInput(cart, {
      deliveryMethod: body.deliveryMethod,
      tipCents: body.tipCents ?? 0,
      deliveryFeeCents,
    }),
  ).totalCents;
  return { expectedTotalCents: seen, ...body };
}

export const orderOf = (res: { json(): unknown }): OrderSummary =>
  (res.json() as OrderResponse).order;

/** Puts `quantity` of a new dish of `chef` in the buyer's cart and submits it for pickup. */
export async function placeOrder(
  t: TestApp,
  buyer: Buyer,
  chef: FixtureUser,
  opts: { priceCents?: number; quantity?: number; deliveryAt?: string; amountLeft?: number } = {},
): Promise<OrderSummary> {
  const dish = await makeDish(t, chef.id, {
    priceCents: opts.priceCents ?? 1500,
    ...(opts.amountLeft !== undefined ? { amountLeft: opts.amountLeft } : {}),
  });
  const added = await api(t, buyer, 'POST', '/cart/items', {
    dishId: dish.id,
    quantity: opts.quantity ?? 1,
  });
  expect(added.statusCode).toBe(200);
  const res = await api(
    t,
    buyer,
    'POST',
    '/orders',
    await orderBody(t, buyer, {
      deliveryMethod: 'pickup',
      paymentMethodId: buyer.cardId,
      ...(opts.deliveryAt ? { deliveryAt: opts.deliveryAt } : {}),
    }),
    { 'idempotency-key': `checkout-${randomBytes(6).toString('hex')}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  return orderOf(res);
}

export const transition = (
  t: TestApp,
  user: FixtureUser,
  orderId: string,
  action: string,
  reason?: string,
) =>
  api(t, user, 'POST', `/orders/${orderId}/transitions`, {
    action,
    ...(reason !== undefined ? { reason } : {}),
  });

export async function paymentOfOrder(t: TestApp, orderId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId));
  return row!;
}

export async function refundsOfOrder(t: TestApp, orderId: string) {
  const payment = await paymentOfOrder(t, orderId);
  return t.ctx.db.select().from(refunds).where(eq(refunds.paymentIntentId, payment.id));
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** Records every live event published from now on. */
export function recordEvents(t: TestApp) {
  const seen: { userIds: readonly string[]; event: LiveEvent }[] = [];
  const stop = t.ctx.events.subscribe((userIds, event) => seen.push({ userIds, event }));
  return { seen, stop };
}
