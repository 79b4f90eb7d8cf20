import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListResponse } from '#contracts/products';
import { messages } from '#domain/messages';
import { catalogMessages, PRODUCT_PHOTOS_MAX } from '#domain/products';
import { cuisines, dishes, dishPhotos } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/factories/catalog-fixtures.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import {
  callAs,
  modifierBody,
  productBody,
  signUpChef,
  type Caller,
} from '../../test/factories/business-fixtures.ts';

const CATALOG_WRITES_PER_MINUTE = rateLimits.catalogWrite.max;

const clock = new ManualClock('2026-11-23T20:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let chef: Caller;
let otherChef: Caller;
let customer: Caller;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await signUpChef(t);
  otherChef = await signUpChef(t, { approvalStatus: 'approved', latitude: 40, longitude: -74 });
  customer = await makeUser(t, { name: 'Cora Customer' });
});
afterAll(() => t.close());
// Each test moves on a minute, so the per-minute write limit never carries over.
beforeEach(() => clock.advance(60_000));

const api = (
  user: Caller | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => callAs(t, user, method, url, body);

async function createProduct(user: Caller, over: Record<string, unknown> = {}) {
  const res = await api(user, 'POST', '/business/products', productBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as ProductDetail;
}

async function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 100, b: 50 } },
  })
    .png()
    .toBuffer();
}

function uploadPhoto(user: Caller | null, productId: string, body: Buffer, type = 'image/png') {
  const boundary = '----potluck-products-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dish.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/business/products/${productId}/photos`,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(user ? { cookie: user.cookie } : {}),
    },
    payload,
  });
}

describe('access', () => {
  it('answers 401 to guests on every business route', async () => {
    for (const [method, url] of [
      ['GET', '/business/products'],
      ['GET', `/business/products/${MISSING}`],
      ['POST', '/business/products'],
      ['PUT', `/business/products/${MISSING}`],
      ['DELETE', `/business/products/${MISSING}`],
      ['GET', '/business/cuisines'],
    ] as const) {
      const res = await api(null, method, url, method === 'GET' ? undefined : productBody());
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 "Your account hasn\'t been setup yet!" to a customer', async () => {
    const list = await api(customer, 'GET', '/business/products');
    expect(list.statusCode).toBe(403);
    expect(list.json().error.message).toBe(messages.accountNotSetUp);
    expect(messages.accountNotSetUp).toBe("Your account hasn't been setup yet!");
    const create = await api(customer, 'POST', '/business/products', productBody());
    expect(create.statusCode).toBe(403);
    expect(create.json().error.message).toBe(messages.accountNotSetUp);
  });

  it("hides another chef's product: 404 on read, update, delete and photos", async () => {
    const mine = await createProduct(otherChef, { name: 'Other Chef Pie' });
    expect((await api(chef, 'GET', `/business/products/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await api(chef, 'PUT', `/business/products/${mine.id}`, productBody())).statusCode,
    ).toBe(404);
    expect((await api(chef, 'DELETE', `/business/products/${mine.id}`)).statusCode).toBe(404);
    expect((await uploadPhoto(chef, mine.id, await png())).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(dishes).where(eq(dishes.id, mine.id));
    expect(row?.name).toBe('Other Chef Pie');
    // Nor does it show in the other chef's list.
    const list = (
      await api(chef, 'GET', '/business/products?size=100')
    ).json() as ProductListResponse;
    expect(list.products.map((p) => p.id)).not.toContain(mine.id);
  });
});

describe('list', () => {
  it('starts empty for a new (pending) chef and shows the approval status', async () => {
    const fresh = await signUpChef(t);
    const res = await api(fresh, 'GET', '/business/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as ProductListResponse;
    expect(body).toEqual({
      business: {
        approvalStatus: 'pending',
        businessName: 'Test Kitchen',
        hasLocation: true,
        submittedAt: null,
      },
      products: [],
      total: 0,
    });
  });

  it('pages newest first', async () => {
    const pager = await signUpChef(t);
    for (const name of ['First', 'Second', 'Third']) {
      await createProduct(pager, { name });
      clock.advance(1000);
    }
    const page1 = (
      await api(pager, 'GET', '/business/products?size=2')
    ).json() as ProductListResponse;
    expect(page1.total).toBe(3);
    expect(page1.products.map((p) => p.name)).toEqual(['Third', 'Second']);
    const page2 = (
      await api(pager, 'GET', '/business/products?size=2&from=2')
    ).json() as ProductListResponse;
    expect(page2.products.map((p) => p.name)).toEqual(['First']);
  });
});

describe('create', () => {
  it('saves every field, a slug, the business location and the dish count', async () => {
    const [cuisine] = await t.ctx.db
      .insert(cuisines)
      .values({ name: `Mexican ${Date.now()}`, iso: 'MX' })
      .returning();
    const modifier = (await api(chef, 'POST', '/business/modifiers', modifierBody())).json()
      .modifier as { id: string };
    const first = await createProduct(chef, { name: 'Salsa Verde' });
    const res = await api(
      chef,
      'POST',
      '/business/products',
      productBody({
        cuisineId: cuisine!.id,
        suggestedDishIds: [first.id],
        modifierIds: [modifier.id],
        status: 'cooking',
        amountLeft: -1,
        visibility: 'private',
        hideNotAvailable: true,
        globalPromo: true,
        categories: [' Mains ', 'Snacks'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { product: ProductDetail; message: string };
    expect(body.message).toBe(catalogMessages.productSaved);
    expect(body.product).toMatchObject({
      name: 'Pork Tamales',
      slug: 'pork-tamales',
      description: 'Steamed in corn husks.',
      priceCents: 1200,
      priceUnit: 'dozen',
      amountLeft: -1,
      status: 'cooking',
      leadTimeMinutes: 60,
      netWeight: '250 g',
      totalServing: 4,
      tags: ['spicy'],
      categories: ['Mains', 'Snacks'],
      diets: ['gluten-free'],
      origins: ['Mexican'],
      ingredients: ['masa', 'pork'],
      cuisineId: cuisine!.id,
      suggestedDishIds: [first.id],
      modifierIds: [modifier.id],
      visibility: 'private',
      hideNotAvailable: true,
      globalPromo: true,
      photos: [],
    });
    const [row] = await t.ctx.db.select().from(dishes).where(eq(dishes.id, body.product.id));
    expect(row).toMatchObject({ latitude: 37.77, longitude: -122.42, chefId: chef.id });
    const [profile] = await t.ctx.db
      .select({ n: profiles.dishesCount })
      .from(profiles)
      .where(eq(profiles.id, chef.id));
    const all = await t.ctx.db.select().from(dishes).where(eq(dishes.chefId, chef.id));
    expect(profile?.n).toBe(all.length);
  });

  it('gives a second product of the same name its own slug, never "list" or "new"', async () => {
    const a = await createProduct(chef, { name: 'Churros' });
    const b = await createProduct(chef, { name: 'Churros' });
    expect(a.slug).toBe('churros');
    expect(b.slug).toBe('churros-2');
    expect((await createProduct(chef, { name: 'List' })).slug).toBe('list-2');
    expect((await createProduct(chef, { name: 'New!' })).slug).toBe('new-2');
  });

  it('refuses no categories and more than 5 with "Choose 1 to 5 categories."', async () => {
    for (const categories of [[], ['a', 'b', 'c', 'd', 'e', 'f'], ['Soups', 'soups']]) {
      const res = await api(chef, 'POST', '/business/products', productBody({ categories }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'Choose 1 to 5 categories.',
        fields: { categories: 'Choose 1 to 5 categories.' },
      });
    }
  });

  it('checks price, inventory, lead time, servings and name', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ priceCents: -1 }, 'priceCents', catalogMessages.price],
      [{ amountLeft: -2 }, 'amountLeft', catalogMessages.amountLeft],
      // Missing: the words the editor shows for an empty price or amount box.
      [{ priceCents: undefined }, 'priceCents', catalogMessages.price],
      [{ amountLeft: undefined }, 'amountLeft', catalogMessages.amountLeft],
      [{ leadTimeMinutes: -5 }, 'leadTimeMinutes', catalogMessages.leadTime],
      [{ totalServing: 0 }, 'totalServing', catalogMessages.totalServing],
      [{ name: '   ' }, 'name', catalogMessages.name],
      [{ status: 'gone' }, 'status', ''],
    ];
    for (const [over, field, message] of cases) {
      const res = await api(chef, 'POST', '/business/products', productBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const error = res.json().error as { fields: Record<string, string> };
      expect(Object.keys(error.fields)).toContain(field);
      if (message) expect(error.fields[field]).toBe(message);
    }
  });

  it("refuses another chef's products as suggestions and another chef's modifiers", async () => {
    const theirs = await createProduct(otherChef, { name: 'Their Flan' });
    const suggest = await api(
      chef,
      'POST',
      '/business/products',
      productBody({ suggestedDishIds: [theirs.id] }),
    );
    expect(suggest.statusCode).toBe(400);
    expect(suggest.json().error.message).toBe(catalogMessages.suggestedNotOwn);
    const theirModifier = (
      await api(otherChef, 'POST', '/business/modifiers', modifierBody())
    ).json().modifier as { id: string };
    const attach = await api(
      chef,
      'POST',
      '/business/products',
      productBody({ modifierIds: [theirModifier.id] }),
    );
    expect(attach.statusCode).toBe(400);
    expect(attach.json().error.message).toBe(catalogMessages.modifierNotOwn);
    const cuisine = await api(
      chef,
      'POST',
      '/business/products',
      productBody({ cuisineId: MISSING }),
    );
    expect(cuisine.statusCode).toBe(400);
    expect(cuisine.json().error.message).toBe(catalogMessages.cuisineUnknown);
  });

  it('lets a pending chef build a catalogue whose dishes show but cannot be ordered', async () => {
    const product = await createProduct(chef, { name: 'Pending Pozole' });
    const page = await api(customer, 'GET', `/dishes/by-slug/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().dish.orderable).toBe(false);
  });
});

describe('update and delete', () => {
  it('saves changes, keeps the slug, and refuses suggesting itself', async () => {
    const product = await createProduct(chef, { name: 'Elote' });
    const res = await api(
      chef,
      'PUT',
      `/business/products/${product.id}`,
      productBody({ name: 'Elote Loco', priceCents: 900, status: 'sold_out', amountLeft: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({
      name: 'Elote Loco',
      slug: product.slug,
      priceCents: 900,
      status: 'sold_out',
      amountLeft: 0,
    });
    const self = await api(
      chef,
      'PUT',
      `/business/products/${product.id}`,
      productBody({ suggestedDishIds: [product.id] }),
    );
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(catalogMessages.suggestedNotOwn);
  });

  it('deletes a product, its photos and its place in suggestions, and counts dishes again', async () => {
    const gone = await createProduct(chef, { name: 'Gone Soon' });
    const keeper = await createProduct(chef, { name: 'Keeper', suggestedDishIds: [gone.id] });
    expect((await uploadPhoto(chef, gone.id, await png())).statusCode).toBe(200);
    const res = await api(chef, 'DELETE', `/business/products/${gone.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(catalogMessages.productDeleted);
    expect((await api(chef, 'GET', `/business/products/${gone.id}`)).statusCode).toBe(404);
    const after = (await api(chef, 'GET', `/business/products/${keeper.id}`)).json().product;
    expect(after.suggestedDishIds).toEqual([]);
    expect(await t.ctx.db.select().from(dishPhotos).where(eq(dishPhotos.dishId, gone.id))).toEqual(
      [],
    );
    const [profile] = await t.ctx.db
      .select({ n: profiles.dishesCount })
      .from(profiles)
      .where(eq(profiles.id, chef.id));
    const all = await t.ctx.db.select().from(dishes).where(eq(dishes.chefId, chef.id));
    expect(profile?.n).toBe(all.length);
  });

  it('takes the business location on every save (search finds dishes by it)', async () => {
    const placeless = await signUpChef(t, { latitude: null, longitude: null });
    const product = await createProduct(placeless, { name: 'Nowhere Soup' });
    const list = (await api(placeless, 'GET', '/business/products')).json() as ProductListResponse;
    expect(list.business.hasLocation).toBe(false);
    const [before] = await t.ctx.db.select().from(dishes).where(eq(dishes.id, product.id));
    expect(before?.latitude).toBeNull();
    await t.ctx.db
      .update(profiles)
      .set({ latitude: 37.8, longitude: -122.27 })
      .where(eq(profiles.id, placeless.id));
    const res = await api(placeless, 'PUT', `/business/products/${product.id}`, productBody());
    expect(res.statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(dishes).where(eq(dishes.id, product.id));
    expect(after).toMatchObject({ latitude: 37.8, longitude: -122.27 });
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await api(chef, 'GET', `/business/products/${MISSING}`)).statusCode).toBe(404);
    expect((await api(chef, 'DELETE', `/business/products/${MISSING}`)).statusCode).toBe(404);
  });
});

describe('photos', () => {
  it('uploads, lists first as the cover, reorders and deletes', async () => {
    const product = await createProduct(chef, { name: 'Photo Dish' });
    const first = await uploadPhoto(chef, product.id, await png(2400, 1800));
    expect(first.statusCode, first.body).toBe(200);
    const second = await uploadPhoto(chef, product.id, await png());
    const photos = second.json().photos as { id: string; url: string }[];
    expect(photos).toHaveLength(2);
    expect(photos[0]!.url).toContain(`dish/${product.id}/`);
    const stored = await t.ctx.storage.get(`dish/${product.id}/${photos[0]!.id}`);
    expect(stored).not.toBeNull();
    expect((await sharp(stored!.body).metadata()).width).toBe(1200);

    const reordered = await api(chef, 'PUT', `/business/products/${product.id}/photos/order`, {
      photoIds: [photos[1]!.id, photos[0]!.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().photos.map((p: { id: string }) => p.id)).toEqual([
      photos[1]!.id,
      photos[0]!.id,
    ]);
    const list = (
      await api(chef, 'GET', '/business/products?size=100')
    ).json() as ProductListResponse;
    expect(list.products.find((p) => p.id === product.id)?.photoUrl).toBe(photos[1]!.url);

    const badOrder = await api(chef, 'PUT', `/business/products/${product.id}/photos/order`, {
      photoIds: [photos[1]!.id],
    });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().error.message).toBe(catalogMessages.photoOrder);

    const del = await api(
      chef,
      'DELETE',
      `/business/products/${product.id}/photos/${photos[1]!.id}`,
    );
    expect(del.statusCode).toBe(200);
    expect(del.json().photos).toHaveLength(1);
    const again = await api(
      chef,
      'DELETE',
      `/business/products/${product.id}/photos/${photos[1]!.id}`,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(catalogMessages.photoNotFound);
  });

  it('refuses a file that is not an image, and more than the photo limit', async () => {
    const product = await createProduct(chef, { name: 'Limit Dish' });
    const notImage = await uploadPhoto(chef, product.id, Buffer.from('hello'), 'image/png');
    expect(notImage.statusCode).toBe(415);
    const image = await png();
    for (let i = 0; i < PRODUCT_PHOTOS_MAX; i++) {
      expect((await uploadPhoto(chef, product.id, image)).statusCode).toBe(200);
    }
    clock.advance(60_000);
    const over = await uploadPhoto(chef, product.id, image);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(catalogMessages.tooManyPhotos);
  });

  it('refuses guests and customers', async () => {
    const product = await createProduct(chef, { name: 'Guarded Dish' });
    expect((await uploadPhoto(null, product.id, await png())).statusCode).toBe(401);
    expect((await uploadPhoto(customer, product.id, await png())).statusCode).toBe(403);
  });
});

describe('cuisines and rate limit', () => {
  it('lists cuisines to chefs', async () => {
    const res = await api(chef, 'GET', '/business/cuisines');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().cuisines)).toBe(true);
  });

  it('limits catalogue writes per minute', async () => {
    const busy = await signUpChef(t);
    let status = 0;
    for (let i = 0; i <= CATALOG_WRITES_PER_MINUTE && status !== 429; i++) {
      status = (await api(busy, 'DELETE', `/business/products/${MISSING}`)).statusCode;
    }
    expect(status).toBe(429);
    const res = await api(busy, 'DELETE', `/business/products/${MISSING}`);
    expect(res.json().error.message).toBe(messages.tooManyRequests);
  });
});
