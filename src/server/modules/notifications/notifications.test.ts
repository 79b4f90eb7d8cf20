import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#contracts/live';
import type { NotificationListResponse } from '#contracts/notifications';
import { NOTIFICATION_PAGE_SIZE } from '#contracts/notifications';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { phoneOutbox } from '../../db/schema/phone.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { notify, type NotifyInput } from './notifications.service.ts';

const ORDER_ID = '0b6c8f3e-2f1a-4a39-9a3e-6d7f2b1c0a11';
const clock = new ManualClock('2026-11-23T20:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const note = (userId: string, over: Partial<NotifyInput> = {}): NotifyInput => ({
  userId,
  type: 'order_status',
  title: 'Your order is ready',
  body: 'Ana Kitchen marked your order ready for pickup.',
  link: `/order/view/${ORDER_ID}`,
  ...over,
});

async function mailsOf(userId: string) {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user!.email!));
}

const get = (user: FixtureUser, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: user.cookie } });
const post = (user: FixtureUser, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload,
  });

describe('notify', () => {
  it('writes the in-app notification, e-mails plain text with the link, and publishes', async () => {
    const user = await makeUser(t);
    const heard: { userIds: readonly string[]; event: LiveEvent }[] = [];
    const stop = t.ctx.events.subscribe((userIds, event) => heard.push({ userIds, event }));
    const result = await notify(t.ctx, undefined, note(user.id));
    stop();
    expect(result).toMatchObject({ emailed: true });
    expect(result.notificationId).not.toBeNull();
    const [row] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(row).toMatchObject({ title: 'Your order is ready', readAt: null });
    const [mail] = await mailsOf(user.id);
    expect(mail).toMatchObject({ subject: 'Your order is ready', htmlBody: null });
    expect(mail!.textBody).toContain(
      'http://localhost:3000/order/view/0b6c8f3e-2f1a-4a39-9a3e-6d7f2b1c0a11',
    );
    expect(heard).toEqual([{ userIds: [user.id], event: { type: 'notification.created' } }]);
  });

  it('follows the settings: no app row when the app channel is off, no mail when e-mail is off', async () => {
    const appOff = await makeUser(t);
    await t.ctx.db
      .insert(userSettings)
      .values({ userId: appOff.id, notifyByApp: false, notifyByEmail: true });
    expect(await notify(t.ctx, undefined, note(appOff.id))).toEqual({
      notificationId: null,
      emailed: true,
      texted: false,
      pushed: null,
    });
    const mailOff = await makeUser(t);
    await t.ctx.db
      .insert(userSettings)
      .values({ userId: mailOff.id, notifyByApp: true, notifyByEmail: false });
    const result = await notify(t.ctx, undefined, note(mailOff.id));
    expect(result.emailed).toBe(false);
    expect(await mailsOf(mailOff.id)).toEqual([]);
    expect(
      await t.ctx.db.select().from(notifications).where(eq(notifications.userId, appOff.id)),
    ).toEqual([]);
  });

  it('texts the phone number only when the person turned texts on', async () => {
    const off = await makeUser(t);
    await t.ctx.db
      .update(profiles)
      .set({ phone: '+1 415 555 0101' })
      .where(eq(profiles.id, off.id));
    expect((await notify(t.ctx, undefined, note(off.id))).texted).toBe(false);

    const on = await makeUser(t);
    await t.ctx.db.update(profiles).set({ phone: '+1 415 555 0102' }).where(eq(profiles.id, on.id));
    await t.ctx.db.insert(userSettings).values({ userId: on.id, notifyByText: true });
    const result = await notify(t.ctx, undefined, note(on.id));
    expect(result).toMatchObject({ texted: true, emailed: true });
    const texts = await t.ctx.db
      .select()
      .from(phoneOutbox)
      .where(eq(phoneOutbox.toNumber, '+14155550102'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(texts[0]!.body).toBe(
      `Potluck: Your order is ready http://localhost:3000/order/view/${ORDER_ID}`,
    );

    // Texts on but no number: nothing to send, the other channels still work.
    const noPhone = await makeUser(t);
    await t.ctx.db.insert(userSettings).values({ userId: noPhone.id, notifyByText: true });
    expect(await notify(t.ctx, undefined, note(noPhone.id))).toMatchObject({
      texted: false,
      emailed: true,
    });
  });

  it('flattens what people typed into a plain-text subject', async () => {
    const user = await makeUser(t);
    await notify(t.ctx, undefined, note(user.id, { title: 'Evil\r\nBcc: all@example.com' }));
    const [mail] = await mailsOf(user.id);
    expect(mail!.subject).toBe('Evil Bcc: all@example.com');
  });
});

describe('GET /notifications and POST /notifications/read', () => {
  it('lists only mine, newest first, paged, with the unread count', async () => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    for (let i = 0; i < NOTIFICATION_PAGE_SIZE + 2; i += 1) {
      clock.advance(1_000);
      await notify(t.ctx, undefined, note(me.id, { title: `Note ${i}` }));
    }
    await notify(t.ctx, undefined, note(other.id, { title: 'Not yours' }));

    const first = (await get(me, '/notifications')).json() as NotificationListResponse;
    expect(first).toMatchObject({
      total: NOTIFICATION_PAGE_SIZE + 2,
      unread: NOTIFICATION_PAGE_SIZE + 2,
      page: 1,
      pageSize: NOTIFICATION_PAGE_SIZE,
    });
    expect(first.notifications[0]!.title).toBe(`Note ${NOTIFICATION_PAGE_SIZE + 1}`);
    const second = (await get(me, '/notifications?page=2')).json() as NotificationListResponse;
    expect(second.notifications.map((n) => n.title)).toEqual(['Note 1', 'Note 0']);
    expect([...first.notifications, ...second.notifications].map((n) => n.title)).not.toContain(
      'Not yours',
    );

    // Someone else's ids are silently not mine to mark.
    const othersList = (await get(other, '/notifications')).json() as NotificationListResponse;
    const othersId = othersList.notifications[0]!.id;
    const marked = await post(me, '/notifications/read', {
      ids: [first.notifications[0]!.id, othersId],
    });
    expect(marked.json()).toEqual({ updated: 1, unread: NOTIFICATION_PAGE_SIZE + 1 });
    expect(((await get(other, '/notifications')).json() as NotificationListResponse).unread).toBe(
      1,
    );

    const all = await post(me, '/notifications/read', { all: true });
    expect(all.json()).toEqual({ updated: NOTIFICATION_PAGE_SIZE + 1, unread: 0 });
    const after = (await get(me, '/notifications')).json() as NotificationListResponse;
    expect(after.notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it('needs a session and a well-formed body', async () => {
    const me = await makeUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(
      401,
    );
    expect((await post(me, '/notifications/read', { ids: [] })).statusCode).toBe(400);
    expect((await post(me, '/notifications/read', { all: false })).statusCode).toBe(400);
  });
});
