import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessMenu, MenuListResponse } from '#contracts/menus';
import type { ProductDetail } from '#contracts/products';
import { messages } from '#domain/messages';
import { catalogMessages } from '#domain/products';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/factories/catalog-fixtures.ts';
import {
  callAs,
  productBody,
  signUpChef,
  type Caller,
} from '../../test/factories/business-fixtures.ts';

const clock = new ManualClock('2026-11-23T20:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let chef: Caller;
let otherChef: Caller;
let customer: Caller;
let dish: ProductDetail;
let otherDish: ProductDetail;

const api = (
  user: Caller | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => callAs(t, user, method, url, body);

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await signUpChef(t, { approvalStatus: 'approved' });
  otherChef = await signUpChef(t);
  customer = await makeUser(t, { name: 'Cora Customer' });
  dish = (await api(chef, 'POST', '/business/products', productBody())).json().product;
  otherDish = (await api(otherChef, 'POST', '/business/products', productBody())).json().product;
});
afterAll(() => t.close());
beforeEach(() => clock.advance(60_000));

async function createMenu(user: Caller, body: Record<string, unknown>): Promise<BusinessMenu> {
  const res = await api(user, 'POST', '/business/menus', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().menu as BusinessMenu;
}

describe('access', () => {
  it('answers 401 to guests and 403 to customers', async () => {
    expect((await api(null, 'GET', '/business/menus')).statusCode).toBe(401);
    expect((await api(null, 'POST', '/business/menus', { name: 'x' })).statusCode).toBe(401);
    const res = await api(customer, 'GET', '/business/menus');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.accountNotSetUp);
    const create = await api(customer, 'POST', '/business/menus', { name: 'x' });
    expect(create.statusCode).toBe(403);
  });

  it("answers 404 for another chef's menu", async () => {
    const theirs = await createMenu(otherChef, { name: 'Their menu' });
    expect((await api(chef, 'GET', `/business/menus/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await api(chef, 'PUT', `/business/menus/${theirs.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await api(chef, 'DELETE', `/business/menus/${theirs.id}`)).statusCode).toBe(404);
    expect((await api(otherChef, 'GET', `/business/menus/${theirs.id}`)).json().menu.name).toBe(
      'Their menu',
    );
  });
});

describe('menus', () => {
  it('starts empty', async () => {
    const fresh = await signUpChef(t);
    const res = await api(fresh, 'GET', '/business/menus');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ menus: [] });
  });

  it('creates a menu with items, custom hours and flags, and shows it publicly', async () => {
    const menu = await createMenu(chef, {
      name: 'Weekend brunch',
      isPublic: true,
      followerOnly: false,
      availability: { mode: 'custom', weekdays: [0, 6], from: '09:00', to: '14:30' },
      dishIds: [dish.id],
    });
    expect(menu).toMatchObject({
      name: 'Weekend brunch',
      isActive: true,
      isPublic: true,
      followerOnly: false,
      type: 'menu',
      parentId: null,
      availability: { mode: 'custom', weekdays: [0, 6], from: '09:00', to: '14:30' },
      items: [{ dishId: dish.id, name: dish.name, slug: dish.slug, position: 0 }],
    });
    const pub = await api(customer, 'GET', `/chefs/${chef.id}/menus`);
    expect(pub.statusCode).toBe(200);
    expect((pub.json().menus as { name: string }[]).map((m) => m.name)).toContain('Weekend brunch');
  });

  it('checks the name and custom hours', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', catalogMessages.menuName],
      [
        { name: 'M', availability: { mode: 'custom', weekdays: [], from: '09:00', to: '10:00' } },
        'availability.weekdays',
        catalogMessages.menuWeekdays,
      ],
      [
        { name: 'M', availability: { mode: 'custom', weekdays: [7], from: '09:00', to: '10:00' } },
        'availability.weekdays',
        catalogMessages.menuWeekdays,
      ],
      [
        { name: 'M', availability: { mode: 'custom', weekdays: [1], from: '9am', to: '10:00' } },
        'availability.from',
        catalogMessages.menuTime,
      ],
      [
        { name: 'M', availability: { mode: 'custom', weekdays: [1], from: '18:00', to: '10:00' } },
        'availability.to',
        catalogMessages.menuHours,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await api(chef, 'POST', '/business/menus', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
  });

  it("refuses another chef's products as items and another chef's menu as parent", async () => {
    const items = await api(chef, 'POST', '/business/menus', {
      name: 'Sneaky',
      dishIds: [otherDish.id],
    });
    expect(items.statusCode).toBe(400);
    expect(items.json().error.message).toBe(catalogMessages.menuItemNotOwn);
    const theirs = await createMenu(otherChef, { name: 'Their parent', type: 'parent' });
    const parent = await api(chef, 'POST', '/business/menus', {
      name: 'Child',
      parentId: theirs.id,
    });
    expect(parent.statusCode).toBe(400);
    expect(parent.json().error.message).toBe(catalogMessages.menuParentNotOwn);
  });

  it('nests menus and refuses cycles', async () => {
    const top = await createMenu(chef, { name: 'All day', type: 'parent' });
    const mid = await createMenu(chef, { name: 'Lunch', parentId: top.id });
    const leaf = await createMenu(chef, { name: 'Lunch specials', parentId: mid.id });
    expect(leaf.parentId).toBe(mid.id);
    const cycle = await api(chef, 'PUT', `/business/menus/${top.id}`, {
      name: 'All day',
      type: 'parent',
      parentId: leaf.id,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.message).toBe(catalogMessages.menuCycle);
    const self = await api(chef, 'PUT', `/business/menus/${mid.id}`, {
      name: 'Lunch',
      parentId: mid.id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(catalogMessages.menuCycle);
    // Deleting the middle menu moves its child to the top level.
    expect((await api(chef, 'DELETE', `/business/menus/${mid.id}`)).json().message).toBe(
      catalogMessages.menuDeleted,
    );
    const after = (await api(chef, 'GET', `/business/menus/${leaf.id}`)).json().menu;
    expect(after.parentId).toBeNull();
  });

  it('updates flags, items and availability', async () => {
    const menu = await createMenu(chef, { name: 'Dinner', dishIds: [dish.id] });
    const res = await api(chef, 'PUT', `/business/menus/${menu.id}`, {
      name: 'Late dinner',
      isActive: false,
      isPublic: false,
      followerOnly: true,
      availability: { mode: 'business_hours' },
      dishIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: catalogMessages.menuSaved,
      menu: {
        name: 'Late dinner',
        isActive: false,
        isPublic: false,
        followerOnly: true,
        availability: { mode: 'business_hours' },
        items: [],
      },
    });
  });

  it('reorders every menu and refuses a partial or foreign list', async () => {
    const sorter = await signUpChef(t);
    const a = await createMenu(sorter, { name: 'A' });
    const b = await createMenu(sorter, { name: 'B' });
    const c = await createMenu(sorter, { name: 'C' });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    const res = await api(sorter, 'PUT', '/business/menus/order', { menuIds: [c.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as MenuListResponse).menus.map((m) => m.name)).toEqual(['C', 'A', 'B']);
    const partial = await api(sorter, 'PUT', '/business/menus/order', { menuIds: [c.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.message).toBe(catalogMessages.menuOrder);
    const foreign = await api(sorter, 'PUT', '/business/menus/order', {
      menuIds: [c.id, a.id, MISSING],
    });
    expect(foreign.statusCode).toBe(400);
  });
});
