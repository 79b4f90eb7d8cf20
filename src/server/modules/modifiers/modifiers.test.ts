import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessModifier, ModifierListResponse } from '#contracts/modifiers';
import { messages } from '#domain/messages';
import { catalogMessages } from '#domain/products';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/factories/catalog-fixtures.ts';
import {
  callAs,
  modifierBody,
  productBody,
  signUpChef,
  type Caller,
} from '../../test/factories/business-fixtures.ts';

const clock = new ManualClock('2026-11-23T20:00:00Z');

let t: TestApp;
let chef: Caller;
let otherChef: Caller;
let customer: Caller;

const api = (
  user: Caller | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => callAs(t, user, method, url, body);

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await signUpChef(t);
  otherChef = await signUpChef(t);
  customer = await makeUser(t, { name: 'Cora Customer' });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(60_000));

async function createModifier(user: Caller, over: Record<string, unknown> = {}) {
  const res = await api(user, 'POST', '/business/modifiers', modifierBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().modifier as BusinessModifier;
}

describe('access', () => {
  it('answers 401 to guests and 403 to customers', async () => {
    expect((await api(null, 'GET', '/business/modifiers')).statusCode).toBe(401);
    expect((await api(null, 'POST', '/business/modifiers', modifierBody())).statusCode).toBe(401);
    const res = await api(customer, 'POST', '/business/modifiers', modifierBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.accountNotSetUp);
  });

  it("answers 404 for another chef's modifier", async () => {
    const theirs = await createModifier(otherChef, { name: 'Theirs' });
    expect((await api(chef, 'GET', `/business/modifiers/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await api(chef, 'PUT', `/business/modifiers/${theirs.id}`, modifierBody())).statusCode,
    ).toBe(404);
    expect((await api(chef, 'DELETE', `/business/modifiers/${theirs.id}`)).statusCode).toBe(404);
    expect((await api(otherChef, 'GET', `/business/modifiers/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('modifiers', () => {
  it('starts empty', async () => {
    const fresh = await signUpChef(t);
    expect((await api(fresh, 'GET', '/business/modifiers')).json()).toEqual({ modifiers: [] });
  });

  it('creates a required modifier with priced options in order', async () => {
    const modifier = await createModifier(chef);
    expect(modifier).toMatchObject({
      name: 'Salsa',
      min: 1,
      max: 1,
      required: true,
      productsCount: 0,
      options: [
        { name: 'Verde', priceCents: 50, available: true, position: 0 },
        { name: 'Roja', priceCents: 75, available: true, position: 1 },
      ],
    });
    const optional = await createModifier(chef, { name: 'Extras', min: 0, max: 2 });
    expect(optional.required).toBe(false);
  });

  it('checks min, max, options and names', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', catalogMessages.modifierName],
      [{ options: [] }, 'options', catalogMessages.modifierOptions],
      [{ min: 2, max: 1 }, 'max', catalogMessages.modifierMaxBelowMin],
      [{ min: 0, max: 3 }, 'max', catalogMessages.modifierMaxOverOptions],
      [{ min: 0, max: 0 }, 'max', catalogMessages.modifierMaxMin],
      [{ min: -1 }, 'min', 'The minimum cannot be negative.'],
      [
        { options: [{ name: ' ', priceCents: 0 }] },
        'options.0.name',
        catalogMessages.modifierOptionName,
      ],
      [{ options: [{ name: 'A', priceCents: -5 }] }, 'options.0.priceCents', catalogMessages.price],
    ];
    for (const [over, field, message] of cases) {
      const res = await api(chef, 'POST', '/business/modifiers', modifierBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(res.json())).toBe(message);
    }
  });

  it('updates options keeping the ids of the ones sent back', async () => {
    const modifier = await createModifier(chef, { name: 'Size' });
    const [verde] = modifier.options;
    const res = await api(chef, 'PUT', `/business/modifiers/${modifier.id}`, {
      name: 'Size',
      min: 0,
      max: 2,
      options: [
        { name: 'Large', priceCents: 200, available: true },
        { id: verde!.id, name: 'Verde picante', priceCents: 60, available: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().modifier as BusinessModifier;
    expect(saved.required).toBe(false);
    expect(saved.options.map((o) => o.name)).toEqual(['Large', 'Verde picante']);
    expect(saved.options[1]).toMatchObject({ id: verde!.id, available: false, priceCents: 60 });
  });

  it('counts the products that use it and detaches it on delete', async () => {
    const modifier = await createModifier(chef, { name: 'Toppings' });
    for (const name of ['Nachos', 'Tostadas']) {
      const res = await api(
        chef,
        'POST',
        '/business/products',
        productBody({ name, modifierIds: [modifier.id] }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (await api(chef, 'GET', '/business/modifiers')).json() as ModifierListResponse;
    expect(list.modifiers.find((m) => m.id === modifier.id)?.productsCount).toBe(2);
    const del = await api(chef, 'DELETE', `/business/modifiers/${modifier.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: catalogMessages.modifierDeleted, productsCount: 2 });
    const products = (await api(chef, 'GET', '/business/products?size=100')).json().products as {
      id: string;
      name: string;
    }[];
    const nachos = products.find((p) => p.name === 'Nachos')!;
    const detail = (await api(chef, 'GET', `/business/products/${nachos.id}`)).json().product;
    expect(detail.modifierIds).toEqual([]);
    expect((await api(chef, 'GET', `/business/modifiers/${modifier.id}`)).statusCode).toBe(404);
  });
});
