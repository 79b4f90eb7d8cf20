import { randomBytes } from 'node:crypto';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OnboardingResponse, OnboardingSavedResponse } from '#contracts/onboarding';
import { onboardingMessages } from '#domain/onboarding';
import { users } from '../../db/schema/accounts.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { signUp } from '../auth/sign-up.service.ts';

const clock = new ManualClock('2026-11-23T20:00:00Z');
let t: TestApp;
let minute = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
// Each test moves time on, so no rate-limit window carries over.
beforeEach(() => clock.set(new Date(Date.parse('2026-11-23T20:00:00Z') + ++minute * 3_600_000)));

type Method = 'GET' | 'POST' | 'PUT';
function call(user: FixtureUser | null, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const market = {
  name: 'Kitchen',
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94105',
};
const hours = { businessDays: [1, 2, 3, 4, 5], fromHour: '06:00', endHour: '23:30' };

async function applicant(): Promise<FixtureUser> {
  const user = await makeUser(t, { name: 'Ana Applicant' });
  const res = await call(user, 'POST', '/onboarding/apply', { producerKind: 'home_chef' });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

async function addAddress(user: FixtureUser): Promise<string> {
  const res = await call(user, 'POST', '/addresses', market);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ address: { id: string } }>().address.id;
}

const validSettings = {
  minimumOrderCents: 0,
  defaultLeadTimeMinutes: 0,
  callRobot: false,
  disablePreOrder: false,
  offersPickup: true,
  offersDelivery: false,
};

const profileBody = (
  addressId: string | null,
  handle = `ana_${randomBytes(4).toString('hex')}`,
) => ({
  businessName: 'Ana Kitchen',
  handle,
  tagline: 'Tamales from my grandmother',
  description: 'Corn, **slow** and steamed.',
  businessAddressId: addressId,
  businessPhone: '+1 415 555 0100',
  phone: '',
  businessEmail: 'Orders@Ana.example.com',
  businessHours: hours,
});

const verifyEmail = (user: FixtureUser) =>
  t.ctx.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, user.id));

async function state(user: FixtureUser) {
  const res = await call(user, 'GET', '/onboarding');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OnboardingResponse>().onboarding;
}

const png = () =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();

function upload(user: FixtureUser, url: string, file: Buffer) {
  const boundary = `----potluck${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: {
      origin: TEST_ORIGIN,
      cookie: user.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe('access', () => {
  it('401 for guests on every route', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/onboarding'],
      ['POST', '/onboarding/apply', { producerKind: 'farmer' }],
      ['PUT', '/onboarding/profile', profileBody(null)],
      ['PUT', '/onboarding/order-settings', validSettings],
      ['POST', '/onboarding/steps/welcome/complete'],
      ['POST', '/onboarding/go-live', { options: {} }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(
      (await upload({ id: '', cookie: '' }, '/onboarding/profile/logo', await png())).statusCode,
    ).toBe(401);
  });

  it('a customer who has not applied reads null and may not write a step', async () => {
    const buyer = await makeUser(t);
    expect(await state(buyer)).toBeNull();
    const writes: [Method, string, object?][] = [
      ['PUT', '/onboarding/profile', profileBody(null)],
      ['PUT', '/onboarding/order-settings', validSettings],
      ['POST', '/onboarding/steps/menus/complete'],
      ['POST', '/onboarding/go-live', { options: {} }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call(buyer, method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
      expect(res.json().error.message).toBe("Your account hasn't been setup yet!");
    }
    const logo = await upload(buyer, '/onboarding/profile/logo', await png());
    expect(logo.statusCode).toBe(403);
  });

  it('each chef reads and writes only their own onboarding', async () => {
    const ana = await applicant();
    const bo = await applicant();
    const anaAddress = await addAddress(ana);
    // Bo cannot make Ana's address his business address.
    const res = await call(bo, 'PUT', '/onboarding/profile', profileBody(anaAddress));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You need to add at least one address.');
    await addAddress(bo);
    const again = await call(bo, 'PUT', '/onboarding/profile', profileBody(anaAddress));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.businessAddressId).toBe(
      onboardingMessages.chooseBusinessAddress,
    );
    expect((await state(ana))?.profile.businessName).toBeNull();
  });
});

describe('becoming a chef', () => {
  it('a guest signs up as a chef and is signed in as a pending applicant', async () => {
    const email = `chef-${randomBytes(5).toString('hex')}@example.com`;
    const res = await call(null, 'POST', '/onboarding/signup', {
      email,
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'correct-horse-battery-9',
      name: 'Fern Farmer',
      producerKind: 'farmer',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.profile.type).toBe('chef');
    const cookie = res.cookies.find((c) => c.name === 'potluck_session');
    expect(cookie?.httpOnly).toBe(true);
    const me = { id: res.json().user.id as string, cookie: `potluck_session=${cookie?.value}` };
    const s = await state(me);
    expect(s).toMatchObject({
      producerKind: 'farmer',
      currentStep: 'welcome',
      completedSteps: [],
      estimate: '15–45 minutes',
      approval: { status: 'pending', submittedAt: null, decidedAt: null, reason: null },
    });
    // What the chef typed at sign-up fills the Profile step: nobody types it twice.
    expect(s?.profile).toMatchObject({ businessName: 'Fern Farmer', businessEmail: email });
    // The same e-mail again is the sign-up failure of the spec.
    const dup = await call(null, 'POST', '/onboarding/signup', {
      email,
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'correct-horse-battery-9',
      producerKind: 'farmer',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Unable to create user!');
  });

  it('creates no account when its application cannot be recorded', async () => {
    const email = `half-${randomBytes(5).toString('hex')}@example.com`;
    const quiet = { warn: () => undefined };
    const failing = signUp(
      t.ctx,
      {
        email,
        agreementVersion: SIGN_UP_AGREEMENT_VERSION,
        password: 'correct-horse-battery-9',
        name: 'Half Made',
      },
      quiet,
      async () => {
        throw new Error('the application insert failed');
      },
    );
    await expect(failing).rejects.toMatchObject({ message: 'Unable to create user!' });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // The same address can sign up afterwards.
    const ok = await call(null, 'POST', '/onboarding/signup', {
      email,
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'correct-horse-battery-9',
      producerKind: 'home_chef',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('chef sign-up validates the producer kind and the password', async () => {
    const bad = await call(null, 'POST', '/onboarding/signup', {
      email: `k-${randomBytes(4).toString('hex')}@example.com`,
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'correct-horse-battery-9',
      producerKind: 'butcher',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.producerKind).toBeTruthy();
    const weak = await call(null, 'POST', '/onboarding/signup', {
      email: `w-${randomBytes(4).toString('hex')}@example.com`,
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'x',
      producerKind: 'farmer',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('weak_password');
  });

  it('applying makes the profile a pending chef with an application, and is idempotent', async () => {
    const user = await makeUser(t);
    const first = await call(user, 'POST', '/onboarding/apply', { producerKind: 'restaurant' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OnboardingSavedResponse>().message).toBe(onboardingMessages.applied);
    const [p] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p).toMatchObject({
      type: 'chef',
      producerKind: 'restaurant',
      approvalStatus: 'pending',
    });
    expect(p?.applyDate?.toISOString()).toBe(clock.now().toISOString());
    // A buyer's own name is not a business name; their account e-mail is the order e-mail.
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(p).toMatchObject({ businessName: null, businessEmail: account!.email });
    const appliedAt = p?.applyDate;

    clock.set(new Date(clock.now().getTime() + 60_000));
    const second = await call(user, 'POST', '/onboarding/apply', { producerKind: 'food_truck' });
    expect(second.statusCode).toBe(200);
    const [p2] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p2?.applyDate).toEqual(appliedAt);
    expect(p2?.producerKind).toBe('food_truck');
    expect(
      await t.ctx.db.select().from(chefApprovals).where(eq(chefApprovals.chefId, user.id)),
    ).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(chefOnboarding).where(eq(chefOnboarding.chefId, user.id)),
    ).toHaveLength(1);
  });

  it('an approved chef who applies stays approved', async () => {
    const chef = await makeChef(t);
    const res = await call(chef, 'POST', '/onboarding/apply', { producerKind: 'home_chef' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OnboardingSavedResponse>().onboarding.approval.status).toBe('approved');
  });

  it("a pending applicant's dish is visible but cannot be ordered, and the chef is not in search", async () => {
    const chef = await applicant();
    const addressId = await addAddress(chef);
    const dish = await makeDish(t, chef.id, { name: 'Pending Pozole' });
    expect(
      (await call(chef, 'PUT', '/onboarding/profile', profileBody(addressId))).statusCode,
    ).toBe(200);

    const view = await call(null, 'GET', `/dishes/${dish.id}`);
    expect(view.statusCode, view.body).toBe(200);

    const buyer = await makeUser(t);
    const add = await call(buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 });
    expect(add.statusCode, add.body).toBe(409);
    expect(add.json().error.message).toBe('This dish cannot be ordered right now.');

    const [placed] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, chef.id));
    const search = await call(null, 'POST', '/search/chefs', {
      location: { label: 'Market St', lat: placed!.latitude!, lon: placed!.longitude! },
      distanceKm: 50,
      size: 50,
    });
    expect(search.statusCode, search.body).toBe(200);
    const ids = search.json<{ hits: { id: string }[] }>().hits.map((h) => h.id);
    expect(ids).not.toContain(chef.id);

    // Once approved (the admin console's job), the same dish is orderable.
    await t.ctx.db
      .update(profiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(profiles.id, chef.id));
    const added = await call(buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
  });
});

describe('the Profile step', () => {
  it('refuses missing business name, tagline, phone and order e-mail with their messages', async () => {
    const chef = await applicant();
    const res = await call(chef, 'PUT', '/onboarding/profile', {
      ...profileBody(null),
      businessName: ' ',
      tagline: '',
      businessPhone: '',
      businessEmail: '',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields).toMatchObject({
      businessName: 'Enter your business name.',
      tagline: 'Enter a tagline.',
      businessPhone: 'Enter a business phone.',
      businessEmail: 'Enter an order e-mail.',
    });
  });

  it('refuses wrong business hours with "Wrong business hours!"', async () => {
    const chef = await applicant();
    const addressId = await addAddress(chef);
    const bad = [
      { ...hours, fromHour: '22:00', endHour: '08:00' },
      { ...hours, fromHour: '08:00', endHour: '08:00' },
      { ...hours, businessDays: [] },
      { ...hours, fromHour: '08:10' },
      { ...hours, businessDays: [9] },
    ];
    for (const businessHours of bad) {
      const res = await call(chef, 'PUT', '/onboarding/profile', {
        ...profileBody(addressId),
        businessHours,
      });
      expect(res.statusCode, JSON.stringify(businessHours)).toBe(400);
      expect(res.json().error.message).toBe('Wrong business hours!');
      expect(res.json().error.fields.businessHours).toBe('Wrong business hours!');
    }
  });

  it("accepts quarter-hour business hours, the time picker's alternate 15-minute step", async () => {
    const chef = await applicant();
    const addressId = await addAddress(chef);
    const businessHours = { ...hours, fromHour: '08:15', endHour: '21:45' };
    const res = await call(chef, 'PUT', '/onboarding/profile', {
      ...profileBody(addressId),
      businessHours,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('asks for a free @handle and saves it, so @handle search finds the chef', async () => {
    const chef = await applicant();
    const addressId = await addAddress(chef);
    const none = await call(chef, 'PUT', '/onboarding/profile', profileBody(addressId, ' '));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.handle).toBe(onboardingMessages.handleRequired);
    const odd = await call(chef, 'PUT', '/onboarding/profile', profileBody(addressId, 'a b'));
    expect(odd.json().error.fields.handle).toBe('Use only letters, digits, underscores and dots.');

    const taken = await makeUser(t, { handle: `taken_${randomBytes(3).toString('hex')}` });
    const [holder] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, taken.id));
    for (const h of [holder!.handle!.toUpperCase(), 'support']) {
      const res = await call(chef, 'PUT', '/onboarding/profile', profileBody(addressId, h));
      expect(res.statusCode, h).toBe(409);
      expect(res.json().error.fields.handle).toBe('Handle is taken');
    }
    expect((await state(chef))?.profile.handle).toBeNull();

    const mine = `ana_${randomBytes(3).toString('hex')}`;
    const saved = await call(chef, 'PUT', '/onboarding/profile', profileBody(addressId, mine));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<OnboardingSavedResponse>().onboarding.profile.handle).toBe(mine);
    // Saving again with the same handle, in another case, is still the chef's own.
    const again = await call(
      chef,
      'PUT',
      '/onboarding/profile',
      profileBody(addressId, mine.toUpperCase()),
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('needs an address: "You need to add at least one address."', async () => {
    const chef = await applicant();
    const res = await call(chef, 'PUT', '/onboarding/profile', profileBody(null));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You need to add at least one address.');
    await addAddress(chef);
    const none = await call(chef, 'PUT', '/onboarding/profile', profileBody(null));
    expect(none.json().error.message).toBe(onboardingMessages.chooseBusinessAddress);
  });

  it('saves, places the chef and their dishes at the business address, and moves on', async () => {
    const chef = await applicant();
    const dish = await makeDish(t, chef.id);
    const addressId = await addAddress(chef);
    const res = await call(chef, 'PUT', '/onboarding/profile', profileBody(addressId));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OnboardingSavedResponse>();
    expect(body.message).toBe('Profile saved successfully');
    expect(body.onboarding.profile).toMatchObject({
      businessName: 'Ana Kitchen',
      tagline: 'Tamales from my grandmother',
      businessAddressId: addressId,
      businessPhone: '+1 415 555 0100',
      phone: null,
      businessEmail: 'orders@ana.example.com',
      businessHours: hours,
    });
    expect(body.onboarding.currentStep).toBe('finance');
    expect(body.onboarding.completedSteps).toEqual(['profile']);
    const [p] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, chef.id));
    expect(p?.latitude).not.toBeNull();
    const [d] = await t.ctx.db.select().from(dishes).where(eq(dishes.id, dish.id));
    expect(d?.latitude).toBe(p?.latitude);
    expect(d?.longitude).toBe(p?.longitude);
    // Everything the step asks is done; the e-mail is verified from the mail, not here.
    const items = body.onboarding.checklist.items.filter((i) => !i.done).map((i) => i.id);
    expect(items).toEqual(['email_verified']);
    expect(body.onboarding.checklist.ready).toBe(false);
    await verifyEmail(chef);
    expect((await state(chef))?.checklist.ready).toBe(true);
    expect(body.onboarding.profile.permitType).toBeNull();

    // The permit type (spec §6) is saved, shown on the dish label, cleared with null, and
    // nothing else is a permit.
    const cfo = await call(chef, 'PUT', '/onboarding/profile', {
      ...profileBody(addressId),
      permitType: 'CFO',
    });
    expect(cfo.json<OnboardingSavedResponse>().onboarding.profile.permitType).toBe('CFO');
    const label = await call(chef, 'GET', `/dishes/labels/${dish.id}`);
    expect(label.json().label.permitType).toBe('CFO');
    const bad = await call(chef, 'PUT', '/onboarding/profile', {
      ...profileBody(addressId),
      permitType: 'XYZ',
    });
    expect(bad.statusCode).toBe(400);
    const cleared = await call(chef, 'PUT', '/onboarding/profile', {
      ...profileBody(addressId),
      permitType: null,
    });
    expect(cleared.json<OnboardingSavedResponse>().onboarding.profile.permitType).toBeNull();
  });

  it('uploads a logo (fits 512×512) and a 16:9 banner (1600×900)', async () => {
    const chef = await applicant();
    const logo = await upload(chef, '/onboarding/profile/logo', await png());
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json().message).toBe('Logo updated.');
    const banner = await upload(chef, '/onboarding/profile/banner', await png());
    expect(banner.statusCode, banner.body).toBe(200);
    const s = await state(chef);
    expect(s?.profile.businessLogo).toBe(logo.json().url);
    expect(s?.profile.bannerUrl).toBe(banner.json().url);
    const stored = await t.ctx.storage.get(`profile/${chef.id}/banner`);
    const meta = await sharp(stored!.body).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 900]);
    const notImage = await upload(chef, '/onboarding/profile/logo', Buffer.from('hello'));
    expect(notImage.statusCode).toBe(415);
  });
});

describe('the Order Settings step', () => {
  const settings = {
    minimumOrderCents: 2500,
    defaultLeadTimeMinutes: 60,
    callRobot: true,
    disablePreOrder: true,
    offersPickup: true,
    offersDelivery: true,
  };

  it('validates each setting', async () => {
    const chef = await applicant();
    const cases: [object, string, string][] = [
      [
        { minimumOrderCents: -1 },
        'minimumOrderCents',
        'The minimum order price cannot be negative.',
      ],
      [
        { minimumOrderCents: 100_001 },
        'minimumOrderCents',
        'The minimum order price can be at most $1,000.',
      ],
      [{ minimumOrderCents: 1.5 }, 'minimumOrderCents', 'Enter the price in whole cents.'],
      [
        { defaultLeadTimeMinutes: -5 },
        'defaultLeadTimeMinutes',
        'The lead time cannot be negative.',
      ],
      [
        { defaultLeadTimeMinutes: 10_081 },
        'defaultLeadTimeMinutes',
        'The lead time can be at most 7 days.',
      ],
      [
        { offersPickup: false, offersDelivery: false },
        'offersPickup',
        'Offer pickup, delivery or both.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(chef, 'PUT', '/onboarding/order-settings', { ...settings, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
  });

  it('upserts business_settings and keeps the commission choice', async () => {
    const chef = await applicant();
    await t.ctx.db
      .insert(businessSettings)
      .values({ chefId: chef.id, commissionStructure: 'service_fee_15' });
    const res = await call(chef, 'PUT', '/onboarding/order-settings', settings);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Order settings saved successfully.');
    expect(res.json<OnboardingSavedResponse>().onboarding.orderSettings).toEqual(settings);
    const [row] = await t.ctx.db
      .select()
      .from(businessSettings)
      .where(eq(businessSettings.chefId, chef.id));
    expect(row).toMatchObject({ ...settings, commissionStructure: 'service_fee_15' });
    const again = await call(chef, 'PUT', '/onboarding/order-settings', {
      ...settings,
      minimumOrderCents: 0,
    });
    expect(again.json<OnboardingSavedResponse>().onboarding.orderSettings.minimumOrderCents).toBe(
      0,
    );
  });
});

describe('progress', () => {
  it('each step resumes where the chef left; unknown steps are refused', async () => {
    const chef = await applicant();
    const welcome = await call(chef, 'POST', '/onboarding/steps/welcome/complete');
    expect(welcome.statusCode).toBe(200);
    expect((await state(chef))?.currentStep).toBe('profile');
    await call(chef, 'POST', '/onboarding/steps/finance/complete');
    await call(chef, 'POST', '/onboarding/steps/menus/complete');
    const s = await state(chef);
    expect(s?.currentStep).toBe('go_live');
    expect(s?.completedSteps).toEqual(['welcome', 'finance', 'menus']);
    // Finishing an earlier step again never moves the wizard back.
    await call(chef, 'POST', '/onboarding/steps/welcome/complete');
    expect((await state(chef))?.currentStep).toBe('go_live');
    expect((await call(chef, 'POST', '/onboarding/steps/go_live/complete')).statusCode).toBe(400);
    expect((await call(chef, 'POST', '/onboarding/steps/profile/complete')).statusCode).toBe(400);
  });

  it('counts products, menus and modifiers', async () => {
    const chef = await applicant();
    await makeDish(t, chef.id);
    await makeDish(t, chef.id);
    const s = await state(chef);
    expect(s?.counts).toMatchObject({ products: 2, menus: 0, modifiers: 0, addresses: 0 });
  });
});

describe('Go Live', () => {
  async function readyChef(withProduct: boolean) {
    const chef = await applicant();
    const addressId = await addAddress(chef);
    expect(
      (await call(chef, 'PUT', '/onboarding/profile', profileBody(addressId))).statusCode,
    ).toBe(200);
    if (withProduct) await makeDish(t, chef.id);
    await verifyEmail(chef);
    return chef;
  }

  it('is refused while anything is missing, with the checklist messages', async () => {
    const empty = await applicant();
    const res = await call(empty, 'POST', '/onboarding/go-live', { options: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Missed profile information. Enter your business name. Choose a handle so people can find you as @handle. Enter a tagline. You need to add at least one address. Enter a business phone. Wrong business hours! You need at least one product to go live. Your account is not verified yet. Open the link in the e-mail we sent you.',
    );
    expect(res.json().error.fields.product).toBe('You need at least one product to go live.');

    const noProduct = await readyChef(false);
    const refused = await call(noProduct, 'POST', '/onboarding/go-live', { options: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('You need at least one product to go live.');
    const [approval] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, noProduct.id));
    expect(approval?.submittedAt).toBeNull();
  });

  it('needs a verified e-mail (spec §5: part of a valid profile)', async () => {
    const chef = await readyChef(true);
    await t.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, chef.id));
    const refused = await call(chef, 'POST', '/onboarding/go-live', { options: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Your account is not verified yet. Open the link in the e-mail we sent you.',
    );
    expect(refused.json().error.fields.email_verified).toBe(onboardingMessages.verifyEmail);
    const item = (await state(chef))?.checklist.items.find((i) => i.id === 'email_verified');
    expect(item).toMatchObject({ label: 'Verified e-mail', done: false, step: 'go_live' });
    await verifyEmail(chef);
    expect((await call(chef, 'POST', '/onboarding/go-live', { options: {} })).statusCode).toBe(200);
  });

  it('submits for approval with the options and thanks the chef; not twice', async () => {
    const admin = await makeUser(t, { name: 'Ada Admin' });
    await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const chef = await readyChef(true);
    const res = await call(chef, 'POST', '/onboarding/go-live', {
      options: { tablet: true, robotCalls: false, freeVideo: true, marketing: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OnboardingSavedResponse>();
    expect(body.message).toBe(
      'Thank you! Your business has been submitted for approval. We review applications within 48 hours.',
    );
    expect(body.onboarding.approval).toMatchObject({
      status: 'pending',
      submittedAt: clock.now().toISOString(),
    });
    expect(body.onboarding.goLiveOptions).toEqual({
      tablet: true,
      robotCalls: false,
      freeVideo: true,
      marketing: false,
    });
    expect(body.onboarding.completedSteps).toContain('go_live');
    // Every admin is told, with a link to the application; other people are not.
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'chef_submitted'));
    const forThisChef = notices.filter((n) => n.link === `/admin/approvals/${chef.id}`);
    expect(forThisChef.map((n) => n.userId)).toEqual([admin.id]);
    expect(forThisChef[0]!.title).toMatch(/^New application: /);
    const twice = await call(chef, 'POST', '/onboarding/go-live', { options: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(onboardingMessages.alreadySubmitted);
  });

  it('a rejected chef sees the reason, fixes and resubmits; an approved one cannot', async () => {
    const chef = await readyChef(true);
    expect((await call(chef, 'POST', '/onboarding/go-live', { options: {} })).statusCode).toBe(200);
    await t.ctx.db
      .update(chefApprovals)
      .set({
        approvalStatus: 'rejected',
        decidedAt: clock.now(),
        note: 'Add a photo of your kitchen.',
      })
      .where(eq(chefApprovals.chefId, chef.id));
    await t.ctx.db
      .update(profiles)
      .set({ approvalStatus: 'rejected' })
      .where(eq(profiles.id, chef.id));
    const s = await state(chef);
    expect(s?.approval).toMatchObject({
      status: 'rejected',
      reason: 'Add a photo of your kitchen.',
    });

    clock.set(new Date(clock.now().getTime() + 60_000));
    const again = await call(chef, 'POST', '/onboarding/go-live', { options: { marketing: true } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<OnboardingSavedResponse>().onboarding.approval).toMatchObject({
      status: 'pending',
      reason: null,
      decidedAt: null,
    });
    const [p] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, chef.id));
    expect(p?.approvalStatus).toBe('pending');

    await t.ctx.db
      .update(chefApprovals)
      .set({ approvalStatus: 'approved' })
      .where(eq(chefApprovals.chefId, chef.id));
    const approved = await call(chef, 'POST', '/onboarding/go-live', { options: {} });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error.message).toBe('Your business is already approved.');
  });
});
