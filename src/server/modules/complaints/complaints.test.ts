import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountStatusResponse,
  AdminComplaintListResponse,
  AdminComplaintResponse,
  ComplaintFormResponse,
  FileComplaintResponse,
  MyComplaintsResponse,
} from '#contracts/complaints';
import type { LiveEvent } from '#contracts/live';
import { CHEF_SEARCH_MAX_SIZE } from '#contracts/search';
import { complaintMessages } from '#domain/complaints';
import { messages } from '#domain/messages';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { adminActions } from '../../db/schema/onboarding.ts';
import { complaints } from '../../db/schema/support.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/sign-in.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import type { FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderRow,
  paymentOfOrder,
  placeOrder,
  transition,
  type Buyer,
} from '../../test/factories/order-fixtures.ts';
import { reconcileLedger } from '../reconciliation/reconcile.service.ts';

const clock = new ManualClock(MONDAY_NOON);
const MISSING = '00000000-0000-4000-8000-000000000000';
const SF = { lat: 37.7749, lon: -122.4194 };
const SF_PLACE = { latitude: SF.lat, longitude: SF.lon };
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_HOURS: '1000' } });
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const BOUNDARY = '----potluck-complaint-boundary';

/** A multipart body with text fields and files named "photos". */
function form(
  fields: Record<string, string>,
  photos: { name: string; type: string; body: Buffer }[] = [],
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const p of photos)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function file(
  user: FixtureUser | null,
  fields: Record<string, string>,
  photos: { name: string; type: string; body: Buffer }[] = [],
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/complaints',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(user ? { cookie: user.cookie } : {}),
    },
    payload: form(fields, photos),
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

const complaintText = 'The lasagna was cold and the box was open when it arrived.';

async function fileOk(user: FixtureUser, chefId: string, extra: Record<string, string> = {}) {
  const res = await file(user, {
    chefId,
    category: 'food_quality',
    content: complaintText,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FileComplaintResponse;
}

const inbox = (who: FixtureUser, query = '') => api(t, who, 'GET', `/admin/complaints${query}`);
const patch = (who: FixtureUser, id: string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/complaints/${id}`,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    payload: body,
  });

describe('filing a complaint', () => {
  it('gives a reference ID on screen and by e-mail, with photos checked by content', async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const res = await file(
      buyer,
      { chefId: chef.id, category: 'food_safety', content: `  ${complaintText}  ` },
      [{ name: 'cold.png', type: 'image/png', body: await png() }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const { complaint, message } = res.json() as FileComplaintResponse;
    expect(complaint.referenceId).toMatch(/^C-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(message).toBe(complaintMessages.received(complaint.referenceId));
    expect(complaint).toMatchObject({
      status: 'open',
      category: 'food_safety',
      content: complaintText,
      chef: { id: chef.id, name: 'Ana Kitchen' },
      orderId: null,
      replies: [],
    });
    expect(complaint.photoUrls).toHaveLength(1);

    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, buyer.id));
    const [mail] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user!.email!))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toContain(complaint.referenceId);
    expect(mail?.textBody).toContain(complaint.referenceId);

    // The photo is the complainer's and the admins' only: not public, not another person's.
    const photoPath = complaint.photoUrls[0]!.replace('/api/v1', '');
    const own = await api(t, buyer, 'GET', photoPath);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect((await api(t, admin, 'GET', photoPath)).statusCode).toBe(200);
    expect((await api(t, chef, 'GET', photoPath)).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(complaints).where(eq(complaints.id, complaint.id));
    const publicFile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/${row!.photoKeys[0]}`,
    });
    expect(publicFile.statusCode).toBe(404);

    // The chef is told nothing of it.
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, chef.id));
    expect(told).toEqual([]);
  });

  it('refuses a file that is not an image, by its content', async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const res = await file(buyer, { chefId: chef.id, category: 'other', content: complaintText }, [
      { name: 'photo.png', type: 'image/png', body: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(
      await t.ctx.db.select().from(complaints).where(eq(complaints.fromUserId, buyer.id)),
    ).toEqual([]);
  });

  it('refuses more than four photos with a clear message', async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const photo = { name: 'p.png', type: 'image/png', body: await png() };
    const res = await file(buyer, { chefId: chef.id, category: 'other', content: complaintText }, [
      photo,
      photo,
      photo,
      photo,
      photo,
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(complaintMessages.tooManyPhotos);
  });

  it('names each bad field, and refuses a missing chef, oneself and a guest', async () => {
    const buyer = await makeBuyer(t);
    let res = await file(buyer, { chefId: MISSING, category: 'nonsense', content: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ content: complaintMessages.contentShort });
    expect(res.json().error.fields.category).toBeTruthy();
    res = await file(buyer, { chefId: MISSING, category: 'other', content: complaintText });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(complaintMessages.chefNotFound);
    const chef = await makeOpenChef(t);
    res = await file(chef, { chefId: chef.id, category: 'other', content: complaintText });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(complaintMessages.aboutYourself);
    // A customer is not a chef to complain about.
    res = await file(chef, { chefId: buyer.id, category: 'other', content: complaintText });
    expect(res.statusCode).toBe(404);
    res = await file(null, { chefId: chef.id, category: 'other', content: complaintText });
    expect(res.statusCode).toBe(401);
  });

  it("takes only the person's own order from that chef", async () => {
    const chef = await makeOpenChef(t);
    const otherChef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const stranger = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const elsewhere = await placeOrder(t, buyer, otherChef);

    const formRes = await api(t, buyer, 'GET', `/complaints/chefs/${chef.id}/form`);
    expect(formRes.statusCode).toBe(200);
    const data = formRes.json() as ComplaintFormResponse;
    expect(data.chef).toEqual({ id: chef.id, name: 'Ana Kitchen' });
    expect(data.orders.map((o) => o.id)).toEqual([order.id]);
    expect(data.orders[0]!.summary).toBe('1 × Tamales');

    for (const [who, orderId] of [
      [stranger, order.id],
      [buyer, elsewhere.id],
    ] as const) {
      const res = await file(who, {
        chefId: chef.id,
        category: 'wrong_order',
        content: complaintText,
        orderId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ orderId: complaintMessages.notYourOrder });
    }
    const ok = await fileOk(buyer, chef.id, { orderId: order.id });
    expect(ok.complaint.orderId).toBe(order.id);
  });

  it('keeps one open complaint per person, chef and order, with a clear 409', async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const first = await fileOk(buyer, chef.id);
    let res = await file(buyer, { chefId: chef.id, category: 'other', content: complaintText });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(complaintMessages.alreadyOpen);
    // Another order of the same chef is another complaint.
    await fileOk(buyer, chef.id, { orderId: order.id });
    // Once closed, a new one may be filed; reopening the old one is then refused cleanly.
    expect((await patch(admin, first.complaint.id, { status: 'resolved' })).statusCode).toBe(200);
    await fileOk(buyer, chef.id);
    res = await patch(admin, first.complaint.id, { status: 'open' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
  });

  it('limits filing to 5 an hour per person', async () => {
    const buyer = await makeBuyer(t);
    for (let i = 0; i < 5; i++) await fileOk(buyer, (await makeOpenChef(t)).id);
    const res = await file(buyer, {
      chefId: (await makeOpenChef(t)).id,
      category: 'other',
      content: complaintText,
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('who reads a complaint', () => {
  it('shows the person their own complaints and staff replies, never internal notes', async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const other = await makeBuyer(t);
    const { complaint } = await fileOk(buyer, chef.id);
    const note = await api(t, admin, 'POST', `/admin/complaints/${complaint.id}/messages`, {
      body: 'Chef has two earlier complaints.',
      internal: true,
    });
    expect(note.statusCode, note.body).toBe(200);
    const reply = await api(t, admin, 'POST', `/admin/complaints/${complaint.id}/messages`, {
      body: '<b>Sorry</b> — we are looking into it.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(complaintMessages.replied);

    const mine = (await api(t, buyer, 'GET', '/complaints/mine')).json() as MyComplaintsResponse;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]!.replies).toEqual([
      expect.objectContaining({ fromStaff: true, body: '<b>Sorry</b> — we are looking into it.' }),
    ]);
    expect(JSON.stringify(mine)).not.toContain('earlier complaints');
    const others = (await api(t, other, 'GET', '/complaints/mine')).json() as MyComplaintsResponse;
    expect(others.items).toEqual([]);
    const chefs = (await api(t, chef, 'GET', '/complaints/mine')).json() as MyComplaintsResponse;
    expect(chefs.items).toEqual([]);

    // The reply reached the person in the app and by e-mail.
    const [n] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, 'complaint_reply')));
    expect(n?.title).toContain(complaint.referenceId);
    expect(n?.link).toBe(`/complaint/chef/${chef.id}`);
  });

  it('opens the inbox to admins only', async () => {
    const customer = await signInAs(t, 'customer');
    const chef = await signInAs(t, 'chef');
    const calls: { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: object }[] = [
      { method: 'GET', url: '/admin/complaints' },
      { method: 'GET', url: `/admin/complaints/${MISSING}` },
      { method: 'PATCH', url: `/admin/complaints/${MISSING}`, body: { status: 'resolved' } },
      { method: 'POST', url: `/admin/complaints/${MISSING}/messages`, body: { body: 'Hi' } },
      { method: 'POST', url: `/admin/accounts/${MISSING}/suspend`, body: { reason: 'Abuse' } },
      { method: 'POST', url: `/admin/accounts/${MISSING}/reinstate`, body: {} },
    ];
    for (const c of calls) {
      const req = (cookie?: string) =>
        t.app.inject({
          method: c.method,
          url: `/api/v1${c.url}`,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(c.body ? { payload: c.body } : {}),
        });
      expect((await req()).statusCode, c.url).toBe(401);
      expect((await req(customer.cookie)).statusCode, c.url).toBe(403);
      expect((await req(chef.cookie)).statusCode, c.url).toBe(403);
    }
    expect((await api(t, admin, 'GET', `/admin/complaints/${MISSING}`)).statusCode).toBe(404);
  });
});

describe('the admins inbox', () => {
  it('filters by status and category, counts, assigns, closes and records every action', async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const { complaint } = await fileOk(buyer, chef.id, { category: 'pricing' });
    let res = await inbox(admin, '?category=pricing&status=open');
    expect(res.statusCode).toBe(200);
    let list = res.json() as AdminComplaintListResponse;
    expect(list.items.map((i) => i.id)).toContain(complaint.id);
    expect(list.items.every((i) => i.category === 'pricing' && i.status === 'open')).toBe(true);
    const openBefore = list.counts.open;

    res = await patch(admin, complaint.id, { assignToMe: true, status: 'in_review' });
    expect(res.statusCode, res.body).toBe(200);
    let detail = (res.json() as AdminComplaintResponse).complaint;
    expect(detail).toMatchObject({ status: 'in_review', assignedToMe: true, closedAt: null });
    list = (await inbox(admin, '?category=pricing')).json() as AdminComplaintListResponse;
    expect(list.counts.open).toBe(openBefore - 1);
    expect(list.counts.in_review).toBeGreaterThanOrEqual(1);

    res = await patch(admin, complaint.id, { status: 'dismissed' });
    detail = (res.json() as AdminComplaintResponse).complaint;
    expect(detail.status).toBe('dismissed');
    expect(detail.closedAt).toBe(clock.now().toISOString());
    // The person heard of the closing.
    const statusNotes = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, 'complaint_status')));
    expect(statusNotes.map((n) => n.title)).toEqual(
      expect.arrayContaining([`Your complaint ${complaint.referenceId}: Dismissed`]),
    );

    res = await patch(admin, complaint.id, { status: 'dismissed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(complaintMessages.nothingToChange);

    const actions = await t.ctx.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'complaint.update'), eq(adminActions.subjectId, chef.id)));
    expect(actions).toHaveLength(2);
    expect(actions.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          complaintId: complaint.id,
          changes: expect.objectContaining({ status: { from: 'open', to: 'in_review' } }),
        }),
        expect.objectContaining({
          changes: { status: { from: 'in_review', to: 'dismissed' } },
        }),
      ]),
    );
  });

  it("refreshes the admins' open inbox pages on a new complaint and on an admin's change", async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const heard: { userIds: readonly string[]; event: LiveEvent }[] = [];
    const stop = t.ctx.events.subscribe((userIds, event) => heard.push({ userIds, event }));
    try {
      const { complaint } = await fileOk(buyer, chef.id);
      const res = await patch(admin, complaint.id, { status: 'in_review' });
      expect(res.statusCode, res.body).toBe(200);
      // A suspension shows in both inboxes (the complaint's parties, a ticket's requester).
      const suspended = await api(t, admin, 'POST', `/admin/accounts/${buyer.id}/suspend`, {
        reason: 'Abusive messages',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
    } finally {
      stop();
    }
    const told = heard.filter((h) => h.event.type === 'inbox.updated');
    expect(told.map((h) => h.event)).toEqual([
      { type: 'inbox.updated', inbox: 'complaints' },
      { type: 'inbox.updated', inbox: 'complaints' },
      { type: 'inbox.updated', inbox: 'complaints' },
      { type: 'inbox.updated', inbox: 'support' },
    ]);
    for (const h of told) {
      expect(h.userIds).toContain(admin.id);
      expect(h.userIds).not.toContain(buyer.id);
      expect(h.userIds).not.toContain(chef.id);
    }
  });

  it('tells the chef who complained only when an admin shares it', async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t, { name: 'Quinn Complainer' });
    const { complaint } = await fileOk(buyer, chef.id);
    const before = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, chef.id));
    expect(JSON.stringify(before)).not.toContain('Quinn');
    const res = await patch(admin, complaint.id, { shareIdentity: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(complaintMessages.identityShared);
    expect((res.json() as AdminComplaintResponse).complaint.identityShared).toBe(true);
    const after = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, chef.id));
    expect(after.map((n) => n.body).join(' ')).toContain('Quinn Complainer');
  });
});

/** The chefs search finds around San Francisco (anyone may search). */
async function searchedChefIds(): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/search/chefs',
    headers: { origin: TEST_ORIGIN },
    payload: { location: SF, size: CHEF_SEARCH_MAX_SIZE },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { hits: { id: string }[] }).hits.map((h) => h.id);
}

describe('suspension', () => {
  it('hides a suspended chef everywhere, ends their sessions and refuses their sign-in', async () => {
    const password = 'correct horse battery staple';
    const chef = await makeOpenChef(t, {}, { ...SF_PLACE, handle: `suspendme${Date.now()}` });
    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, chef.id));
    const [{ email } = { email: '' }] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, chef.id));
    const dish = await makeDish(t, chef.id);
    const buyer = await makeBuyer(t);
    expect((await api(t, buyer, 'GET', `/chefs/${chef.id}`)).statusCode).toBe(200);
    expect((await api(t, buyer, 'GET', `/dishes/${dish.id}`)).statusCode).toBe(200);
    expect(await searchedChefIds()).toContain(chef.id);

    let res = await api(t, admin, 'POST', `/admin/accounts/${chef.id}/suspend`, { reason: 'Ab' });
    expect(res.statusCode).toBe(400);
    res = await api(t, admin, 'POST', `/admin/accounts/${chef.id}/suspend`, {
      reason: 'Repeated food safety complaints',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AccountStatusResponse;
    expect(body.account.suspendedReason).toBe('Repeated food safety complaints');
    expect(body.message).toBe(complaintMessages.suspended);

    const page = await api(t, buyer, 'GET', `/chefs/${chef.id}`);
    expect(page.statusCode).toBe(403);
    expect(page.json().error.message).toBe(messages.chefHidden);
    expect((await api(t, buyer, 'GET', `/dishes/${dish.id}`)).statusCode).toBe(404);
    expect(await searchedChefIds()).not.toContain(chef.id);
    const added = await api(t, buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 });
    expect(added.statusCode).toBeGreaterThanOrEqual(400);
    // The chef's session is over, and signing in again is refused with the reason to call us.
    expect((await api(t, chef, 'GET', '/auth/session')).json()).toMatchObject({ user: null });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toBe(complaintMessages.accountSuspended);

    res = await api(t, admin, 'POST', `/admin/accounts/${chef.id}/suspend`, { reason: 'Again' });
    expect(res.statusCode).toBe(409);

    res = await api(t, admin, 'POST', `/admin/accounts/${chef.id}/reinstate`, { reason: 'Appeal' });
    expect(res.statusCode).toBe(200);
    expect((await api(t, buyer, 'GET', `/chefs/${chef.id}`)).statusCode).toBe(200);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    expect(signInAgain.statusCode).toBe(200);
    const actions = await t.ctx.db
      .select({ action: adminActions.action, reason: adminActions.reason })
      .from(adminActions)
      .where(eq(adminActions.subjectId, chef.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'account.suspend', reason: 'Repeated food safety complaints' },
        { action: 'account.reinstate', reason: 'Appeal' },
      ]),
    );
  });

  it("cancels a suspended chef's open orders: holds released, charges refunded, ledger balanced", async () => {
    const chef = await makeOpenChef(t);
    const buyer: Buyer = await makeBuyer(t);
    const waiting = await placeOrder(t, buyer, chef, { priceCents: 1800 });
    const accepted = await placeOrder(t, buyer, chef, { priceCents: 2400 });
    expect((await transition(t, chef, accepted.id, 'accept')).statusCode).toBe(200);
    const done = await placeOrder(t, buyer, chef, { priceCents: 1000 });
    expect((await transition(t, chef, done.id, 'accept')).statusCode).toBe(200);
    expect((await transition(t, chef, done.id, 'complete')).statusCode).toBe(200);

    const res = await api(t, admin, 'POST', `/admin/accounts/${chef.id}/suspend`, {
      reason: 'Food safety',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AccountStatusResponse).cancelledOrders).toBe(2);

    expect((await orderRow(t, waiting.id)).status).toBe('cancelled');
    expect((await paymentOfOrder(t, waiting.id)).status).toBe('voided');
    expect((await orderRow(t, accepted.id)).status).toBe('cancelled');
    const refunded = await paymentOfOrder(t, accepted.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundedCents).toBe(refunded.capturedCents);
    expect((await orderRow(t, done.id)).status).toBe('completed');
    expect((await reconcileLedger(t.ctx)).differences).toEqual([]);

    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, buyer.id),
          eq(notifications.title, 'An order was cancelled by Potluck'),
        ),
      );
    expect(told).toHaveLength(2);
  });

  it("cancels a suspended buyer's open orders and tells the chef", async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    expect((await api(t, chef, 'GET', `/profiles/${buyer.id}`)).statusCode).toBe(200);
    const res = await api(t, admin, 'POST', `/admin/accounts/${buyer.id}/suspend`, {
      reason: 'Chargeback fraud',
    });
    expect(res.statusCode).toBe(200);
    // Their profile is hidden like a deleted one.
    expect((await api(t, chef, 'GET', `/profiles/${buyer.id}`)).statusCode).toBe(404);
    expect((await orderRow(t, order.id)).status).toBe('cancelled');
    expect((await paymentOfOrder(t, order.id)).status).toBe('voided');
    const [n] = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, chef.id),
          eq(notifications.title, 'An order was cancelled by Potluck'),
        ),
      );
    expect(n?.body).toContain("buyer's account was suspended");
    expect((await api(t, buyer, 'GET', '/complaints/mine')).statusCode).toBe(401);
    expect((await reconcileLedger(t.ctx)).differences).toEqual([]);
  });

  it('refuses suspending oneself and an unknown account', async () => {
    let res = await api(t, admin, 'POST', `/admin/accounts/${admin.id}/suspend`, {
      reason: 'Test',
    });
    expect(res.statusCode).toBe(400);
    res = await api(t, admin, 'POST', `/admin/accounts/${MISSING}/suspend`, { reason: 'Test' });
    expect(res.statusCode).toBe(404);
    res = await api(t, admin, 'POST', `/admin/accounts/${MISSING}/reinstate`, {});
    expect(res.statusCode).toBe(404);
  });
});
