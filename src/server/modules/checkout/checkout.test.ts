import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/addresses.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { signQuoteToken } from './quote-token.ts';
import { verifyDeliveryQuote } from './delivery-quote.service.ts';

const clock = new ManualClock('2026-11-23T18:00:00Z');
let t: TestApp;
let chef: FixtureUser; // delivers, business address at the Ferry Building
let pickupOnlyChef: FixtureUser;
let homelessChef: FixtureUser; // delivers but has no address
let buyer: FixtureUser;
let other: FixtureUser;
let noAddressBuyer: FixtureUser;
const ids = { home: '', work: '', incomplete: '', far: '', othersHome: '' };

const sf = { city: 'San Francisco', state: 'CA' };

async function addAddress(userId: string, values: Partial<typeof addresses.$inferInsert>) {
  const [row] = await t.ctx.db
    .insert(addresses)
    .values({ userId, ...sf, ...values })
    .returning({ id: addresses.id });
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { DELIVERY_QUOTE_SECRET: 's'.repeat(40) } });
  chef = await makeChef(t, { businessPhone: '+14155550100' });
  pickupOnlyChef = await makeChef(t);
  homelessChef = await makeChef(t);
  buyer = await makeUser(t, { phone: '+14155550199' });
  other = await makeUser(t);
  noAddressBuyer = await makeUser(t);
  await t.ctx.db.insert(businessSettings).values([
    { chefId: chef.id, offersDelivery: true },
    { chefId: pickupOnlyChef.id, offersDelivery: false },
    { chefId: homelessChef.id, offersDelivery: true },
  ]);
  await addAddress(chef.id, {
    type: 'business',
    address1: '1 Ferry Building',
    zipcode: '94111',
    latitude: 37.7955,
    longitude: -122.3937,
  });
  await addAddress(pickupOnlyChef.id, {
    type: 'business',
    address1: '2 Ferry Building',
    zipcode: '94111',
    latitude: 37.7955,
    longitude: -122.3937,
  });
  ids.home = await addAddress(buyer.id, {
    address1: '3321 16th St',
    zipcode: '94114',
    latitude: 37.7596,
    longitude: -122.4269,
    isDefault: true,
  });
  ids.work = await addAddress(buyer.id, {
    address1: '500 Terry A Francois Blvd',
    zipcode: '94158',
    latitude: 37.7706,
    longitude: -122.3871,
  });
  ids.incomplete = await addAddress(buyer.id, { address1: 'Somewhere', zipcode: null });
  ids.far = await addAddress(buyer.id, {
    address1: '200 E Santa Clara St',
    city: 'San Jose',
    zipcode: '95113',
    latitude: 37.3382,
    longitude: -121.8863,
  });
  ids.othersHome = await addAddress(other.id, {
    address1: '1 Dr Carlton B Goodlett Pl',
    zipcode: '94102',
    latitude: 37.7793,
    longitude: -122.4193,
  });
});
afterAll(() => t.close());

const quote = (user: FixtureUser | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout/delivery-quote',
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    payload: body,
  });

describe('POST /api/v1/checkout/delivery-quote', () => {
  it('needs a signed-in user', async () => {
    const res = await quote(null, { chefId: chef.id });
    expect(res.statusCode).toBe(401);
  });

  it('quotes from the chef to my own address and signs the quote', async () => {
    const res = await quote(buyer, { chefId: chef.id, addressId: ids.home });
    expect(res.statusCode).toBe(200);
    const { quote: q } = res.json();
    expect(q).toMatchObject({
      feeCents: 899,
      etaMinutes: 22,
      distanceKm: 4.9,
      provider: 'local',
      addressId: ids.home,
      expiresAt: '2026-11-23T18:15:00.000Z',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const claims = verifyDeliveryQuote(t.ctx, q.quoteToken, {
      buyerId: buyer.id,
      chefId: chef.id,
      addressId: ids.home,
    });
    expect(claims).toMatchObject({ feeCents: 899, quoteId: q.quoteId });
  });

  it('uses my default address when none is named', async () => {
    const res = await quote(buyer, { chefId: chef.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().quote.addressId).toBe(ids.home);
    const work = await quote(buyer, { chefId: chef.id, addressId: ids.work });
    expect(work.json().quote.addressId).toBe(ids.work);
    expect(work.json().quote.feeCents).not.toBe(res.json().quote.feeCents);
  });

  it("never quotes to someone else's address", async () => {
    const res = await quote(buyer, { chefId: chef.id, addressId: ids.othersHome });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'Address not found.' });
  });

  it('says "address is missing" when the buyer or the chef has no address', async () => {
    const noBuyerAddress = await quote(noAddressBuyer, { chefId: chef.id });
    expect(noBuyerAddress.statusCode).toBe(422);
    expect(noBuyerAddress.json().error).toEqual({
      code: 'address_missing',
      message: 'address is missing',
    });
    const noChefAddress = await quote(buyer, { chefId: homelessChef.id, addressId: ids.home });
    expect(noChefAddress.statusCode).toBe(422);
    expect(noChefAddress.json().error.code).toBe('address_missing');
  });

  it('says "One of the addresses is not complete" for an address without ZIP or position', async () => {
    const res = await quote(buyer, { chefId: chef.id, addressId: ids.incomplete });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'address_incomplete',
      message: 'One of the addresses is not complete',
    });
  });

  it('says "Unable to get the estimate" beyond the delivery range', async () => {
    const res = await quote(buyer, { chefId: chef.id, addressId: ids.far });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'estimate_failed',
      message: 'Unable to get the estimate',
    });
  });

  it('refuses chefs who do not deliver, unknown chefs and my own kitchen', async () => {
    const pickupOnly = await quote(buyer, { chefId: pickupOnlyChef.id, addressId: ids.home });
    expect(pickupOnly.statusCode).toBe(422);
    expect(pickupOnly.json().error.code).toBe('delivery_not_offered');
    const unknown = await quote(buyer, { chefId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const own = await quote(chef, { chefId: chef.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You can not request order for your own product!');
  });

  it('validates the body', async () => {
    expect((await quote(buyer, { chefId: 'nope' })).statusCode).toBe(400);
    const tooLate = await quote(buyer, { chefId: chef.id, at: '2026-12-05T18:00:00Z' });
    expect(tooLate.statusCode).toBe(400);
  });
});

describe('verifyDeliveryQuote (what checkout relies on)', () => {
  let token = '';
  const expected = () => ({ buyerId: buyer.id, chefId: chef.id, addressId: ids.home });
  beforeAll(async () => {
    token = (await quote(buyer, { chefId: chef.id, addressId: ids.home })).json().quote.quoteToken;
  });

  it('refuses a tampered token: a lower fee with the old signature', () => {
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const cheaper = Buffer.from(JSON.stringify({ ...claims, feeCents: 0 })).toString('base64url');
    expect(() => verifyDeliveryQuote(t.ctx, `${cheaper}.${signature}`, expected())).toThrow(
      expect.objectContaining({ statusCode: 422, code: 'quote_invalid' }),
    );
  });

  it('refuses a token signed with another secret', () => {
    const forged = signQuoteToken(
      {
        v: 1,
        quoteId: 'x',
        ...expected(),
        feeCents: 0,
        etaMinutes: 1,
        distanceKm: 0,
        provider: 'local',
        expiresAt: clock.now().getTime() + 60_000,
      },
      'not-the-server-secret-not-the-server-secret',
    );
    expect(() => verifyDeliveryQuote(t.ctx, forged, expected())).toThrow(
      expect.objectContaining({ code: 'quote_invalid' }),
    );
  });

  it("refuses another buyer's, another chef's or another address's token", () => {
    expect(() => verifyDeliveryQuote(t.ctx, token, { ...expected(), buyerId: other.id })).toThrow(
      expect.objectContaining({ code: 'quote_invalid' }),
    );
    expect(() =>
      verifyDeliveryQuote(t.ctx, token, { ...expected(), chefId: pickupOnlyChef.id }),
    ).toThrow(expect.objectContaining({ code: 'quote_invalid' }));
    expect(() => verifyDeliveryQuote(t.ctx, token, { ...expected(), addressId: ids.work })).toThrow(
      expect.objectContaining({ code: 'quote_invalid' }),
    );
  });

  it('refuses an expired token', () => {
    expect(verifyDeliveryQuote(t.ctx, token, expected()).feeCents).toBe(899);
    clock.advance(15 * 60_000);
    expect(() => verifyDeliveryQuote(t.ctx, token, expected())).toThrow(
      expect.objectContaining({ code: 'quote_invalid' }),
    );
  });
});

describe('rate limit', () => {
  it('refuses a burst of quotes with the spec message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await quote(other, { chefId: chef.id, addressId: ids.othersHome })).statusCode,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const last = await quote(other, { chefId: chef.id, addressId: ids.othersHome });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(
      'Please Wait a Little Longer Before Performing this Action.',
    );
  });
});
