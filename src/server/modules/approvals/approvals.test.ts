import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalMessages,
  type AdminActionsResponse,
  type ApprovalDecisionResponse,
  type ApprovalDetailResponse,
  type ApprovalListResponse,
} from '#contracts/approvals';
import { cartMessages } from '#contracts/cart';
import { users } from '../../db/schema/accounts.ts';
import { menus } from '../../db/schema/catalog.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { adminActions, chefApprovals, chefOnboarding } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';

const clock = new ManualClock('2026-11-23T20:00:00Z');
const SF = { lat: 37.7749, lon: -122.4194 };
const MISSING = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let admin: FixtureUser;
let secondAdmin: FixtureUser;

async function makeAdmin(name: string): Promise<FixtureUser> {
  const user = await makeUser(t, { name });
  await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await makeAdmin('Ada Admin');
  secondAdmin = await makeAdmin('Ben Admin');
});
afterAll(() => t.close());

function api(user: FixtureUser | null, method: 'GET' | 'POST', url: string, body?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

/** A chef who applied (pending); submitted unless told, with a searchable handle and place. */
async function applicant(opts: { submitted?: boolean; name?: string } = {}) {
  const handle = `cook${randomBytes(4).toString('hex')}`;
  const chef = await makeChef(t, {
    approvalStatus: 'pending',
    name: opts.name ?? 'Nia Applicant',
    businessName: `${opts.name ?? 'Nia'} Pantry`,
    handle,
    title: 'Stews from my kitchen',
    producerKind: 'home_chef',
    applyDate: new Date('2026-11-20T10:00:00Z'),
    businessPhone: '(415) 555-0100',
    businessEmail: `${handle}@example.com`,
    businessHours: { businessDays: [0, 1, 2, 3, 4, 5, 6], fromHour: '06:00', endHour: '23:30' },
    latitude: SF.lat,
    longitude: SF.lon,
  });
  await t.ctx.db.insert(chefApprovals).values({
    chefId: chef.id,
    submittedAt: opts.submitted === false ? null : new Date('2026-11-21T10:00:00Z'),
    bankProvider: 'local',
    bankAccountRef: 'acct_local_test',
    bankName: 'Local Test Bank',
    bankAccountLast4: '6789',
    payoutStatus: 'enabled',
  });
  return { ...chef, handle };
}

const reject = (who: FixtureUser | null, chefId: string, reason?: string) =>
  api(who, 'POST', `/admin/approvals/${chefId}/reject`, reason === undefined ? {} : { reason });
const approve = (who: FixtureUser | null, chefId: string) =>
  api(who, 'POST', `/admin/approvals/${chefId}/approve`);
const list = async (status: string, page = 1) => {
  const res = await api(admin, 'GET', `/admin/approvals?status=${status}&page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApprovalListResponse>();
};

describe('access', () => {
  it('is for admins only: guests 401, customers and chefs 403, even with a bad body', async () => {
    const chef = await applicant();
    const customer = await makeUser(t);
    const calls = [
      ['GET', '/admin/approvals'],
      ['GET', `/admin/approvals/${chef.id}`],
      ['POST', `/admin/approvals/${chef.id}/approve`],
      ['POST', `/admin/approvals/${chef.id}/reject`],
      ['GET', '/admin/actions'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await api(null, method, url)).statusCode, url).toBe(401);
      expect((await api(customer, method, url)).statusCode, url).toBe(403);
      expect((await api(chef, method, url)).statusCode, url).toBe(403);
    }
    const [row] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, chef.id));
    expect(row?.approvalStatus).toBe('pending');
  });
});

describe('the console', () => {
  it('files applications by state with counts, pages, and shows one in full', async () => {
    const before = await list('submitted');
    const waiting = await applicant({ name: 'Wanda' });
    const drafting = await applicant({ submitted: false, name: 'Dora' });
    const noRow = await makeChef(t, { approvalStatus: 'pending', name: 'Olly' });
    await makeDish(t, waiting.id, { name: 'Jollof rice' });
    await makeDish(t, waiting.id, { name: 'Egusi soup' });
    await t.ctx.db.insert(menus).values({ chefId: waiting.id, name: 'Dinner' });
    await t.ctx.db.insert(businessSettings).values({
      chefId: waiting.id,
      minimumOrderCents: 1500,
      defaultLeadTimeMinutes: 60,
      commissionStructure: 'service_fee_15',
    });
    await t.ctx.db
      .insert(chefOnboarding)
      .values({ chefId: waiting.id, goLiveOptions: { tablet: true, marketing: true } });

    const submitted = await list('submitted');
    expect(submitted.counts.submitted).toBe(before.counts.submitted + 1);
    expect(submitted.items.map((i) => i.chefId)).toContain(waiting.id);
    expect(submitted.items.find((i) => i.chefId === waiting.id)).toMatchObject({
      name: 'Wanda',
      businessName: 'Wanda Pantry',
      productsCount: 2,
      approvalStatus: 'pending',
      submittedAt: '2026-11-21T10:00:00.000Z',
    });
    const onboarding = await list('onboarding');
    expect(onboarding.items.map((i) => i.chefId)).toEqual(
      expect.arrayContaining([drafting.id, noRow.id]),
    );
    expect(onboarding.items.map((i) => i.chefId)).not.toContain(waiting.id);
    expect(submitted.pageSize).toBe(20);
    expect((await list('submitted', 2)).items).toEqual([]);
    expect((await api(admin, 'GET', '/admin/approvals?status=lost')).statusCode).toBe(400);

    const res = await api(admin, 'GET', `/admin/approvals/${waiting.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ApprovalDetailResponse>().application).toMatchObject({
      chefId: waiting.id,
      queue: 'submitted',
      canDecide: true,
      name: 'Wanda',
      tagline: 'Stews from my kitchen',
      producerKind: 'home_chef',
      applyDate: '2026-11-20T10:00:00.000Z',
      contacts: { businessPhone: '(415) 555-0100' },
      businessHours: { fromHour: '06:00', endHour: '23:30' },
      products: { count: 2, names: ['Egusi soup', 'Jollof rice'] },
      menusCount: 1,
      orderSettings: { minimumOrderCents: 1500, commissionStructure: 'service_fee_15' },
      payout: { status: 'enabled', bankName: 'Local Test Bank', last4: '6789' },
      goLiveOptions: { tablet: true, robotCalls: false, freeVideo: false, marketing: true },
      history: [],
    });
    const draft = (
      await api(admin, 'GET', `/admin/approvals/${drafting.id}`)
    ).json<ApprovalDetailResponse>();
    expect(draft.application).toMatchObject({ queue: 'onboarding', canDecide: false });

    expect((await api(admin, 'GET', `/admin/approvals/${MISSING}`)).statusCode).toBe(404);
    const customer = await makeUser(t);
    const notChef = await api(admin, 'GET', `/admin/approvals/${customer.id}`);
    expect(notChef.statusCode).toBe(404);
    expect(notChef.json().error.message).toBe(approvalMessages.notFound);
  });
});

describe('deciding', () => {
  it('approves once: statuses, the action record, and the chef is notified with a link', async () => {
    const chef = await applicant();
    clock.advance(60_000);
    const res = await approve(admin, chef.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ApprovalDecisionResponse>();
    expect(body.message).toBe(approvalMessages.approved);
    expect(body.application).toMatchObject({
      approvalStatus: 'approved',
      queue: 'approved',
      canDecide: false,
      decidedBy: 'Ada Admin',
      decidedAt: clock.now().toISOString(),
    });
    expect(body.application.history).toMatchObject([
      { action: 'chef.approve', admin: { id: admin.id, name: 'Ada Admin' }, reason: null },
    ]);
    const [p] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, chef.id));
    expect(p?.approvalStatus).toBe('approved');
    const [row] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, chef.id));
    expect(row).toMatchObject({ approvalStatus: 'approved', decidedById: admin.id });
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, chef.id));
    expect(notes).toMatchObject([{ type: 'chef_approved', link: '/chef/apply' }]);

    for (const again of [
      approve(admin, chef.id),
      reject(secondAdmin, chef.id, 'Changed my mind'),
    ]) {
      const r = await again;
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe(approvalMessages.alreadyApproved);
    }
    expect((await list('approved')).items.map((i) => i.chefId)).toContain(chef.id);
  });

  it('rejects only with a reason of 3 to 500 characters, and records it', async () => {
    const chef = await applicant();
    for (const reason of [undefined, '', '  ', 'no', 'x'.repeat(501)]) {
      expect((await reject(admin, chef.id, reason)).statusCode, String(reason)).toBe(400);
    }
    clock.advance(60_000);
    const res = await reject(admin, chef.id, '  Please add photos of your kitchen permit.  ');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ApprovalDecisionResponse>();
    expect(body.message).toBe(approvalMessages.rejected);
    expect(body.application).toMatchObject({
      approvalStatus: 'rejected',
      note: 'Please add photos of your kitchen permit.',
      history: [{ action: 'chef.reject', reason: 'Please add photos of your kitchen permit.' }],
    });
    const [p] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, chef.id));
    expect(p?.approvalStatus).toBe('rejected');
    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, chef.id), eq(notifications.type, 'chef_rejected')));
    expect(note?.body).toContain('Please add photos of your kitchen permit.');
    const again = await approve(admin, chef.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(approvalMessages.alreadyRejected);
    expect((await list('rejected')).items.map((i) => i.chefId)).toContain(chef.id);

    const log = (await api(admin, 'GET', '/admin/actions')).json<AdminActionsResponse>();
    expect(log.items[0]).toMatchObject({
      action: 'chef.reject',
      admin: { id: admin.id },
      subject: { id: chef.id, businessName: 'Nia Pantry' },
      reason: 'Please add photos of your kitchen permit.',
    });
    expect(log.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses to decide an application that was not submitted, or a missing one', async () => {
    const drafting = await applicant({ submitted: false });
    const res = await approve(admin, drafting.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(approvalMessages.notSubmitted);
    const noRow = await makeChef(t, { approvalStatus: 'pending' });
    expect((await approve(admin, noRow.id)).json().error.message).toBe(
      approvalMessages.notSubmitted,
    );
    expect((await approve(admin, MISSING)).statusCode).toBe(404);
    const rows = await t.ctx.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectId, drafting.id));
    expect(rows).toEqual([]);
  });

  it('lets only one of two admins deciding at once win', async () => {
    const chef = await applicant();
    const results = await Promise.all([
      approve(admin, chef.id),
      reject(secondAdmin, chef.id, 'Menu photos are missing.'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const actions = await t.ctx.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectId, chef.id));
    expect(actions).toHaveLength(1);
    const [p] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, chef.id));
    const [row] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, chef.id));
    expect(p?.approvalStatus).toBe(row?.approvalStatus);
    expect(actions[0]!.action).toBe(
      row?.approvalStatus === 'approved' ? 'chef.approve' : 'chef.reject',
    );
  });
});

describe('what approval changes for customers', () => {
  it("makes the chef's dishes orderable and the chef searchable", async () => {
    const chef = await applicant({ name: 'Searchable' });
    const dish = await makeDish(t, chef.id, {
      name: 'Pepper soup',
      latitude: SF.lat,
      longitude: SF.lon,
    });
    const buyer = await makeUser(t, { name: 'Bea Buyer' });
    const addToCart = () => api(buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 });
    const search = async () => {
      const res = await api(buyer, 'POST', '/search/chefs', {
        text: `@${chef.handle}`,
        location: SF,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ hits: { id: string }[] }>().hits.map((h) => h.id);
    };

    const refused = await addToCart();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(cartMessages.dishNotOrderable);
    expect(await search()).toEqual([]);

    expect((await approve(admin, chef.id)).statusCode).toBe(200);

    const added = await addToCart();
    expect(added.statusCode, added.body).toBe(200);
    expect(await search()).toEqual([chef.id]);
  });
});
