// The order calendars (issue 15 point 7, decision 055): GET /business/calendar shows a chef the
// orders placed for later from them, by day in their zone, with their hours and closed days;
// GET /orders/calendar shows a buyer their own. Nobody sees anyone else's; guests get 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarResponse } from '#contracts/calendar';
import { calendarMessages } from '#domain/calendar';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  api,
  type Buyer,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  placeOrder,
  transition,
} from '../../test/factories/order-fixtures.ts';

/** Monday to Friday, 09:00–21:00 in Los Angeles: the weekend is closed. */
const WEEKDAYS = { businessDays: [1, 2, 3, 4, 5], fromHour: '09:00', endHour: '21:00' };
/** Tuesday 24 November 2026, 18:00 in Los Angeles (Wednesday 02:00 UTC). */
const TUESDAY_EVENING = '2026-11-25T02:00:00.000Z';
/** Friday 27 November 2026, 10:30 in Los Angeles. */
const FRIDAY_MORNING = '2026-11-27T18:30:00.000Z';
/** Monday 30 November 2026, 09:00 in Los Angeles: next week. */
const NEXT_MONDAY = '2026-11-30T17:00:00.000Z';

const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;
let chef: FixtureUser;
let otherChef: FixtureUser;
let buyer: Buyer;
let otherBuyer: Buyer;
let tokyoBuyer: Buyer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeOpenChef(t, {}, { businessHours: WEEKDAYS, businessName: 'Ana’s Kitchen' });
  otherChef = await makeOpenChef(t);
  buyer = await makeBuyer(t, { name: 'Maria Lopez' });
  otherBuyer = await makeBuyer(t, { name: 'Otto Other' });
  tokyoBuyer = await makeBuyer(t, { name: 'Kenji Sato', timeZone: 'Asia/Tokyo' });
  ids.friday = (await placeOrder(t, buyer, chef, { deliveryAt: FRIDAY_MORNING, quantity: 2 })).id;
  ids.tuesday = (await placeOrder(t, buyer, chef, { deliveryAt: TUESDAY_EVENING })).id;
  ids.nextWeek = (await placeOrder(t, buyer, chef, { deliveryAt: NEXT_MONDAY })).id;
  ids.now = (await placeOrder(t, buyer, chef)).id;
  ids.cancelled = (await placeOrder(t, buyer, chef, { deliveryAt: TUESDAY_EVENING })).id;
  expect((await transition(t, buyer, ids.cancelled, 'cancel')).statusCode).toBe(200);
  ids.tokyo = (await placeOrder(t, tokyoBuyer, chef, { deliveryAt: TUESDAY_EVENING })).id;
  // Another chef's order for another buyer, the same evening.
  ids.elsewhere = (await placeOrder(t, otherBuyer, otherChef, { deliveryAt: TUESDAY_EVENING })).id;
});
afterAll(() => t.close());

const get = async (who: FixtureUser, url: string) => {
  const res = await api(t, who, 'GET', url);
  return { res, body: res.json() as CalendarResponse };
};
const dayOf = (body: CalendarResponse, date: string) => body.days.find((d) => d.date === date)!;
const orderIds = (body: CalendarResponse) => body.days.flatMap((d) => d.orders.map((o) => o.id));

describe('GET /business/calendar', () => {
  it('shows this week by default: every day, the chef’s hours and closed days, in their zone', async () => {
    const { res, body } = await get(chef, '/business/calendar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      timeZone: 'America/Los_Angeles',
      today: '2026-11-23',
      from: '2026-11-22',
      to: '2026-11-28',
      truncated: false,
    });
    expect(body.days.map((d) => [d.date, d.weekday])).toEqual([
      ['2026-11-22', 0],
      ['2026-11-23', 1],
      ['2026-11-24', 2],
      ['2026-11-25', 3],
      ['2026-11-26', 4],
      ['2026-11-27', 5],
      ['2026-11-28', 6],
    ]);
    expect(dayOf(body, '2026-11-22').hours).toEqual({ closed: true });
    expect(dayOf(body, '2026-11-28').hours).toEqual({ closed: true });
    expect(dayOf(body, '2026-11-24').hours).toEqual({
      closed: false,
      opens: '09:00',
      closes: '21:00',
      overnight: false,
    });
  });

  it('puts each order for later on its local day; orders for now, cancelled ones and next week’s are not there', async () => {
    const { body } = await get(chef, '/business/calendar');
    // Tuesday 18:00 in Los Angeles is Wednesday in UTC: the chef's zone decides.
    // Two orders at the same time: in id order.
    const tuesday = dayOf(body, '2026-11-24').orders.map((o) => o.id);
    expect(tuesday).toEqual([ids.tuesday, ids.tokyo].sort());
    expect(dayOf(body, '2026-11-25').orders).toEqual([]);
    const friday = dayOf(body, '2026-11-27').orders;
    expect(friday).toEqual([
      {
        id: ids.friday,
        status: 'new',
        deliveryMethod: 'pickup',
        deliveryAt: FRIDAY_MORNING,
        chefTimeZone: 'America/Los_Angeles',
        counterpart: { id: buyer.id, name: 'Maria' },
        foodName: expect.any(String),
        itemCount: 2,
        totalCents: expect.any(Number),
      },
    ]);
    const all = orderIds(body);
    expect(all).not.toContain(ids.now);
    expect(all).not.toContain(ids.cancelled);
    expect(all).not.toContain(ids.nextWeek);
    expect(all).not.toContain(ids.elsewhere);
  });

  it('shows the range asked for: one day, or next week', async () => {
    const tuesday = await get(chef, '/business/calendar?from=2026-11-24&to=2026-11-24');
    expect(tuesday.res.statusCode).toBe(200);
    expect(tuesday.body.days.map((d) => d.date)).toEqual(['2026-11-24']);
    expect(orderIds(tuesday.body)).toEqual([ids.tuesday, ids.tokyo].sort());
    const next = await get(chef, '/business/calendar?from=2026-11-29&to=2026-12-05');
    expect(orderIds(next.body)).toEqual([ids.nextWeek]);
    expect(dayOf(next.body, '2026-11-30').orders[0]!.deliveryAt).toBe(NEXT_MONDAY);
    const sixWeeks = await get(chef, '/business/calendar?from=2026-11-01&to=2026-12-12');
    expect(sixWeeks.res.statusCode).toBe(200);
    expect(sixWeeks.body.days).toHaveLength(42);
  });

  it('shows another chef none of these orders', async () => {
    const { res, body } = await get(otherChef, '/business/calendar');
    expect(res.statusCode).toBe(200);
    expect(orderIds(body)).toEqual([ids.elsewhere]);
  });

  it('is for chefs only: a buyer gets 403, a guest 401', async () => {
    expect((await api(t, buyer, 'GET', '/business/calendar')).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/v1/business/calendar',
      headers: { origin: TEST_ORIGIN },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('GET /orders/calendar', () => {
  it('shows the buyer their own orders for later, with the chef, and no hours', async () => {
    const { res, body } = await get(buyer, '/orders/calendar');
    expect(res.statusCode, res.body).toBe(200);
    expect(body).toMatchObject({ timeZone: 'America/Los_Angeles', from: '2026-11-22' });
    expect(body.days.every((d) => d.hours === null)).toBe(true);
    expect(orderIds(body)).toEqual([ids.tuesday, ids.friday]);
    expect(dayOf(body, '2026-11-24').orders[0]!.counterpart).toEqual({
      id: chef.id,
      name: 'Ana’s Kitchen',
    });
  });

  it('cuts days in the buyer’s own zone, keeping the chef’s zone on each order', async () => {
    const { body } = await get(tokyoBuyer, '/orders/calendar?from=2026-11-22&to=2026-11-28');
    expect(body.timeZone).toBe('Asia/Tokyo');
    // Tuesday 18:00 in Los Angeles is Wednesday 11:00 in Tokyo.
    expect(dayOf(body, '2026-11-25').orders.map((o) => [o.id, o.chefTimeZone])).toEqual([
      [ids.tokyo, 'America/Los_Angeles'],
    ]);
    expect(orderIds(body)).toEqual([ids.tokyo]);
  });

  it('shows another buyer none of them, and a chef only what they bought', async () => {
    expect(orderIds((await get(otherBuyer, '/orders/calendar')).body)).toEqual([ids.elsewhere]);
    expect(orderIds((await get(chef, '/orders/calendar')).body)).toEqual([]);
    const stranger = await makeUser(t, { name: 'Nosy Neighbour' });
    expect(orderIds((await get(stranger, '/orders/calendar')).body)).toEqual([]);
  });

  it('answers a guest 401', async () => {
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/calendar',
      headers: { origin: TEST_ORIGIN },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('a range the calendar cannot show', () => {
  const cases: [string, string][] = [
    ['from=2026-11-22', calendarMessages.bothOrNeither],
    ['to=2026-11-28', calendarMessages.bothOrNeither],
    ['from=2026-11-28&to=2026-11-22', calendarMessages.toBeforeFrom],
    ['from=2026-11-01&to=2026-12-13', calendarMessages.tooLong],
    ['from=2026-02-30&to=2026-03-02', calendarMessages.badDate],
    ['from=monday&to=2026-11-28', calendarMessages.badDate],
  ];
  it.each(cases)('?%s answers 400: %s', async (query, message) => {
    for (const [who, path] of [
      [chef, '/business/calendar'],
      [buyer, '/orders/calendar'],
    ] as const) {
      const res = await api(t, who, 'GET', `${path}?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed', message } });
    }
  });
});
