// Follower alerts end to end (issue 13 point 3, decisions 044 and 046): the chef's request
// records the event, which every follower with the app channel on sees in their notifications
// at once, and queues one pg-boss job that e-mails, texts and pushes each follower once on the
// channels they chose.
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWER_ALERTS_PER_CHEF_PER_DAY } from '#domain/follower-alerts';
import type { NotificationChannelSettings } from '#domain/notification-settings';
import { defaultNotificationChannels } from '#domain/notification-settings';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import {
  followerAlertDeliveries,
  followerAlerts,
  pushOutbox,
  pushTokens,
} from '../../db/schema/notifications.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { followings } from '../../db/schema/social.ts';
import { startJobRunner, type JobRunner } from '../../jobs/job-runner.ts';
import { followerSlices } from './follower-alerts-queries.ts';
import {
  listNotifications,
  markNotificationsRead,
} from '../notifications/notifications.service.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  callAs,
  productBody,
  signUpChef,
  type Caller,
} from '../../test/factories/business-fixtures.ts';
import {
  FAN_OUT_JOB,
  fanOutFollowerAlert,
  fanOutJob,
  raiseFollowerAlert,
} from './follower-alerts.service.ts';

const clock = new ManualClock('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;
let t: TestApp;
let runner: JobRunner;
let chef: Caller;
/** The fan-out job waits here, so a test can look at the world before it runs. */
let openGate: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
const people: Record<string, FixtureUser> = {};
/** A local push service: the paths it was sent to. */
let pushService: http.Server;
const pushed: string[] = [];

async function subscribeBrowser(user: FixtureUser) {
  const { port } = pushService.address() as AddressInfo;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  await t.ctx.db.insert(pushTokens).values({
    userId: user.id,
    platform: 'web',
    token: `http://127.0.0.1:${port}/push/${user.id}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  });
}

function channels(followed: { app: boolean; email: boolean; text: boolean }) {
  const settings: NotificationChannelSettings = defaultNotificationChannels();
  settings.followed_chefs = followed;
  return settings;
}

async function follow(user: FixtureUser, chefId: string) {
  await t.ctx.db
    .insert(followings)
    .values({ fromUserId: user.id, toUserId: chefId, createdAt: clock.now() });
}

/** The follower alerts in the person's notifications, as GET /notifications lists them. */
async function notificationsOf(userId: string) {
  const list = await listNotifications(t.ctx, userId, 1);
  return list.notifications.filter((n) => n.type.startsWith('follower_'));
}

async function mailsTo(userId: string) {
  const [user] = await t.ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user!.email!));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  pushService = http.createServer((req, res) => {
    pushed.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ clock });
  runner = await startJobRunner(t.ctx, {
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    jobs: [{ name: FAN_OUT_JOB, run: async (ctx, data) => (await gate, fanOutJob(ctx, data)) }],
    pollingIntervalSeconds: 0.5,
  });
  chef = await signUpChef(t, { approvalStatus: 'approved', businessName: 'Rosa Kitchen' });
  const settings: Record<string, NotificationChannelSettings | null> = {
    // No settings row at all: the defaults, app and e-mail.
    defaults: null,
    appOnly: channels({ app: true, email: false, text: false }),
    emailOnly: channels({ app: false, email: true, text: false }),
    // Silenced followed chefs, kept everything else.
    silent: channels({ app: false, email: false, text: false }),
    bystander: null,
  };
  for (const [name, chosen] of Object.entries(settings)) {
    people[name] = await makeUser(t, { name });
    if (chosen)
      await t.ctx.db
        .insert(userSettings)
        .values({ userId: people[name]!.id, notificationChannels: chosen });
    if (name !== 'bystander') await follow(people[name]!, chef.id);
  }
  // Saved before per-kind channels existed: e-mail off everywhere, the app on.
  people.legacy = await makeUser(t, { name: 'legacy' });
  await t.ctx.db
    .insert(userSettings)
    .values({ userId: people.legacy.id, notifyByEmail: false, notifyByApp: true });
  await follow(people.legacy, chef.id);
  // Pushes go with the app channel: the e-mail-only follower's browser stays quiet.
  await subscribeBrowser(people.appOnly!);
  await subscribeBrowser(people.emailOnly!);
});
afterAll(async () => {
  openGate();
  await runner?.stop();
  await t?.close();
  pushService?.close();
});

describe('follower alerts', () => {
  let dishId: string;

  it("shows the chef's new dish in followers' notifications at once, and e-mails them through the queue", async () => {
    gate = new Promise((resolve) => (openGate = resolve));
    const toldLive = new Set<string>();
    const stop = t.ctx.events.subscribe((userIds, event) => {
      if (event.type === 'notification.created') for (const id of userIds) toldLive.add(id);
    });
    const res = await callAs(
      t,
      chef,
      'POST',
      '/business/products',
      productBody({ name: 'Mole negro' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    dishId = (res.json() as { product: { id: string } }).product.id;
    const [alert] = await t.ctx.db
      .select()
      .from(followerAlerts)
      .where(eq(followerAlerts.subjectId, dishId));
    expect(alert).toMatchObject({ chefId: chef.id, kind: 'new_dish', summarised: false });
    expect(alert!.fannedOutAt).toBeNull();
    // Nothing was written per follower, yet the alert is in their notifications already.
    const told = await notificationsOf(people.defaults!.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      id: alert!.id,
      type: 'follower_dish',
      title: 'Rosa Kitchen has a new dish: Mole negro',
      link: `/dish/${dishId}`,
      readAt: null,
    });
    expect(await mailsTo(people.defaults!.id)).toHaveLength(0);
    // Their open pages are told before the job runs: those with the app channel on, only.
    const live = await until(
      async () => [...toldLive].sort(),
      (ids) => ids.length >= 3,
    );
    stop();
    expect(live).toEqual(['defaults', 'appOnly', 'legacy'].map((n) => people[n]!.id).sort());

    openGate();
    await until(
      () => mailsTo(people.defaults!.id),
      (rows) => rows.length > 0,
    );
    await until(
      () => t.ctx.db.select().from(followerAlerts).where(eq(followerAlerts.subjectId, dishId)),
      (rows) => rows[0]?.fannedOutAt != null,
    );
  });

  it('tells each follower once on the channels they chose, and nobody else', async () => {
    const seen = async (name: string) => ({
      rows: (await notificationsOf(people[name]!.id)).map((n) => ({ unread: n.readAt === null })),
      mails: (await mailsTo(people[name]!.id)).length,
    });
    expect(await seen('defaults')).toEqual({ rows: [{ unread: true }], mails: 1 });
    expect(await seen('appOnly')).toEqual({ rows: [{ unread: true }], mails: 0 });
    expect(await seen('emailOnly')).toEqual({ rows: [], mails: 1 });
    expect(await seen('silent')).toEqual({ rows: [], mails: 0 });
    expect(await seen('legacy')).toEqual({ rows: [{ unread: true }], mails: 0 });
    expect(await seen('bystander')).toEqual({ rows: [], mails: 0 });
    expect(await notificationsOf(chef.id)).toHaveLength(0);
    const [mail] = await mailsTo(people.defaults!.id);
    expect(mail!.textBody).toContain(`/dish/${dishId}`);
    // Encrypted and VAPID-signed by the push provider, to the app-channel follower's browser.
    expect(pushed).toEqual([`/push/${people.appOnly!.id}`]);
    const [push] = await t.ctx.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.userId, people.appOnly!.id));
    expect(push).toMatchObject({ status: 'sent', link: `/dish/${dishId}` });
  });

  it('alerts the same event once, and editing a public dish is no news', async () => {
    expect(
      await raiseFollowerAlert(t.ctx, {
        chefId: chef.id,
        kind: 'new_dish',
        subjectId: dishId,
        subject: 'x',
      }),
    ).toBeNull();
    const res = await callAs(
      t,
      chef,
      'PUT',
      `/business/products/${dishId}`,
      productBody({ name: 'Mole' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const count = await t.ctx.db
      .select()
      .from(followerAlerts)
      .where(eq(followerAlerts.chefId, chef.id));
    expect(count).toHaveLength(1);
  });

  it('a fan-out killed half way and retried tells nobody twice', async () => {
    const streamId = '6f1c2f4e-0c1a-4f7e-9a43-5b0d3c1e2a77';
    // The queued job waits at the gate while this test plays the run that dies half way.
    gate = new Promise((resolve) => (openGate = resolve));
    const raised = await raiseFollowerAlert(t.ctx, {
      chefId: chef.id,
      kind: 'live_stream',
      subjectId: streamId,
      subject: 'Making mole live',
    });
    expect(raised?.jobId).toBeTruthy();
    expect(await raised!.toldLive).toBe(3);
    // Killed after its insert, during the e-mails.
    await expect(
      fanOutFollowerAlert(t.ctx, raised!.alertId, {
        afterBatch: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const [killed] = await t.ctx.db
      .select()
      .from(followerAlerts)
      .where(eq(followerAlerts.id, raised!.alertId));
    expect(killed!.fannedOutAt).toBeNull();
    const retry = await fanOutFollowerAlert(t.ctx, raised!.alertId);
    expect(retry).toMatchObject({ written: 0, emailed: 0 });
    // Recorded once each: those e-mailed, and the app follower with a browser (pushed). The
    // legacy follower (app only, no browser) only sees it in the app: nothing to record.
    const rows = await t.ctx.db
      .select({ userId: followerAlertDeliveries.userId })
      .from(followerAlertDeliveries)
      .where(eq(followerAlertDeliveries.dedupeKey, `follower-alert:${raised!.alertId}`));
    const ids = rows.map((r) => r.userId);
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.sort()).toEqual(
      ['defaults', 'appOnly', 'emailOnly'].map((n) => people[n]!.id).sort(),
    );
    expect(await mailsTo(people.defaults!.id)).toHaveLength(2);
    // The queued job, let through now, finds the alert done and writes nothing either.
    openGate();
    expect(await runner.stateOf(FAN_OUT_JOB, raised!.jobId!)).not.toBe('failed');
    await until(
      () => runner.stateOf(FAN_OUT_JOB, raised!.jobId!),
      (state) => state === 'completed',
    );
    expect(await notificationsOf(people.defaults!.id)).toHaveLength(2);
    const [live] = (await notificationsOf(people.appOnly!.id)).filter(
      (n) => n.type === 'follower_live',
    );
    expect(live!.link).toBe(`/watch/${chef.id}?stream_id=${streamId}`);
  });

  it(`summarises a chef's events past ${FOLLOWER_ALERTS_PER_CHEF_PER_DAY} a day into one summary`, async () => {
    const busy = await makeUser(t, { type: 'chef', businessName: 'Busy Bakery' });
    const fan = await makeUser(t, { name: 'fan' });
    await follow(fan, busy.id);
    const results = [];
    for (let i = 0; i < FOLLOWER_ALERTS_PER_CHEF_PER_DAY + 2; i++) {
      clock.advance(HOUR);
      const raised = await raiseFollowerAlert(t.ctx, {
        chefId: busy.id,
        kind: 'new_dish',
        subjectId: crypto.randomUUID(),
        subject: `Loaf ${i + 1}`,
      });
      results.push(raised!.summarised);
    }
    expect(results).toEqual([false, false, false, true, true]);
    const alerts = await t.ctx.db
      .select()
      .from(followerAlerts)
      .where(eq(followerAlerts.chefId, busy.id));
    for (const alert of alerts) await fanOutFollowerAlert(t.ctx, alert.id);
    const told = await notificationsOf(fan.id);
    expect(told.map((n) => n.type).sort()).toEqual([
      'follower_dish',
      'follower_dish',
      'follower_dish',
      'follower_summary',
    ]);
    expect(told.find((n) => n.type === 'follower_summary')).toMatchObject({
      title: 'Busy Bakery has more news today',
      link: `/chef/${busy.id}`,
    });
    // A day after the first, the allowance is free again.
    clock.advance(24 * HOUR);
    const next = await raiseFollowerAlert(t.ctx, {
      chefId: busy.id,
      kind: 'new_dish',
      subjectId: crypto.randomUUID(),
      subject: 'Loaf 6',
    });
    expect(next!.summarised).toBe(false);
    const after = await notificationsOf(fan.id);
    expect(after).toHaveLength(5);
    expect(after[0]).toMatchObject({
      type: 'follower_dish',
      title: 'Busy Bakery has a new dish: Loaf 6',
    });
  });

  it('each follower marks their own alerts read; who sees them follows who follows, and when', async () => {
    const cook = await makeUser(t, { type: 'chef', businessName: 'Read Marks' });
    const reader = await makeUser(t, { name: 'reader' });
    const other = await makeUser(t, { name: 'other reader' });
    await follow(reader, cook.id);
    await follow(other, cook.id);
    clock.advance(HOUR);
    const first = await raiseFollowerAlert(t.ctx, {
      chefId: cook.id,
      kind: 'new_dish',
      subjectId: crypto.randomUUID(),
      subject: 'Tamales',
    });
    clock.advance(HOUR);
    await raiseFollowerAlert(t.ctx, {
      chefId: cook.id,
      kind: 'last_call',
      subjectId: crypto.randomUUID(),
      subject: 'Tamales at half price',
    });
    const unread = async (userId: string) => (await listNotifications(t.ctx, userId, 1)).unread;
    expect(await unread(reader.id)).toBe(2);

    // One by id, then all; another follower's alerts stay unread.
    expect(await markNotificationsRead(t.ctx, reader.id, { ids: [first!.alertId] })).toEqual({
      updated: 1,
      unread: 1,
    });
    expect(await markNotificationsRead(t.ctx, reader.id, { ids: [first!.alertId] })).toEqual({
      updated: 0,
      unread: 1,
    });
    expect(await markNotificationsRead(t.ctx, reader.id, { all: true })).toMatchObject({
      updated: 1,
      unread: 0,
    });
    expect((await notificationsOf(reader.id)).every((n) => n.readAt !== null)).toBe(true);
    expect(await unread(other.id)).toBe(2);

    // Someone who follows now is not told of what happened before they followed.
    const late = await makeUser(t, { name: 'late' });
    clock.advance(HOUR);
    await follow(late, cook.id);
    expect(await notificationsOf(late.id)).toHaveLength(0);
    // Unfollowing takes the chef's news away; a suspended chef's news goes too.
    await t.ctx.db.delete(followings).where(eq(followings.fromUserId, other.id));
    expect(await notificationsOf(other.id)).toHaveLength(0);
    await t.ctx.db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, cook.id));
    expect(await notificationsOf(reader.id)).toHaveLength(0);
  });
});

describe('follower slices', () => {
  it('cut the id space into ranges that meet end to end and cover it', () => {
    expect(followerSlices(1)).toEqual([{ from: null, to: null }]);
    const four = followerSlices(4);
    expect(four.map((s) => [s.from?.slice(0, 1) ?? null, s.to?.slice(0, 1) ?? null])).toEqual([
      [null, '4'],
      ['4', '8'],
      ['8', 'c'],
      ['c', null],
    ]);
    for (let i = 1; i < four.length; i++) expect(four[i]!.from).toBe(four[i - 1]!.to);
    expect(four[1]!.from).toBe('40000000-0000-0000-0000-000000000000');
    expect(() => followerSlices(3)).toThrow('follower slices must divide 16, not 3');
  });
});
