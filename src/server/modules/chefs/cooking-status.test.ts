import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookingStatusMessages } from '#domain/cooking-status';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import {
  makeChef,
  makeDish,
  makeUser,
  type FixtureUser,
} from '../../test/factories/catalog-fixtures.ts';
import { endCookingAfterHours } from './cooking-status.service.ts';

// Wednesday 2026-03-11 14:20 in San Francisco (PDT, UTC-7); the chef cooks 09:00–17:00 on weekdays.
const WEDNESDAY_AFTERNOON = '2026-03-11T21:20:00Z';
const WEDNESDAY_AFTER_HOURS = '2026-03-12T00:05:00Z'; // 17:05 local
const clock = new ManualClock(WEDNESDAY_AFTERNOON);
const HOURS = { businessDays: [1, 2, 3, 4, 5], fromHour: '09:00', endHour: '17:00' };
const SF = { latitude: 37.7749, longitude: -122.4194 };
let t: TestApp;
let chef: FixtureUser;
let applicant: FixtureUser;
let buyer: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeChef(t, {
    name: 'Chef Coco',
    businessHours: HOURS,
    timeZone: 'America/Los_Angeles',
    ...SF,
  });
  applicant = await makeChef(t, { approvalStatus: 'pending', businessHours: HOURS });
  buyer = await makeUser(t, { name: 'Bea Buyer' });
  await makeDish(t, chef.id, { name: 'Coco Curry', ...SF });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', user: FixtureUser | null, payload?: object) =>
  t.app.inject({
    method,
    url: '/api/v1/business/cooking-status',
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const chefPage = async () => (await t.app.inject(`/api/v1/chefs/${chef.id}`)).json().chef;
const cookingNowDishes = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/search/foods',
    headers: { origin: TEST_ORIGIN },
    payload: { location: { lat: SF.latitude, lon: SF.longitude }, cookingNowOnly: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ hits: { name: string }[] }>().hits.map((h) => h.name);
};

describe('/api/v1/business/cooking-status', () => {
  it('is only for the approved chef themselves', async () => {
    expect((await call('GET', null)).statusCode).toBe(401);
    expect((await call('PUT', null, { cooking: true })).statusCode).toBe(401);
    expect((await call('PUT', buyer, { cooking: true })).statusCode).toBe(403);
    const pending = await call('PUT', applicant, { cooking: true });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error.message).toBe(cookingStatusMessages.notApproved);
    expect((await call('GET', applicant)).statusCode).toBe(403);
    expect((await call('PUT', chef, { cooking: 'yes' })).statusCode).toBe(400);
  });

  it('turns on inside the hours, shows on the chef page and in cooking-now search, turns off', async () => {
    clock.set(WEDNESDAY_AFTERNOON);
    expect((await call('GET', chef)).json()).toEqual({ cookingStatus: 'idle', openNow: true });
    expect(await cookingNowDishes()).not.toContain('Coco Curry');

    const on = await call('PUT', chef, { cooking: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ cookingStatus: 'cooking', openNow: true });
    expect((await chefPage()).cookingStatus).toBe('cooking');
    expect(await cookingNowDishes()).toContain('Coco Curry');

    const off = await call('PUT', chef, { cooking: false });
    expect(off.json()).toEqual({ cookingStatus: 'idle', openNow: true });
    expect((await chefPage()).cookingStatus).toBe('idle');
    expect(await cookingNowDishes()).not.toContain('Coco Curry');
  });

  it('turns off by itself when the business hours end, and cannot be turned on after them', async () => {
    clock.set(WEDNESDAY_AFTERNOON);
    await call('PUT', chef, { cooking: true });
    // Still inside the hours: the sweep leaves it on.
    await endCookingAfterHours(t.ctx);
    expect((await chefPage()).cookingStatus).toBe('cooking');

    clock.set(WEDNESDAY_AFTER_HOURS);
    expect(await endCookingAfterHours(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await chefPage()).cookingStatus).toBe('idle');
    expect(await cookingNowDishes()).not.toContain('Coco Curry');
    expect((await call('GET', chef)).json()).toEqual({ cookingStatus: 'idle', openNow: false });

    const late = await call('PUT', chef, { cooking: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(cookingStatusMessages.outOfHours);
    // Turning off is always allowed.
    expect((await call('PUT', chef, { cooking: false })).statusCode).toBe(200);
  });
});
