import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '#contracts/cart';
import type { CouponListResponse } from '#contracts/promotions';
import { couponMessages } from '#domain/coupons';
import { computeFees } from '#domain/fees';
import { carts } from '../../db/schema/cart.ts';
import { couponRedemptions, coupons } from '../../db/schema/promotions.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import type { FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderOf,
  orderRow,
  transition,
  type Buyer,
  orderBody,
} from '../../test/factories/order-fixtures.ts';
import { accountBalance } from '../ledger/ledger-queries.ts';
import { couponAdminMessages } from './coupons.service.ts';

const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;
let chef: FixtureUser;
let otherChef: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_HOURS: '1000' } });
  chef = await makeOpenChef(t);
  otherChef = await makeOpenChef(t, {}, { name: 'Chef Bo', businessName: 'Bo Noodles' });
});
afterAll(() => t.close());
beforeEach(() => clock.set(MONDAY_NOON));

let codes = 0;
const newCode = (prefix = 'SAVE') => `${prefix}${++codes}`;

async function makeCoupon(owner: FixtureUser, body: Record<string, unknown>) {
  const res = await api(t, owner, 'POST', '/business/coupons', {
    discountType: 'percent',
    percentOff: 10,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ coupon: { id: string; code: string } }>().coupon;
}

async function cartWith(buyer: Buyer, dishes: { id: string }[], quantity = 1) {
  await api(t, buyer, 'DELETE', '/cart');
  await api(t, buyer, 'DELETE', '/cart/promo-code');
  for (const d of dishes)
    expect(
      (await api(t, buyer, 'POST', '/cart/items', { dishId: d.id, quantity })).statusCode,
    ).toBe(200);
}

const applyCode = (buyer: Buyer, code: string) =>
  api(t, buyer, 'PUT', '/cart/promo-code', { code });

const placeOrder = async (buyer: Buyer) =>
  api(
    t,
    buyer,
    'POST',
    '/orders',
    await orderBody(t, buyer, {
      deliveryMethod: 'pickup',
      paymentMethodId: buyer.cardId,
      tipCents: 0,
    }),
    { 'idempotency-key': `coupon-${Math.random().toString(36).slice(2)}` },
  );

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe("the chef's coupons", () => {
  it('creates, lists, pauses and resumes a coupon; a code is the chef’s once, whatever its case', async () => {
    const dish = await makeDish(t, chef.id, { name: 'Pozole', priceCents: 1800 });
    const code = newCode('spring');
    const created = await makeCoupon(chef, {
      code: code.toLowerCase(),
      dishIds: [dish.id],
      maxPerUser: 1,
    });
    expect(created.code).toBe(code.toUpperCase());
    const dup = await api(t, chef, 'POST', '/business/coupons', {
      code,
      discountType: 'amount',
      amountOffCents: 100,
    });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe(couponAdminMessages.duplicate);

    const list = (await api(t, chef, 'GET', '/business/coupons')).json<CouponListResponse>();
    expect(list.coupons.find((c) => c.id === created.id)).toMatchObject({
      state: 'active',
      dishNames: ['Pozole'],
      redemptionsCount: 0,
    });
    const paused = await api(t, chef, 'PUT', `/business/coupons/${created.id}/active`, {
      active: false,
    });
    expect(paused.json()).toMatchObject({ coupon: { state: 'paused' }, message: 'Coupon paused.' });
    // Another chef cannot touch it, nor name this chef's dishes.
    expect(
      (await api(t, otherChef, 'PUT', `/business/coupons/${created.id}/active`, { active: true }))
        .statusCode,
    ).toBe(404);
    const foreign = await api(t, otherChef, 'POST', '/business/coupons', {
      code: newCode(),
      discountType: 'percent',
      percentOff: 5,
      dishIds: [dish.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).message).toBe(couponAdminMessages.notOwnDishes);
  });

  it('refuses a coupon without its discount, or ending before it starts, in clear words', async () => {
    const res = await api(t, chef, 'POST', '/business/coupons', {
      code: newCode(),
      discountType: 'amount',
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-11-30T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Enter the amount off.');
    expect(JSON.stringify(res.json())).toContain('The end must be after the start.');
  });
});

describe('a buyer uses a code', () => {
  it('pays the discounted total; the chef funds it and the platform fee is on the discounted items', async () => {
    const buyer = await makeBuyer(t);
    const dish = await makeDish(t, chef.id, { priceCents: 2000 });
    const code = newCode();
    await makeCoupon(chef, { code, percentOff: 25 });
    await cartWith(buyer, [dish], 2);

    const lookup = await api(
      t,
      buyer,
      'GET',
      `/coupons/lookup?code=${code.toLowerCase()}&pid=${chef.id}`,
    );
    expect(lookup.json()).toMatchObject({ status: 'active', statusCode: 200 });
    const applied = await applyCode(buyer, ` ${code.toLowerCase()} `);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      promo: { code, discountCents: 1000, dishIds: [], problem: null },
      message: couponMessages.applied,
    });

    const res = await placeOrder(buyer);
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderRow(t, orderOf(res).id);
    const expected = computeFees({
      lines: [{ unitPriceCents: 2000, quantity: 2 }],
      deliveryMethod: 'pickup',
      discountCents: 1000,
      commissionStructure: 'commission_15',
    });
    expect(order).toMatchObject({
      couponCode: code,
      discountCents: 1000,
      totalCents: expected.totalCents,
      commissionCents: 450,
      chefEarningsCents: 2550,
    });
    const redemptions = await t.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.id));
    expect(redemptions).toMatchObject([{ amountCents: 1000, userId: buyer.id }]);
    const [cart] = await t.ctx.db.select().from(carts).where(eq(carts.userId, buyer.id));
    expect(cart!.promoCode).toBeNull();

    // Accepted: the ledger gives the chef the discounted earnings.
    const before = await accountBalance(t.ctx.db, 'chef_payable', chef.id);
    expect((await transition(t, chef, order.id, 'accept')).statusCode).toBe(200);
    expect((await accountBalance(t.ctx.db, 'chef_payable', chef.id)) - before).toBe(2550);
  });

  it('answers 414 for a dish code, then 200 for the dish it covers, and takes it off that dish only', async () => {
    const buyer = await makeBuyer(t);
    const covered = await makeDish(t, chef.id, { priceCents: 1500 });
    const other = await makeDish(t, chef.id, { priceCents: 1000 });
    const code = newCode();
    await makeCoupon(chef, {
      code,
      discountType: 'amount',
      percentOff: null,
      amountOffCents: 400,
      dishIds: [covered.id],
    });
    await cartWith(buyer, [covered, other]);

    const base = `/coupons/lookup?code=${code}&pid=${chef.id}`;
    expect((await api(t, buyer, 'GET', base)).json()).toMatchObject({ statusCode: 414 });
    expect((await api(t, buyer, 'GET', `${base}&did=${covered.id}`)).json()).toMatchObject({
      statusCode: 200,
    });
    const miss = await api(t, buyer, 'GET', `${base}&did=${other.id}`);
    expect(miss.statusCode).toBe(422);
    expect(errorOf(miss).message).toBe(couponMessages.notForTheseDishes);
    const applied = (await applyCode(buyer, code)).json<CartResponse>();
    expect(applied.promo).toMatchObject({ discountCents: 400, dishIds: [covered.id] });
  });

  it('refuses an unknown, another chef’s, expired, paused, used-up or below-minimum code, changing nothing', async () => {
    const buyer = await makeBuyer(t);
    const dish = await makeDish(t, chef.id, { priceCents: 1200 });
    await cartWith(buyer, [dish]);
    const otherCode = newCode();
    await makeCoupon(otherChef, { code: otherCode });
    const expired = newCode();
    await makeCoupon(chef, { code: expired, endsAt: '2026-11-01T00:00:00Z' });
    const minimum = newCode();
    await makeCoupon(chef, { code: minimum, minOrderCents: 5000 });
    const paused = newCode();
    await makeCoupon(chef, { code: paused, active: false });

    for (const [code, message] of [
      ['NOSUCHCODE', couponMessages.notFound],
      [otherCode, couponMessages.otherChef],
      [expired, couponMessages.expired],
      [minimum, 'Spend at least $50.00 to use this code.'],
      [paused, couponMessages.paused],
    ] as const) {
      const res = await applyCode(buyer, code);
      expect(res.statusCode, code).toBe(422);
      expect(errorOf(res)).toEqual({ code: 'coupon_refused', message, fields: { code: message } });
    }
    const bad = await applyCode(buyer, 'x!');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(couponMessages.codeFormat);
    const [cart] = await t.ctx.db.select().from(carts).where(eq(carts.userId, buyer.id));
    expect(cart!.promoCode).toBeNull();
  });

  it('counts uses in all and per person, gives a use back when the order is cancelled, and refuses a code that lapsed before checkout', async () => {
    const code = newCode();
    const { id } = await makeCoupon(chef, { code, maxRedemptions: 2, maxPerUser: 1 });
    const dish = await makeDish(t, chef.id, { priceCents: 1500 });
    const [ana, ben, cy] = await Promise.all([makeBuyer(t), makeBuyer(t), makeBuyer(t)]);

    await cartWith(ana, [dish]);
    expect((await applyCode(ana, code)).statusCode).toBe(200);
    const anaOrder = orderOf(await placeOrder(ana));
    await cartWith(ana, [dish]);
    expect(errorOf(await applyCode(ana, code)).message).toBe(couponMessages.usedByYou);

    await cartWith(ben, [dish]);
    expect((await applyCode(ben, code)).statusCode).toBe(200);
    expect((await placeOrder(ben)).statusCode).toBe(200);
    await cartWith(cy, [dish]);
    expect(errorOf(await applyCode(cy, code)).message).toBe(couponMessages.usedUp);

    // Ana cancels: her use comes back, to her and to the count.
    expect((await transition(t, ana, anaOrder.id, 'cancel')).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row!.redemptionsCount).toBe(1);
    expect((await applyCode(cy, code)).statusCode).toBe(200);

    // The chef pauses it before Cy checks out: the order is refused, nothing is charged.
    await api(t, chef, 'PUT', `/business/coupons/${id}/active`, { active: false });
    const cart = (await api(t, cy, 'GET', '/cart')).json<CartResponse>();
    expect(cart.promo).toMatchObject({ discountCents: 0, problem: couponMessages.paused });
    const refused = await placeOrder(cy);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(couponMessages.paused);
  });

  it('limits code guessing per buyer', async () => {
    const buyer = await makeBuyer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await api(t, buyer, 'GET', `/coupons/lookup?code=GUESS${i}&pid=${chef.id}`)).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
