// The dish page says whether the chef takes an order now, for later only, or not at all
// (issue 14 point 1, decision 048), and a dish no order can be placed for is not orderable.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishDetailResponseSchema } from '#contracts/catalog';
import { businessSettings } from '../../db/schema/settings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeChef, makeDish } from '../../test/factories/catalog-fixtures.ts';

// Tuesday 24 Nov 2026, 14:20 in San Francisco.
const clock = new ManualClock('2026-11-24T22:20:00Z');
const evenings = { businessDays: [2, 3, 4, 5, 6], fromHour: '17:00', endHour: '21:30' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function chefWith(hours: typeof evenings | null, disablePreOrder: boolean) {
  const chef = await makeChef(t, { businessHours: hours });
  await t.ctx.db.insert(businessSettings).values({ chefId: chef.id, disablePreOrder });
  return chef;
}

async function dishPage(chefId: string, suggested: string[] = []) {
  const dish = await makeDish(t, chefId, { suggestedDishIds: suggested });
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dishes/${dish.id}` });
  expect(res.statusCode, res.body).toBe(200);
  return dishDetailResponseSchema.parse(res.json()).dish;
}

describe('the dish page names the kitchen', () => {
  it('closed with the next opening, not orderable, when the chef takes no pre-orders', async () => {
    const truck = await chefWith(evenings, true);
    const side = await makeDish(t, truck.id, { name: 'Fries' });
    const dish = await dishPage(truck.id, [side.id]);
    expect(dish.kitchen).toEqual({
      state: 'closed',
      at: '2026-11-25T01:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      nextSlots: [],
    });
    expect(dish.orderable).toBe(false);
    // Its suggested dishes cannot be added in one click either.
    expect(dish.suggestedDishes.map((d) => d.orderable)).toEqual([false]);
  });

  it('orders for later from the first slot, offering the next three, when pre-orders are on', async () => {
    const dish = await dishPage((await chefWith(evenings, false)).id);
    expect(dish.kitchen).toEqual({
      state: 'later',
      at: '2026-11-25T01:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      nextSlots: [
        '2026-11-25T01:00:00.000Z',
        '2026-11-25T01:30:00.000Z',
        '2026-11-25T02:00:00.000Z',
      ],
    });
    expect(dish.orderable).toBe(true);
  });

  it('open until the hours end, in the chef’s own time zone', async () => {
    const chef = await chefWith({ businessDays: [2], fromHour: '17:00', endHour: '21:30' }, true);
    await t.ctx.db
      .update(profiles)
      .set({ timeZone: 'America/New_York' })
      .where(eq(profiles.id, chef.id));
    // 17:20 in New York.
    const dish = await dishPage(chef.id);
    expect(dish.kitchen).toMatchObject({
      state: 'open',
      at: '2026-11-25T02:30:00.000Z',
      timeZone: 'America/New_York',
    });
    expect(dish.orderable).toBe(true);
  });

  it('closed with no opening for a chef without hours', async () => {
    const dish = await dishPage((await chefWith(null, false)).id);
    expect(dish.kitchen).toMatchObject({ state: 'closed', at: null });
    expect(dish.orderable).toBe(false);
  });
});
