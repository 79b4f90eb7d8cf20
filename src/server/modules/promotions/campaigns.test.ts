import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '#contracts/cart';
import type { CampaignListResponse } from '#contracts/promotions';
import { campaignMessages } from '#domain/campaigns';
import { computeFees } from '#domain/fees';
import { orderItems } from '../../db/schema/orders.ts';
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
import { reconcileLedger } from '../reconciliation/reconcile.service.ts';

const clock = new ManualClock(MONDAY_NOON);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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

const NOON = Date.parse(MONDAY_NOON);
const at = (offsetMs: number) => new Date(NOON + offsetMs).toISOString();

const campaignBody = (dishIds: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Pozole week',
  discountType: 'percent',
  percentOff: 20,
  dishIds,
  startsAt: at(-HOUR),
  endsAt: at(7 * DAY),
  ...extra,
});

async function makeCampaign(owner: FixtureUser, body: Record<string, unknown>) {
  const res = await api(t, owner, 'POST', '/business/campaigns', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ campaign: { id: string } }>().campaign;
}

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { message: string; fields?: Record<string, string> } }).error;

async function cartWith(buyer: Buyer, dish: { id: string }, quantity = 1) {
  await api(t, buyer, 'DELETE', '/cart');
  const res = await api(t, buyer, 'POST', '/cart/items', { dishId: dish.id, quantity });
  expect(res.statusCode, res.body).toBe(200);
  return (await api(t, buyer, 'GET', '/cart')).json<CartResponse>();
}

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
    { 'idempotency-key': `campaign-${Math.random().toString(36).slice(2)}` },
  );

const campaignsOf = async (owner: FixtureUser) =>
  (await api(t, owner, 'GET', '/business/campaigns')).json<CampaignListResponse>().campaigns;

describe("the chef's campaigns", () => {
  it('creates a campaign on own dishes and lists it running with each dish at its campaign price', async () => {
    const pozole = await makeDish(t, chef.id, { name: 'Pozole', priceCents: 1850 });
    const tamales = await makeDish(t, chef.id, { name: 'Tamales', priceCents: 1200 });
    const res = await api(
      t,
      chef,
      'POST',
      '/business/campaigns',
      campaignBody([pozole.id, tamales.id], { description: 'All week' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: campaignMessages.created,
      campaign: {
        name: 'Pozole week',
        description: 'All week',
        state: 'running',
        // 20 % of $18.50 is $3.70; of $12.00, $2.40.
        dishes: [
          { id: pozole.id, name: 'Pozole', priceCents: 1850, campaignPriceCents: 1480 },
          { id: tamales.id, name: 'Tamales', priceCents: 1200, campaignPriceCents: 960 },
        ],
        ordersCount: 0,
        salesCents: 0,
      },
    });
    const id = res.json().campaign.id;
    expect((await campaignsOf(chef)).map((c) => c.id)).toContain(id);
    // Another chef sees none of it and cannot touch it.
    expect((await campaignsOf(otherChef)).map((c) => c.id)).not.toContain(id);
    const foreign = await api(t, otherChef, 'PUT', `/business/campaigns/${id}/active`, {
      active: false,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(campaignMessages.notFound);
    expect((await api(t, otherChef, 'POST', `/business/campaigns/${id}/end`)).statusCode).toBe(404);
    const borrowed = await api(
      t,
      otherChef,
      'POST',
      '/business/campaigns',
      campaignBody([pozole.id]),
    );
    expect(borrowed.statusCode).toBe(400);
    expect(errorOf(borrowed).message).toBe(campaignMessages.notOwnDishes);
  });

  it('refuses a campaign without dishes, a past or backwards or too long period, or more off than a price', async () => {
    const dish = await makeDish(t, chef.id, { name: 'Churros', priceCents: 500 });
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await api(t, chef, 'POST', '/business/campaigns', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields?.[field] ?? errorOf(res).message).toBe(message);
    };
    await refused(campaignBody([]), 'dishIds', campaignMessages.chooseDishes);
    await refused(
      campaignBody([dish.id], { startsAt: at(DAY), endsAt: at(HOUR) }),
      'endsAt',
      campaignMessages.endAfterStart,
    );
    await refused(
      campaignBody([dish.id], { startsAt: at(-2 * DAY), endsAt: at(-DAY) }),
      'endsAt',
      campaignMessages.endInFuture,
    );
    await refused(
      campaignBody([dish.id], { endsAt: at(91 * DAY) }),
      'endsAt',
      campaignMessages.tooLong,
    );
    await refused(
      campaignBody([dish.id], { discountType: 'amount', percentOff: null, amountOffCents: 500 }),
      'amountOffCents',
      campaignMessages.amountOverPrice('Churros', 500),
    );
    await refused(
      campaignBody([dish.id], { percentOff: 95 }),
      'percentOff',
      'A campaign takes at most 90% off.',
    );
    expect((await campaignsOf(chef)).some((c) => c.dishes.some((d) => d.id === dish.id))).toBe(
      false,
    );
  });

  it('pauses, resumes and ends a campaign; an ended one stays ended', async () => {
    const dish = await makeDish(t, chef.id, { priceCents: 1000 });
    const { id } = await makeCampaign(chef, campaignBody([dish.id]));
    const paused = await api(t, chef, 'PUT', `/business/campaigns/${id}/active`, { active: false });
    expect(paused.json()).toMatchObject({
      campaign: { state: 'paused', active: false },
      message: campaignMessages.paused,
    });
    const resumed = await api(t, chef, 'PUT', `/business/campaigns/${id}/active`, { active: true });
    expect(resumed.json()).toMatchObject({
      campaign: { state: 'running' },
      message: campaignMessages.resumed,
    });
    const ended = await api(t, chef, 'POST', `/business/campaigns/${id}/end`);
    expect(ended.json()).toMatchObject({
      campaign: { state: 'ended', endedAt: at(0) },
      message: campaignMessages.ended,
    });
    for (const again of [
      api(t, chef, 'POST', `/business/campaigns/${id}/end`),
      api(t, chef, 'PUT', `/business/campaigns/${id}/active`, { active: true }),
    ]) {
      const res = await again;
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(campaignMessages.alreadyEnded);
    }
  });
});

describe('a buyer during a campaign', () => {
  it('sees the campaign price on the dish page and cards, and pays it; the fee is on the discounted items', async () => {
    const buyer = await makeBuyer(t);
    const dish = await makeDish(t, chef.id, { name: 'Birria', priceCents: 2000 });
    const { id } = await makeCampaign(chef, campaignBody([dish.id], { name: 'Birria days' }));
    const shown = { id, name: 'Birria days', priceCents: 1600, endsAt: at(7 * DAY) };

    expect((await api(t, buyer, 'GET', `/dishes/${dish.id}`)).json().dish.campaign).toEqual(shown);
    const cards = (await api(t, buyer, 'GET', `/chefs/${chef.id}/dishes`)).json().dishes;
    expect(cards.find((c: { id: string }) => c.id === dish.id).campaign).toEqual(shown);

    const cart = await cartWith(buyer, dish, 2);
    expect(cart.items[0]).toMatchObject({
      unitPriceCents: 1600,
      lineTotalCents: 3200,
      campaignName: 'Birria days',
      lastCall: false,
    });
    const res = await placeOrder(buyer);
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderRow(t, orderOf(res).id);
    const expected = computeFees({
      lines: [{ unitPriceCents: 1600, quantity: 2 }],
      deliveryMethod: 'pickup',
      commissionStructure: 'commission_15',
    });
    expect(order).toMatchObject({
      subtotalCents: 3200,
      totalCents: expected.totalCents,
      commissionCents: 480,
      chefEarningsCents: 2720,
    });
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ unitPriceCents: 1600, campaignId: id });

    const before = await accountBalance(t.ctx.db, 'chef_payable', chef.id);
    expect((await transition(t, chef, order.id, 'accept')).statusCode).toBe(200);
    expect((await accountBalance(t.ctx.db, 'chef_payable', chef.id)) - before).toBe(2720);
    expect((await reconcileLedger(t.ctx)).differences).toEqual([]);

    const mine = (await campaignsOf(chef)).find((c) => c.id === id);
    expect(mine).toMatchObject({ ordersCount: 1, salesCents: 3200 });
  });

  it('pays the regular price before it starts, while it is paused and once it has ended', async () => {
    const buyer = await makeBuyer(t);
    const dish = await makeDish(t, chef.id, { priceCents: 1000 });
    const { id } = await makeCampaign(
      chef,
      campaignBody([dish.id], { startsAt: at(DAY), endsAt: at(3 * DAY) }),
    );
    const priceNow = async () => (await cartWith(buyer, dish)).items[0]!.unitPriceCents;

    expect(await priceNow()).toBe(1000);
    clock.set(new Date(NOON + DAY));
    expect(await priceNow()).toBe(800);
    await api(t, chef, 'PUT', `/business/campaigns/${id}/active`, { active: false });
    expect(await priceNow()).toBe(1000);
    await api(t, chef, 'PUT', `/business/campaigns/${id}/active`, { active: true });
    expect(await priceNow()).toBe(800);
    clock.set(new Date(NOON + 3 * DAY));
    expect(await priceNow()).toBe(1000);
    expect((await api(t, buyer, 'GET', `/dishes/${dish.id}`)).json().dish.campaign).toBeNull();
  });

  it('gives the lowest price when two campaigns overlap, never both', async () => {
    const buyer = await makeBuyer(t);
    const dish = await makeDish(t, chef.id, { priceCents: 1000 });
    await makeCampaign(chef, campaignBody([dish.id], { name: 'Ten off', percentOff: 10 }));
    await makeCampaign(
      chef,
      campaignBody([dish.id], {
        name: 'Two fifty off',
        discountType: 'amount',
        percentOff: null,
        amountOffCents: 250,
      }),
    );
    const cart = await cartWith(buyer, dish);
    expect(cart.items[0]).toMatchObject({ unitPriceCents: 750, campaignName: 'Two fifty off' });
  });
});
