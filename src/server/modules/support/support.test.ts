import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminActionsResponse } from '#contracts/approvals';
import type { AccountStatusResponse } from '#contracts/complaints';
import type { LiveEvent } from '#contracts/live';
import type {
  AdminTicketListResponse,
  AdminTicketResponse,
  AdminTicketViewResponse,
  CreateTicketResponse,
  MyTicketsResponse,
  TicketResponse,
  TicketViewResponse,
} from '#contracts/support';
import { complaintMessages } from '#domain/complaints';
import { SUPPORT_REFERENCE_PATTERN, supportMessages } from '#domain/support';
import { messages } from '#domain/messages';
import { users } from '../../db/schema/accounts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { adminActions } from '../../db/schema/onboarding.ts';
import { supportTickets } from '../../db/schema/support.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { signInAs, type SignedIn } from '../../test/sign-in.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

const clock = new ManualClock('2026-11-26T10:00:00Z');
let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInAs(t, 'admin');
  otherAdmin = await signInAs(t, 'admin');
  member = await signInAs(t, 'customer');
  stranger = await signInAs(t, 'customer');
});
afterAll(() => t.close());

/** A fresh client address, so the per-address limits of one test do not spill into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function api(
  who: SignedIn | null,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: object; key?: string; ip?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: opts.ip ?? freshIp(),
    headers: {
      origin: TEST_ORIGIN,
      ...(who ? { cookie: who.cookie } : {}),
      ...(opts.key ? { 'x-ticket-key': opts.key } : {}),
    },
    ...(opts.body ? { payload: opts.body } : {}),
  });
}

async function guestTicket(email: string, subject = 'Where is my refund?') {
  const res = await api(null, 'POST', '/support/tickets', {
    body: { subject, message: 'I cancelled order 42 a week ago.', email },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreateTicketResponse>();
}

async function latestMailTo(address: string) {
  const [mail] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return mail;
}

async function mailCount(address: string) {
  const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  return rows.length;
}

/** The key in the newest e-mailed link to the ticket. */
function keyInMail(text: string, ticketId: string): string {
  const match = new RegExp(`/support/tickets/${ticketId}\\?key=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ticket link in: ${text}`);
  return decodeURIComponent(match[1]);
}

const ticketActions = (adminId: string) =>
  t.ctx.db
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.adminId, adminId), eq(adminActions.action, 'ticket.update')))
    .orderBy(adminActions.createdAt);

describe('filing a ticket', () => {
  it("gives a guest a reference ID, e-mails it with a link holding a key, and stores only the key's SHA-256", async () => {
    const created = await guestTicket('guest-one@example.com');
    expect(created.ticket.referenceId).toMatch(SUPPORT_REFERENCE_PATTERN);
    expect(created.ticket.status).toBe('open');
    expect(created.message).toBe(supportMessages.created);
    expect(created.key).toBeTruthy();

    const [row] = await t.ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, created.ticket.id));
    expect(row?.guestTokenHash).toBe(
      createHash('sha256').update(created.key!, 'utf8').digest('hex'),
    );
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row?.userId).toBeNull();
    expect(row?.email).toBe('guest-one@example.com');

    const mail = await latestMailTo('guest-one@example.com');
    expect(mail?.subject).toContain(created.ticket.referenceId);
    expect(mail?.textBody).toContain(created.ticket.referenceId);
    expect(keyInMail(mail!.textBody, created.ticket.id)).toBe(created.key);
    expect(mail?.textBody).toContain(`${TEST_ORIGIN}/support/tickets/${created.ticket.id}?key=`);
  });

  it("files a member's ticket under their account, with no key, and tells them in the app and by e-mail", async () => {
    const res = await api(member, 'POST', '/support/tickets', {
      body: { subject: 'Change my e-mail', message: 'Please move my account to a new address.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<CreateTicketResponse>();
    expect(created.key).toBeNull();
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    const mail = await latestMailTo(account!.email!);
    expect(mail?.subject).toContain(created.ticket.referenceId);
    expect(mail?.textBody).toContain(`/support/tickets/${created.ticket.id}`);
    expect(mail?.textBody).not.toContain('?key=');

    const mine = await api(member, 'GET', '/support/tickets');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MyTicketsResponse>().items.map((i) => i.referenceId)).toContain(
      created.ticket.referenceId,
    );
    const theirs = await api(stranger, 'GET', '/support/tickets');
    expect(theirs.json<MyTicketsResponse>().items.map((i) => i.id)).not.toContain(
      created.ticket.id,
    );
  });

  it('refuses a guest without an e-mail, blank texts and overlong ones, saying which field', async () => {
    const noEmail = await api(null, 'POST', '/support/tickets', {
      body: { subject: 'Help', message: 'Something is wrong.' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe(supportMessages.emailRequired);
    expect(noEmail.json().error.fields).toEqual({ email: supportMessages.emailRequired });

    const badEmail = await api(null, 'POST', '/support/tickets', {
      body: { subject: 'Help', message: 'Something is wrong.', email: 'not-an-address' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(JSON.stringify(badEmail.json())).toContain(supportMessages.emailInvalid);

    const blank = await api(member, 'POST', '/support/tickets', {
      body: { subject: '   ', message: 'Something is wrong.' },
    });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(supportMessages.subjectRequired);

    // Only invisible characters: blank once they are removed.
    const invisible = await api(member, 'POST', '/support/tickets', {
      body: { subject: 'Help', message: '\u200B\u200B\u202E' },
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error.message).toBe(supportMessages.messageRequired);

    const long = await api(member, 'POST', '/support/tickets', {
      body: { subject: 'Help', message: 'x'.repeat(5_001) },
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(supportMessages.messageTooLong);
  });

  it('keeps texts as plain text: markup stays literal, hidden and direction characters go', async () => {
    const res = await api(stranger, 'POST', '/support/tickets', {
      body: {
        subject: 'Odd\u202E text\u200B here',
        message: '<script>alert(1)</script>\r\nline two\u0007',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { ticket } = res.json<CreateTicketResponse>();
    expect(ticket.subject).toBe('Odd text here');
    expect(ticket.body).toBe('<script>alert(1)</script>\nline two');
  });
});

describe('who reads and answers a ticket', () => {
  it('lets the guest key holder read and reply, and nobody else (404 without telling whether it exists)', async () => {
    const created = await guestTicket('guest-two@example.com');
    const url = `/support/tickets/${created.ticket.id}`;

    const withKey = await api(null, 'GET', url, { key: created.key! });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json<TicketViewResponse>().ticket.subject).toBe('Where is my refund?');

    for (const attempt of [
      api(null, 'GET', url),
      api(null, 'GET', url, { key: 'not-the-key' }),
      api(stranger, 'GET', url),
      api(null, 'POST', `${url}/replies`, { body: { message: 'Me too' }, key: 'wrong' }),
      api(null, 'GET', '/support/tickets/00000000-0000-4000-8000-000000000000', {
        key: created.key!,
      }),
    ]) {
      const res = await attempt;
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(supportMessages.ticketNotFound);
    }

    const reply = await api(null, 'POST', `${url}/replies`, {
      body: { message: 'Any news?' },
      key: created.key!,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answered = reply.json<TicketResponse>();
    expect(answered.message).toBe(supportMessages.replied);
    expect(answered.ticket.messages.map((m) => [m.authorName, m.body])).toEqual([
      ['You', 'Any news?'],
    ]);
  });

  it("keeps a member's ticket to its owner: strangers and guests get 404, the list needs a session", async () => {
    const res = await api(member, 'POST', '/support/tickets', {
      body: { subject: 'Private', message: 'My address is 1 Secret Lane.' },
    });
    const { ticket } = res.json<CreateTicketResponse>();
    expect((await api(member, 'GET', `/support/tickets/${ticket.id}`)).statusCode).toBe(200);
    expect((await api(stranger, 'GET', `/support/tickets/${ticket.id}`)).statusCode).toBe(404);
    expect((await api(null, 'GET', `/support/tickets/${ticket.id}`)).statusCode).toBe(404);
    expect(
      (
        await api(stranger, 'POST', `/support/tickets/${ticket.id}/replies`, {
          body: { message: 'hi' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(null, 'GET', '/support/tickets')).statusCode).toBe(401);
  });

  it("refreshes every admin's open inbox, and nobody else's, on a new ticket, a reply and an admin's action", async () => {
    const heard: { userIds: readonly string[]; event: LiveEvent }[] = [];
    const stop = t.ctx.events.subscribe((userIds, event) => heard.push({ userIds, event }));
    try {
      const created = await guestTicket('guest-live@example.com');
      const replied = await api(null, 'POST', `/support/tickets/${created.ticket.id}/replies`, {
        key: created.key!,
        body: { message: 'Any news?' },
      });
      expect(replied.statusCode, replied.body).toBe(200);
      // Solved, so the ticket leaves the open queues the other tests count.
      const solved = await api(
        admin,
        'POST',
        `/admin/support/tickets/${created.ticket.id}/status`,
        {
          body: { status: 'solved' },
        },
      );
      expect(solved.statusCode, solved.body).toBe(200);
    } finally {
      stop();
    }
    const told = heard.filter((h) => h.event.type === 'inbox.updated');
    expect(told.map((h) => h.event)).toEqual(
      Array.from({ length: 3 }, () => ({ type: 'inbox.updated', inbox: 'support' })),
    );
    for (const h of told) {
      expect(h.userIds).toEqual(expect.arrayContaining([admin.id, otherAdmin.id]));
      expect(h.userIds).not.toContain(member.id);
    }
  });

  it('keeps the inbox to admins: guests 401, members 403', async () => {
    const created = await guestTicket('guest-three@example.com');
    const paths: ['GET' | 'POST', string, object?][] = [
      ['GET', '/admin/support/tickets'],
      ['GET', `/admin/support/tickets/${created.ticket.id}`],
      ['POST', `/admin/support/tickets/${created.ticket.id}/assign`],
      ['POST', `/admin/support/tickets/${created.ticket.id}/replies`, { message: 'x' }],
      ['POST', `/admin/support/tickets/${created.ticket.id}/status`, { status: 'solved' }],
    ];
    for (const [method, path, body] of paths) {
      expect((await api(null, method, path, { body })).statusCode, path).toBe(401);
      expect((await api(member, method, path, { body })).statusCode, path).toBe(403);
    }
    const [row] = await t.ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, created.ticket.id));
    expect(row?.status).toBe('open');
    expect(row?.assignedAdminId).toBeNull();
  });
});

describe('the admin inbox', () => {
  it('runs a guest ticket round trip: assign, reply by e-mail with a new key, guest answers, note, solve; each action recorded', async () => {
    const email = 'round-trip@example.com';
    const created = await guestTicket(email, 'Round trip');
    const id = created.ticket.id;

    const before = await api(admin, 'GET', '/admin/support/tickets?status=open');
    const list = before.json<AdminTicketListResponse>();
    const row = list.items.find((i) => i.id === id);
    expect(row?.requester).toEqual({ userId: null, name: null, email });
    expect(row?.lastFromStaff).toBe(false);
    const openBefore = list.counts.open;

    const assigned = await api(admin, 'POST', `/admin/support/tickets/${id}/assign`);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<AdminTicketResponse>().ticket.assignedAdmin?.id).toBe(admin.id);
    const mine = await api(admin, 'GET', '/admin/support/tickets?status=open&mine=true');
    expect(mine.json<AdminTicketListResponse>().items.map((i) => i.id)).toEqual([id]);
    expect(
      (await api(otherAdmin, 'GET', '/admin/support/tickets?status=open&mine=true'))
        .json<AdminTicketListResponse>()
        .items.map((i) => i.id),
    ).not.toContain(id);

    const mailsBefore = await mailCount(email);
    clock.advance(60_000);
    const replied = await api(admin, 'POST', `/admin/support/tickets/${id}/replies`, {
      body: { message: 'Your refund went out today.' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json<AdminTicketResponse>().message).toBe(supportMessages.staffReplied);
    expect(replied.json<AdminTicketResponse>().ticket.status).toBe('waiting');
    expect(await mailCount(email)).toBe(mailsBefore + 1);
    const mail = await latestMailTo(email);
    expect(mail?.subject).toContain(created.ticket.referenceId);
    expect(mail?.textBody).toContain('Your refund went out today.');
    const newKey = keyInMail(mail!.textBody, id);
    expect(newKey).not.toBe(created.key);

    // Only the newest link works.
    expect(
      (await api(null, 'GET', `/support/tickets/${id}`, { key: created.key! })).statusCode,
    ).toBe(404);
    const seen = await api(null, 'GET', `/support/tickets/${id}`, { key: newKey });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<TicketViewResponse>().ticket.messages).toMatchObject([
      { fromStaff: true, authorName: 'Potluck support', body: 'Your refund went out today.' },
    ]);
    expect(seen.json<TicketViewResponse>().ticket.status).toBe('waiting');

    clock.advance(60_000);
    const answer = await api(null, 'POST', `/support/tickets/${id}/replies`, {
      body: { message: 'Thank you, it arrived.' },
      key: newKey,
    });
    expect(answer.json<TicketResponse>().ticket.status).toBe('open');

    clock.advance(60_000);
    const mailsBeforeNote = await mailCount(email);
    const note = await api(admin, 'POST', `/admin/support/tickets/${id}/replies`, {
      body: { message: 'Refund checked in the ledger.', internal: true },
    });
    expect(note.json<AdminTicketResponse>().message).toBe(supportMessages.noteAdded);
    expect(note.json<AdminTicketResponse>().ticket.status).toBe('open');
    expect(await mailCount(email)).toBe(mailsBeforeNote);
    const guestView = await api(null, 'GET', `/support/tickets/${id}`, { key: newKey });
    expect(JSON.stringify(guestView.json())).not.toContain('ledger');
    const adminDetail = await api(admin, 'GET', `/admin/support/tickets/${id}`);
    expect(adminDetail.json<AdminTicketViewResponse>().ticket.messages).toMatchObject([
      { fromStaff: true, internal: false },
      { fromStaff: false, internal: false, authorName: email },
      { fromStaff: true, internal: true, body: 'Refund checked in the ledger.' },
    ]);

    const solved = await api(admin, 'POST', `/admin/support/tickets/${id}/status`, {
      body: { status: 'solved' },
    });
    expect(solved.json<AdminTicketResponse>().ticket.status).toBe('solved');
    const again = await api(admin, 'POST', `/admin/support/tickets/${id}/status`, {
      body: { status: 'solved' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(supportMessages.statusUnchanged);

    const after = (
      await api(admin, 'GET', '/admin/support/tickets?status=solved')
    ).json<AdminTicketListResponse>();
    expect(after.items.map((i) => i.id)).toContain(id);
    expect(after.counts.open).toBe(openBefore - 1);

    const actions = (await ticketActions(admin.id)).filter((a) => a.details.ticketId === id);
    expect(actions.map((a) => a.details.change)).toEqual(['assign', 'reply', 'note', 'status']);
    // A guest is nobody's account: the actions name no person (not the acting admin), the
    // details name the ticket, and the admin log shows them as about a guest.
    expect(actions.map((a) => a.subjectId)).toEqual([null, null, null, null]);
    const log = (await api(admin, 'GET', '/admin/actions')).json<AdminActionsResponse>();
    expect(log.items.find((i) => i.action === 'ticket.update')?.subject).toBeNull();
    expect(actions[1]?.details).toMatchObject({
      from: 'open',
      to: 'waiting',
      referenceId: created.ticket.referenceId,
    });
    expect(actions[3]?.details).toMatchObject({ from: 'open', to: 'solved' });
  });

  it('tells a member of a staff reply by e-mail with a plain link, and their reply reopens a solved ticket', async () => {
    const created = (
      await api(member, 'POST', '/support/tickets', {
        body: { subject: 'Reopen me', message: 'First question.' },
      })
    ).json<CreateTicketResponse>();
    const id = created.ticket.id;
    clock.advance(60_000);
    await api(admin, 'POST', `/admin/support/tickets/${id}/replies`, {
      body: { message: 'Here is the answer.' },
    });
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    const mail = await latestMailTo(account!.email!);
    expect(mail?.subject).toContain(created.ticket.referenceId);
    expect(mail?.textBody).toContain('Here is the answer.');
    expect(mail?.textBody).toContain(`/support/tickets/${id}`);

    await api(admin, 'POST', `/admin/support/tickets/${id}/status`, { body: { status: 'solved' } });
    const reply = await api(member, 'POST', `/support/tickets/${id}/replies`, {
      body: { message: 'One more thing.' },
    });
    expect(reply.json<TicketResponse>().ticket.status).toBe('open');
    const [action] = (await ticketActions(admin.id)).filter((a) => a.details.ticketId === id);
    expect(action?.subjectId).toBe(member.id);
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const res = await api(
      admin,
      'POST',
      '/admin/support/tickets/00000000-0000-4000-8000-000000000000/assign',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(supportMessages.ticketNotFound);
  });
});

describe("suspending a ticket's requester", () => {
  const detail = async (id: string) =>
    (await api(admin, 'GET', `/admin/support/tickets/${id}`)).json<AdminTicketViewResponse>()
      .ticket;

  it("shows the requester's account with its suspension, and none for a guest", async () => {
    const guest = await guestTicket('no-account@example.com');
    expect((await detail(guest.ticket.id)).requesterAccount).toBeNull();

    const person = await signInAs(t, 'customer');
    const created = (
      await api(person, 'POST', '/support/tickets', {
        body: { subject: 'Account question', message: 'Who am I to you?' },
      })
    ).json<CreateTicketResponse>();
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, person.id));
    expect((await detail(created.ticket.id)).requesterAccount).toEqual({
      id: person.id,
      name: 'Casey Customer',
      email: account!.email,
      type: 'customer',
      suspendedAt: null,
      suspendedReason: null,
    });
  });

  it('suspends from the ticket, recording it in the action, and reinstates; the ticket must be theirs', async () => {
    const person = await signInAs(t, 'customer');
    const theirs = (
      await api(person, 'POST', '/support/tickets', {
        body: { subject: 'Abusive messages', message: 'You will regret this.' },
      })
    ).json<CreateTicketResponse>();
    const someoneElses = (
      await api(stranger, 'POST', '/support/tickets', {
        body: { subject: 'Unrelated', message: 'Another person asks.' },
      })
    ).json<CreateTicketResponse>();
    const guest = await guestTicket('guest-of-suspension@example.com');
    const suspend = (body: object) =>
      api(admin, 'POST', `/admin/accounts/${person.id}/suspend`, { body });

    let res = await suspend({ reason: 'Threats to staff', ticketId: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.ticketId).toBe(complaintMessages.ticketNotFound);
    res = await suspend({
      reason: 'Threats to staff',
      ticketId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(complaintMessages.ticketNotFound);
    for (const other of [someoneElses, guest]) {
      res = await suspend({ reason: 'Threats to staff', ticketId: other.ticket.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(complaintMessages.ticketNotOfAccount);
    }
    // Nothing happened on a refusal.
    expect((await detail(theirs.ticket.id)).requesterAccount?.suspendedAt).toBeNull();

    clock.advance(60_000);
    res = await suspend({ reason: 'Threats to staff', ticketId: theirs.ticket.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AccountStatusResponse>().message).toBe(complaintMessages.suspended);
    expect((await detail(theirs.ticket.id)).requesterAccount).toMatchObject({
      id: person.id,
      suspendedAt: clock.now().toISOString(),
      suspendedReason: 'Threats to staff',
    });
    const [action] = await t.ctx.db
      .select()
      .from(adminActions)
      .where(
        and(eq(adminActions.subjectId, person.id), eq(adminActions.action, 'account.suspend')),
      );
    expect(action).toMatchObject({
      adminId: admin.id,
      reason: 'Threats to staff',
      details: { ticketId: theirs.ticket.id },
    });
    // The person's session ended with the suspension.
    expect((await api(person, 'GET', '/support/tickets')).statusCode).toBe(401);

    res = await api(admin, 'POST', `/admin/accounts/${person.id}/reinstate`, { body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(theirs.ticket.id)).requesterAccount).toMatchObject({
      suspendedAt: null,
      suspendedReason: null,
    });
  });
});

describe('rate limits', () => {
  it('stops a guest address after 5 requests an hour, and the 6th is refused with the message', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await api(null, 'POST', '/support/tickets', {
        body: { subject: `Try ${i}`, message: 'Hello', email: `limit-${i}@example.com` },
        ip,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await api(null, 'POST', '/support/tickets', {
      body: { subject: 'One more', message: 'Hello', email: 'limit-x@example.com' },
      ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messages.tooManyRequests);
    expect(refused.headers['retry-after']).toBeTruthy();
  });

  it("stops filing for one e-mail address from many addresses, so nobody floods a stranger's mailbox", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await api(null, 'POST', '/support/tickets', {
        body: { subject: 'Spam', message: 'Hello', email: 'victim@example.com' },
      });
      expect(res.statusCode).toBe(201);
    }
    const refused = await api(null, 'POST', '/support/tickets', {
      body: { subject: 'Spam', message: 'Hello', email: 'VICTIM@example.com ' },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('stops a person after 30 replies an hour, wherever they write from', async () => {
    const chatty = await signInAs(t, 'customer');
    const created = (
      await api(chatty, 'POST', '/support/tickets', {
        body: { subject: 'Chatty', message: 'Hello' },
      })
    ).json<CreateTicketResponse>();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await api(chatty, 'POST', `/support/tickets/${created.ticket.id}/replies`, {
        body: { message: `Reply ${i}` },
        ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await api(chatty, 'POST', `/support/tickets/${created.ticket.id}/replies`, {
      body: { message: 'Too many' },
      ip: freshIp(),
    });
    expect(refused.statusCode).toBe(429);
  });
});
