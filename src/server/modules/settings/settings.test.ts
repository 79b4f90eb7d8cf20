import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '#contracts/settings';
import {
  NOTIFICATION_KINDS,
  defaultNotificationChannels,
  notificationSettingsMessages,
  type NotificationChannelSettings,
} from '#domain/notification-settings';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import {
  makeChef,
  makeDish,
  makeUser,
  type FixtureUser,
} from '../../test/factories/catalog-fixtures.ts';
import { notify } from '../notifications/notifications.service.ts';

const clock = new ManualClock('2026-11-26T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = (user: FixtureUser | null, url: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: user ? { cookie: user.cookie } : {},
  });
const put = (user: FixtureUser | null, url: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    payload,
  });

function allOff(): NotificationChannelSettings {
  const channels = defaultNotificationChannels();
  for (const kind of NOTIFICATION_KINDS) channels[kind] = { email: false, text: false, app: false };
  return channels;
}

async function mailsTo(userId: string) {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user!.email!));
}

const note = (userId: string, type: string) => ({
  userId,
  type,
  title: `A ${type} notice`,
  body: 'Something happened.',
  link: '/order/list',
});

describe('settings: access', () => {
  it('asks guests to sign in, for reading and for saving', async () => {
    expect((await get(null, '/settings')).statusCode).toBe(401);
    const res = await put(null, '/settings/notifications', {
      channels: defaultNotificationChannels(),
    });
    expect(res.statusCode).toBe(401);
    expect(
      (
        await put(null, '/settings/meal-preferences', {
          diets: [],
          origins: [],
          avoidIngredients: [],
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers each person their own settings only', async () => {
    const ana = await makeUser(t);
    const ben = await makeUser(t);
    const channels = defaultNotificationChannels();
    channels.promotions = { email: false, text: false, app: false };
    expect((await put(ana, '/settings/notifications', { channels })).statusCode).toBe(200);
    const bens = (await get(ben, '/settings')).json<SettingsResponse>();
    expect(bens.notifications).toEqual({
      channels: defaultNotificationChannels(),
      configuredAt: null,
    });
  });
});

describe('settings: notification channels', () => {
  it('starts from the defaults, not configured', async () => {
    const user = await makeUser(t);
    const res = await get(user, '/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      notifications: { channels: defaultNotificationChannels(), configuredAt: null },
      mealPreferences: { diets: [], origins: [], avoidIngredients: [] },
    });
  });

  it('saves channels per kind and records when they were configured', async () => {
    const user = await makeUser(t);
    const channels = defaultNotificationChannels();
    channels.messages = { email: false, text: true, app: true };
    channels.promotions = { email: false, text: false, app: false };
    const res = await put(user, '/settings/notifications', { channels });
    expect(res.statusCode).toBe(200);
    expect(res.json<SettingsResponse>().notifications).toEqual({
      channels,
      configuredAt: '2026-11-26T12:00:00.000Z',
    });
    expect((await get(user, '/settings')).json<SettingsResponse>().notifications.channels).toEqual(
      channels,
    );
  });

  it('refuses turning every channel off with the rule, and keeps what was saved', async () => {
    const user = await makeUser(t);
    const saved = defaultNotificationChannels();
    saved.order_updates.text = true;
    await put(user, '/settings/notifications', { channels: saved });
    const res = await put(user, '/settings/notifications', { channels: allOff() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'bad_request',
        message: notificationSettingsMessages.atLeastOneChannel,
        fields: { channels: notificationSettingsMessages.atLeastOneChannel },
      },
    });
    expect((await get(user, '/settings')).json<SettingsResponse>().notifications.channels).toEqual(
      saved,
    );
  });

  it('allows one channel of one kind as the only one on', async () => {
    const user = await makeUser(t);
    const channels = allOff();
    channels.account_security.email = true;
    expect((await put(user, '/settings/notifications', { channels })).statusCode).toBe(200);
  });

  it('refuses a kind left out, an unknown kind or channel, and a non-boolean', async () => {
    const user = await makeUser(t);
    const { promotions: _left, ...missing } = defaultNotificationChannels();
    const bad = [
      { channels: missing },
      {
        channels: {
          ...defaultNotificationChannels(),
          gossip: { email: true, text: false, app: true },
        },
      },
      {
        channels: {
          ...defaultNotificationChannels(),
          messages: { email: true, text: false, app: true, pigeon: true },
        },
      },
      {
        channels: {
          ...defaultNotificationChannels(),
          messages: { email: 'yes', text: false, app: true },
        },
      },
    ];
    for (const payload of bad)
      expect((await put(user, '/settings/notifications', payload)).statusCode).toBe(400);
    expect((await get(user, '/settings')).json<SettingsResponse>().notifications.configuredAt).toBe(
      null,
    );
  });
});

describe('notify() follows the channels of the event’s kind', () => {
  it('sends an order update by e-mail but not a last-call deal the person silenced', async () => {
    const user = await makeUser(t);
    const channels = defaultNotificationChannels();
    channels.promotions = { email: false, text: false, app: false };
    channels.order_updates = { email: true, text: false, app: false };
    await put(user, '/settings/notifications', { channels });

    expect(await notify(t.ctx, undefined, note(user.id, 'last_call'))).toEqual({
      notificationId: null,
      emailed: false,
      texted: false,
      pushed: null,
    });
    const order = await notify(t.ctx, undefined, note(user.id, 'order_status'));
    expect(order).toEqual({ notificationId: null, emailed: true, texted: false, pushed: null });
    const mails = await mailsTo(user.id);
    expect(mails.map((m) => m.subject)).toEqual(['A order_status notice']);
    expect(
      await t.ctx.db.select().from(notifications).where(eq(notifications.userId, user.id)),
    ).toEqual([]);
  });

  it('reads the old per-channel switches for a person who never saved per-kind channels', async () => {
    const user = await makeUser(t);
    await t.ctx.db
      .insert(userSettings)
      .values({ userId: user.id, notifyByEmail: false, notifyByApp: true });
    const result = await notify(t.ctx, undefined, note(user.id, 'last_call'));
    expect(result.emailed).toBe(false);
    expect(result.notificationId).not.toBeNull();
  });

  it('uses the defaults (app and e-mail) for a person with no settings', async () => {
    const user = await makeUser(t);
    const result = await notify(t.ctx, undefined, note(user.id, 'credit'));
    expect(result.emailed).toBe(true);
    expect(result.notificationId).not.toBeNull();
  });
});

describe('settings: meal preferences', () => {
  it('saves diets, cuisines and ingredients to avoid, cleaned, keeping other keys', async () => {
    const user = await makeUser(t);
    await t.ctx.db
      .insert(userSettings)
      .values({ userId: user.id, mealPreferences: { categories: ['Soups'], notes: 'spicy' } });
    const res = await put(user, '/settings/meal-preferences', {
      diets: [' vegan ', 'Vegan', 'gluten-free'],
      origins: ['Thai'],
      avoidIngredients: ['peanuts', 'shellfish'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SettingsResponse>().mealPreferences).toEqual({
      diets: ['vegan', 'gluten-free'],
      origins: ['Thai'],
      avoidIngredients: ['peanuts', 'shellfish'],
    });
    const [row] = await t.ctx.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, user.id));
    expect(row!.mealPreferences).toMatchObject({ categories: ['Soups'], notes: 'spicy' });
    // Meal preferences are not notification settings: the drawer still prompts.
    expect(row!.notificationsConfiguredAt).toBeNull();
  });

  it('refuses too many or too long entries with a message, storing nothing', async () => {
    const user = await makeUser(t);
    const tooMany = await put(user, '/settings/meal-preferences', {
      diets: [],
      origins: [],
      avoidIngredients: Array.from({ length: 31 }, (_, i) => `ingredient ${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('Choose at most 30.');
    const tooLong = await put(user, '/settings/meal-preferences', {
      diets: [],
      origins: [],
      avoidIngredients: ['x'.repeat(41)],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('40 characters or fewer');
    expect((await get(user, '/settings')).json<SettingsResponse>().mealPreferences).toEqual({
      diets: [],
      origins: [],
      avoidIngredients: [],
    });
  });
});

describe('food search marks dishes with an avoided ingredient, for the person who avoids it', () => {
  const HERE = { lat: 48.8566, lon: 2.3522 };
  let nutty: string;
  let plain: string;
  beforeAll(async () => {
    const chef = await makeChef(t, { latitude: HERE.lat, longitude: HERE.lon });
    const at = { latitude: HERE.lat, longitude: HERE.lon, status: 'available' as const };
    nutty = (
      await makeDish(t, chef.id, { ...at, name: 'Satay', ingredients: ['chicken', 'Peanut sauce'] })
    ).id;
    plain = (await makeDish(t, chef.id, { ...at, name: 'Rice', ingredients: ['rice', 'salt'] })).id;
  });

  async function search(user: FixtureUser | null) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/foods',
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
      payload: { location: HERE, distanceKm: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const hits = res.json<{ hits: { id: string; avoidedIngredients?: string[] }[] }>().hits;
    return new Map(hits.map((h) => [h.id, h.avoidedIngredients]));
  }

  it('says which avoided ingredients each hit contains', async () => {
    const user = await makeUser(t);
    await put(user, '/settings/meal-preferences', {
      diets: [],
      origins: [],
      avoidIngredients: ['peanuts', 'shellfish'],
    });
    const hits = await search(user);
    expect(hits.get(nutty)).toEqual(['peanuts']);
    expect(hits.get(plain)).toEqual([]);
  });

  it('adds nothing for guests and for people who avoid nothing', async () => {
    const guest = await search(null);
    expect(guest.has(nutty)).toBe(true);
    expect(guest.get(nutty)).toBeUndefined();
    const user = await makeUser(t);
    expect((await search(user)).get(nutty)).toBeUndefined();
  });
});
