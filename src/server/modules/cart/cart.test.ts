import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages, cartResponseSchema, type CartResponse } from '#contracts/cart';
import { messages } from '#domain/messages';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../profiles/test-users.ts';
import { makeChef, makeUser, setChefState } from '../../test/factories/social-fixtures.ts';
import {
  caller,
  cartRowCount,
  itemRows,
  makeDeal,
  makeDish,
  makeModifier,
  setDish,
  setOptionAvailable,
  type ModifierFixture,
} from '../../test/factories/cart-fixtures.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { rateLimits } from '../../http/rate-limits.ts';

const CART_WRITES_PER_MINUTE = rateLimits.cartWrite.max;

const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let clock: ManualClock;
let call: ReturnType<typeof caller>;
let chef: TestUser;
let otherChef: TestUser;
let n = 0;
const newBuyer = () => makeUser(t, `Buyer ${++n}`);

beforeAll(async () => {
  clock = new ManualClock();
  t = await createTestApp({ clock });
  call = caller(t);
  chef = await makeChef(t, 'Carla');
  otherChef = await makeChef(t, 'Omar');
});
afterAll(() => t.close());

async function cartOf(user: TestUser): Promise<CartResponse> {
  const res = await call(user, 'GET', '/cart');
  expect(res.statusCode).toBe(200);
  return cartResponseSchema.parse(res.json());
}

const add = (user: TestUser, body: Record<string, unknown>) =>
  call(user, 'POST', '/cart/items', { quantity: 1, ...body });

function expectError(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  message: string,
  code?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.message).toBe(message);
  if (code) expect(res.json().error.code).toBe(code);
}

describe('access', () => {
  it('401 on every route when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/cart'],
      ['POST', '/cart/items'],
      ['PATCH', `/cart/items/${MISSING}`],
      ['DELETE', `/cart/items/${MISSING}`],
      ['DELETE', '/cart'],
    ] as const) {
      const body = method === 'POST' ? { dishId: MISSING, quantity: 1 } : undefined;
      const res = await call(null, method, url, method === 'PATCH' ? { quantity: 1 } : body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('another user cannot read, change or delete my items (404)', async () => {
    const ann = await newBuyer();
    const bea = await newBuyer();
    const dish = await makeDish(t, chef.id);
    const item = (await add(ann, { dishId: dish.id })).json().items[0].id as string;
    expect((await cartOf(bea)).items).toEqual([]);
    expectError(
      await call(bea, 'PATCH', `/cart/items/${item}`, { quantity: 2 }),
      404,
      cartMessages.itemNotFound,
    );
    expectError(
      await call(bea, 'DELETE', `/cart/items/${item}`),
      404,
      'Problem deleting item from Cart.',
    );
    await call(bea, 'DELETE', '/cart');
    expect((await cartOf(ann)).items).toHaveLength(1);
    expect((await cartOf(ann)).items[0]!.quantity).toBe(1);
  });
});

describe('reading', () => {
  it('an empty cart for someone who never added anything', async () => {
    const ann = await newBuyer();
    expect(await cartOf(ann)).toEqual({
      chef: null,
      items: [],
      itemCount: 0,
      subtotalCents: 0,
      hasProblems: false,
      creditCents: 0,
      promo: null,
    });
    expect(await cartRowCount(t, ann.id)).toBe(0);
  });
});

describe('adding', () => {
  it('prices from the database, never from the request', async () => {
    const ann = await newBuyer();
    const dish = await makeDish(t, chef.id, { name: 'Pozole', priceCents: 1350 });
    const res = await add(ann, {
      dishId: dish.id,
      quantity: 2,
      unitPriceCents: 1,
      priceCents: 1,
      specialInstruction: '  no onions  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartResponseSchema.parse(res.json());
    expect(cart.chef).toMatchObject({ id: chef.id, businessName: "Carla's Kitchen" });
    expect(cart.items).toEqual([
      expect.objectContaining({
        dishId: dish.id,
        dishName: 'Pozole',
        dishSlug: dish.slug,
        photoUrl: `/files/${dish.slug}.jpg`,
        quantity: 2,
        specialInstruction: 'no onions',
        modifiers: [],
        unitPriceCents: 1350,
        addedUnitPriceCents: 1350,
        lineTotalCents: 2700,
        lastCall: false,
        amountLeft: -1,
        problem: null,
      }),
    ]);
    expect(cart).toMatchObject({ itemCount: 2, subtotalCents: 2700, hasProblems: false });
    expect(await itemRows(t, ann.id)).toEqual([expect.objectContaining({ price: 1350 })]);
  });

  it('the quantity messages of spec §5', async () => {
    const ann = await newBuyer();
    const dish = await makeDish(t, chef.id);
    expectError(await add(ann, { dishId: dish.id, quantity: 0 }), 400, 'Please set order qty.');
    expect((await add(ann, { dishId: dish.id, quantity: -3 })).json().error.fields).toEqual({
      quantity: 'Min should be above 0',
    });
    expectError(await add(ann, { dishId: dish.id, quantity: 1.5 }), 400, messages.setOrderQuantity);
    expectError(
      await add(ann, { dishId: dish.id, quantity: 101 }),
      400,
      'Max should not be above 100',
    );
    expectError(
      await add(ann, { dishId: dish.id, specialInstruction: 'x'.repeat(101) }),
      400,
      cartMessages.instructionTooLong,
    );
    expect(await itemRows(t, ann.id)).toEqual([]);
  });

  it('refuses my own product with the spec message', async () => {
    const dish = await makeDish(t, chef.id);
    expectError(
      await add(chef, { dishId: dish.id }),
      403,
      'You can not request order for your own product!',
    );
  });

  it('refuses dishes that cannot be ordered', async () => {
    const ann = await newBuyer();
    const pending = await makeChef(t, 'Pending', { approvalStatus: 'pending' });
    const hidden = await makeChef(t, 'Hidden', { profileStatus: 'hide' });
    expectError(
      await add(ann, { dishId: (await makeDish(t, pending.id)).id }),
      409,
      cartMessages.dishNotOrderable,
    );
    expectError(
      await add(ann, { dishId: (await makeDish(t, hidden.id)).id }),
      404,
      messages.dishLoadFailed,
    );
    expectError(
      await add(ann, { dishId: (await makeDish(t, chef.id, { visibility: 'private' })).id }),
      404,
      messages.dishLoadFailed,
    );
    expectError(await add(ann, { dishId: MISSING }), 404, messages.dishLoadFailed);
    expectError(
      await add(ann, { dishId: (await makeDish(t, chef.id, { status: 'sold_out' })).id }),
      409,
      'No amount left or sold out.',
    );
    expectError(
      await add(ann, { dishId: (await makeDish(t, chef.id, { amountLeft: 0 })).id }),
      409,
      messages.soldOut,
    );
    const cooking = await makeDish(t, chef.id, { status: 'cooking', amountLeft: 4 });
    expect((await add(ann, { dishId: cooking.id })).statusCode).toBe(200);
  });

  it('checks stock, counting what is already in the cart', async () => {
    const ann = await newBuyer();
    const dish = await makeDish(t, chef.id, { amountLeft: 3 });
    const inventory =
      "You don't have enough inventory. Your order amount is greater than amount left.";
    expectError(await add(ann, { dishId: dish.id, quantity: 4 }), 409, inventory);
    expect((await add(ann, { dishId: dish.id, quantity: 2 })).statusCode).toBe(200);
    // A separate line (another instruction) still counts against the same stock.
    expectError(
      await add(ann, { dishId: dish.id, quantity: 2, specialInstruction: 'spicy' }),
      409,
      inventory,
    );
    expect((await add(ann, { dishId: dish.id, quantity: 1 })).json().items[0].quantity).toBe(3);
  });

  it('the same dish without modifiers and the same instruction increases its amount', async () => {
    const ann = await newBuyer();
    const dish = await makeDish(t, chef.id);
    await add(ann, { dishId: dish.id, quantity: 2 });
    const merged = (await add(ann, { dishId: dish.id, quantity: 3 })).json() as CartResponse;
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]!.quantity).toBe(5);
    const separate = (
      await add(ann, { dishId: dish.id, specialInstruction: 'extra salsa' })
    ).json() as CartResponse;
    expect(separate.items.map((i) => i.quantity)).toEqual([5, 1]);
    expectError(await add(ann, { dishId: dish.id, quantity: 96 }), 400, messages.quantityMax);
    expect((await add(ann, { dishId: dish.id, quantity: 95 })).json().items[0].quantity).toBe(100);
  });

  it('uses the live last-call price and that deal’s amount left; the regular price after it', async () => {
    const ann = await newBuyer();
    const dish = await makeDish(t, chef.id, { priceCents: 2000, amountLeft: 10 });
    await makeDeal(t, chef.id, { dishId: dish.id, priceCents: 1500, amountLeft: 2 });
    expectError(await add(ann, { dishId: dish.id, quantity: 3 }), 409, messages.notEnoughInventory);
    const cart = (await add(ann, { dishId: dish.id, quantity: 2 })).json() as CartResponse;
    expect(cart.items[0]).toMatchObject({
      unitPriceCents: 1500,
      addedUnitPriceCents: 1500,
      lastCall: true,
      amountLeft: 2,
      lineTotalCents: 3000,
    });
    clock.advance(2 * 3_600_000);
    const later = await cartOf(ann);
    // The deal ended: the price went back up, which the buyer must accept (decision 051).
    expect(later.items[0]).toMatchObject({
      unitPriceCents: 2000,
      addedUnitPriceCents: 1500,
      lastCall: false,
      amountLeft: 10,
      problem: {
        code: 'price_changed',
        message:
          'The price went up from $15.00 to $20.00. Accept the new price or remove the item.',
      },
    });
    expect(later.subtotalCents).toBe(4000);
    expect(later.hasProblems).toBe(true);
    const accepted = await call(ann, 'POST', '/cart/prices/accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<CartResponse>().items[0]).toMatchObject({
      unitPriceCents: 2000,
      addedUnitPriceCents: 2000,
      lastCall: false,
      problem: null,
    });
  });
});

describe('a closed kitchen (issue 14 point 1)', () => {
  // Tuesday 24 Nov 2026, 14:20 in San Francisco; the chef cooks Tue–Sat 17:00–21:30.
  const tuesdayAfternoon = '2026-11-24T22:20:00Z';
  const evenings = { businessDays: [2, 3, 4, 5, 6], fromHour: '17:00', endHour: '21:30' };

  async function chefWith(name: string, hours: typeof evenings | null, disablePreOrder: boolean) {
    const c = await makeChef(t, name);
    await t.ctx.db.update(profiles).set({ businessHours: hours }).where(eq(profiles.id, c.id));
    await t.ctx.db.insert(businessSettings).values({ chefId: c.id, disablePreOrder });
    return c;
  }

  it('409 kitchen_closed, saying when it opens, for a closed chef who takes no pre-orders', async () => {
    clock.set(tuesdayAfternoon);
    const truck = await chefWith('Truck', evenings, true);
    const ann = await newBuyer();
    expectError(
      await add(ann, { dishId: (await makeDish(t, truck.id)).id }),
      409,
      'This chef is closed and does not take orders for later. Opens 5:00 PM (Los Angeles time).',
      'kitchen_closed',
    );
    expect((await cartOf(ann)).items).toEqual([]);
    // Once open, the same dish goes in.
    clock.set('2026-11-25T01:10:00Z'); // 17:10
    expect((await add(ann, { dishId: (await makeDish(t, truck.id)).id })).statusCode).toBe(200);
  });

  it('refuses a chef without hours, and takes a closed chef who takes orders for later', async () => {
    clock.set(tuesdayAfternoon);
    const noHours = await chefWith('Nohours', null, false);
    const later = await chefWith('Later', evenings, false);
    const ann = await newBuyer();
    expectError(
      await add(ann, { dishId: (await makeDish(t, noHours.id)).id }),
      409,
      'This chef is closed and does not take orders for later.',
      'kitchen_closed',
    );
    expect((await add(ann, { dishId: (await makeDish(t, later.id)).id })).statusCode).toBe(200);
  });
});

describe('modifiers', () => {
  let dish: { id: string };
  let size: ModifierFixture;
  let extras: ModifierFixture;
  let foreign: ModifierFixture;

  beforeAll(async () => {
    dish = await makeDish(t, chef.id, { name: 'Burrito', priceCents: 1000 });
    size = await makeModifier(t, chef.id, [dish.id], {
      name: 'Size',
      min: 1,
      max: 1,
      options: [
        { name: 'Regular', priceCents: 0 },
        { name: 'Large', priceCents: 250 },
        { name: 'Huge', priceCents: 500, available: false },
      ],
    });
    extras = await makeModifier(t, chef.id, [dish.id], {
      name: 'Extras',
      min: 0,
      max: 2,
      options: [
        { name: 'Cheese', priceCents: 100 },
        { name: 'Guacamole', priceCents: 150 },
        { name: 'Beans', priceCents: 50 },
      ],
    });
    // Another chef's modifier on another dish: its options never belong to the burrito.
    const otherDish = await makeDish(t, otherChef.id);
    foreign = await makeModifier(t, otherChef.id, [otherDish.id], {
      name: 'Sauce',
      min: 0,
      max: 1,
      options: [{ name: 'Hot', priceCents: 10 }],
    });
  });

  const choose = (modifierId: string, ...optionIds: string[]) => ({ modifierId, optionIds });

  it('rejects invalid choices', async () => {
    const ann = await newBuyer();
    const bad = async (modifiers: unknown[]) =>
      expectError(await add(ann, { dishId: dish.id, modifiers }), 400, cartMessages.optionsInvalid);
    await bad([]); // a required modifier left empty
    await bad([choose(size.id, size.options[2]!.id)]); // not available
    await bad([choose(size.id, size.options[0]!.id, size.options[1]!.id)]); // above max
    await bad([choose(size.id, extras.options[0]!.id)]); // an option of another modifier
    await bad([choose(size.id, size.options[0]!.id), choose(foreign.id, foreign.options[0]!.id)]);
    await bad([choose(size.id, size.options[0]!.id), choose(size.id, size.options[1]!.id)]);
    await bad([
      choose(size.id, size.options[0]!.id),
      choose(extras.id, extras.options[0]!.id, extras.options[0]!.id),
    ]);
    expect(await itemRows(t, ann.id)).toEqual([]);
  });

  it('prices the chosen options and never merges lines with modifiers', async () => {
    const ann = await newBuyer();
    const body = {
      dishId: dish.id,
      quantity: 2,
      modifiers: [
        choose(size.id, size.options[1]!.id),
        choose(extras.id, extras.options[0]!.id, extras.options[1]!.id),
      ],
    };
    const cart = (await add(ann, body)).json() as CartResponse;
    expect(cart.items[0]).toMatchObject({
      unitPriceCents: 1000 + 250 + 100 + 150,
      lineTotalCents: 2 * 1500,
      modifiers: [
        {
          modifierId: size.id,
          name: 'Size',
          options: [{ optionId: size.options[1]!.id, name: 'Large', priceCents: 250 }],
        },
        {
          modifierId: extras.id,
          name: 'Extras',
          options: [
            { optionId: extras.options[0]!.id, name: 'Cheese', priceCents: 100 },
            { optionId: extras.options[1]!.id, name: 'Guacamole', priceCents: 150 },
          ],
        },
      ],
    });
    const again = (await add(ann, body)).json() as CartResponse;
    expect(again.items.map((i) => i.quantity)).toEqual([2, 2]);
    expect(again.subtotalCents).toBe(6000);
  });

  it('flags a line whose option was withdrawn since', async () => {
    const ann = await newBuyer();
    await add(ann, { dishId: dish.id, modifiers: [choose(size.id, size.options[1]!.id)] });
    await setOptionAvailable(t, size.options[1]!.id, false);
    try {
      const cart = await cartOf(ann);
      expect(cart.items[0]!.problem).toEqual({
        code: 'options_changed',
        message: cartMessages.optionsChanged,
      });
      expect(cart.hasProblems).toBe(true);
    } finally {
      await setOptionAvailable(t, size.options[1]!.id, true);
    }
  });
});

describe('one chef per cart', () => {
  it('409 cart_conflict with the spec message; replaceCart starts a new cart', async () => {
    const ann = await newBuyer();
    const mine = await makeDish(t, chef.id);
    const theirs = await makeDish(t, otherChef.id, { name: 'Ramen', priceCents: 1600 });
    await add(ann, { dishId: mine.id, quantity: 2 });
    expectError(
      await add(ann, { dishId: theirs.id }),
      409,
      'You have items from another chef in your cart. To order from multiple Chefs please place separate orders.',
      'cart_conflict',
    );
    expect((await cartOf(ann)).items.map((i) => i.dishId)).toEqual([mine.id]);
    const replaced = (await add(ann, { dishId: theirs.id, replaceCart: true })).json();
    expect(replaced.chef.id).toBe(otherChef.id);
    expect(replaced.items.map((i: { dishId: string }) => i.dishId)).toEqual([theirs.id]);
    expect(await cartRowCount(t, ann.id)).toBe(1);
  });

  it('a refused replacement (sold out) keeps the old cart', async () => {
    const ann = await newBuyer();
    const mine = await makeDish(t, chef.id);
    const theirs = await makeDish(t, otherChef.id, { amountLeft: 1 });
    await add(ann, { dishId: mine.id });
    expectError(
      await add(ann, { dishId: theirs.id, quantity: 2, replaceCart: true }),
      409,
      messages.notEnoughInventory,
    );
    expect((await cartOf(ann)).items.map((i) => i.dishId)).toEqual([mine.id]);
  });
});

describe('problems found when reading', () => {
  it('sold out, stock below the quantity, chef hidden or pending', async () => {
    const ann = await newBuyer();
    const dish = await makeDish(t, chef.id, { amountLeft: 5 });
    await add(ann, { dishId: dish.id, quantity: 4 });
    await setDish(t, dish.id, { amountLeft: 3 });
    expect((await cartOf(ann)).items[0]!.problem).toEqual({
      code: 'not_enough_inventory',
      message: messages.notEnoughInventory,
    });
    await setDish(t, dish.id, { status: 'sold_out' });
    expect((await cartOf(ann)).items[0]!.problem?.message).toBe('No amount left or sold out.');
    await setDish(t, dish.id, { status: 'available', amountLeft: 10 });
    expect((await cartOf(ann)).hasProblems).toBe(false);
    await setDish(t, dish.id, { visibility: 'private' });
    expect((await cartOf(ann)).items[0]!.problem?.code).toBe('unavailable');
    await setDish(t, dish.id, { visibility: 'public' });
    await setChefState(t, chef.id, { approvalStatus: 'pending' });
    try {
      expect((await cartOf(ann)).items[0]!.problem?.code).toBe('unavailable');
    } finally {
      await setChefState(t, chef.id, { approvalStatus: 'approved' });
    }
    expect((await cartOf(ann)).hasProblems).toBe(false);
  });
});

describe('changing and removing', () => {
  it('changes the quantity within 1–100 and the stock', async () => {
    const ann = await newBuyer();
    const dish = await makeDish(t, chef.id, { amountLeft: 6 });
    const item = (await add(ann, { dishId: dish.id, quantity: 2 })).json().items[0].id as string;
    const patch = (quantity: number) => call(ann, 'PATCH', `/cart/items/${item}`, { quantity });
    expect((await patch(5)).json().items[0].quantity).toBe(5);
    expectError(await patch(7), 409, messages.notEnoughInventory);
    expectError(await patch(0), 400, 'Min should be above 0');
    expectError(await patch(101), 400, 'Max should not be above 100');
    await setDish(t, dish.id, { status: 'sold_out' });
    expectError(await patch(6), 409, messages.soldOut);
    // Lowering is always possible, so a buyer can fix a cart.
    expect((await patch(1)).json().items[0].quantity).toBe(1);
    expectError(
      await call(ann, 'PATCH', `/cart/items/${MISSING}`, { quantity: 1 }),
      404,
      cartMessages.itemNotFound,
    );
  });

  it('removes an item, then answers the spec message when it is gone', async () => {
    const ann = await newBuyer();
    const a = await makeDish(t, chef.id, { name: 'Arepa' });
    const b = await makeDish(t, chef.id, { name: 'Bao' });
    await add(ann, { dishId: a.id });
    const cart = (await add(ann, { dishId: b.id })).json() as CartResponse;
    const first = cart.items[0]!.id;
    const after = (await call(ann, 'DELETE', `/cart/items/${first}`)).json() as CartResponse;
    expect(after.items.map((i) => i.dishName)).toEqual(['Bao']);
    const again = await call(ann, 'DELETE', `/cart/items/${first}`);
    expectError(again, 404, messages.cartDeleteFailed);
  });

  it('empties the whole cart', async () => {
    const ann = await newBuyer();
    await add(ann, { dishId: (await makeDish(t, chef.id)).id });
    const res = await call(ann, 'DELETE', '/cart');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], itemCount: 0, subtotalCents: 0 });
  });
});

describe('concurrency and limits', () => {
  it('simultaneous adds make one cart and never pass the stock', async () => {
    const ann = await newBuyer();
    const dish = await makeDish(t, chef.id, { amountLeft: 5 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => add(ann, { dishId: dish.id, quantity: 1 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect(await cartRowCount(t, ann.id)).toBe(1);
    expect(await itemRows(t, ann.id)).toEqual([expect.objectContaining({ quantity: 5 })]);
  });

  it('limits writes per user', async () => {
    const ann = await newBuyer();
    for (let i = 0; i < CART_WRITES_PER_MINUTE; i++) {
      expect((await call(ann, 'DELETE', '/cart')).statusCode).toBe(200);
    }
    expectError(await call(ann, 'DELETE', '/cart'), 429, messages.tooManyRequests);
    // Another person is not affected.
    expect((await call(await newBuyer(), 'DELETE', '/cart')).statusCode).toBe(200);
  });
});

describe("the chef's order settings travel with the cart", () => {
  it('defaults for a chef who never saved settings, the saved ones otherwise', async () => {
    const buyer = await newBuyer();
    const fresh = await makeChef(t, 'Fresh');
    const dish = await makeDish(t, fresh.id);
    await add(buyer, { dishId: dish.id });
    expect((await cartOf(buyer)).chef?.orderSettings).toEqual({
      minimumOrderCents: 0,
      defaultLeadTimeMinutes: 0,
      disablePreOrder: false,
      offersPickup: true,
      offersDelivery: false,
    });

    await t.ctx.db.insert(businessSettings).values({
      chefId: fresh.id,
      minimumOrderCents: 2500,
      defaultLeadTimeMinutes: 90,
      disablePreOrder: true,
      offersPickup: false,
      offersDelivery: true,
      commissionStructure: 'service_fee_15',
    });
    const cart = await cartOf(buyer);
    expect(cart.chef?.commissionStructure).toBe('service_fee_15');
    expect(cart.chef?.orderSettings).toEqual({
      minimumOrderCents: 2500,
      defaultLeadTimeMinutes: 90,
      disablePreOrder: true,
      offersPickup: false,
      offersDelivery: true,
    });
  });
});
