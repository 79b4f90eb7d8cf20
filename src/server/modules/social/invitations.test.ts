import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  INVITE_EMAILS_PER_REQUEST_MAX,
  invitationAnswerResponseSchema,
  invitationDetailResponseSchema,
  invitationMessages,
  receivedInvitationsResponseSchema,
  sendInvitationsResponseSchema,
  sentInvitationsResponseSchema,
} from '#contracts/invitations';
import { messages } from '#domain/messages';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { followings, invitations } from '../../db/schema/social.ts';
import type { TestUser } from '../profiles/test-users.ts';
import { INVITE_MAILS_PER_HOUR } from './send-invitations.service.ts';
import {
  followersCounter,
  makeChef,
  makeUser,
  setDeleted,
} from '../../test/factories/social-fixtures.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';
const HOUR_MS = 3_600_000;

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock();
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';

function call(user: TestUser | null, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function send(user: TestUser, emails: string) {
  const res = await call(user, 'POST', '/invitations', { emails });
  expect(res.statusCode, res.body).toBe(200);
  return sendInvitationsResponseSchema.parse(res.json());
}

/** A fresh invitation from `from` to `to`, returning its id. */
async function invite(from: TestUser, to: TestUser): Promise<string> {
  const res = await send(from, to.email);
  const id = res.results[0]?.invitationId;
  if (!id) throw new Error(`not sent: ${JSON.stringify(res.results)}`);
  return id;
}

async function mailsTo(email: string): Promise<{ subject: string; text_body: string }[]> {
  return queryRows<{ subject: string; text_body: string }>(
    t.ctx.db,
    sql`select subject, text_body from mail_outbox where to_address = ${email}`,
  );
}

async function statusOf(id: string) {
  const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

async function followingRow(from: TestUser, to: TestUser) {
  const [row] = await t.ctx.db
    .select()
    .from(followings)
    .where(and(eq(followings.fromUserId, from.id), eq(followings.toUserId, to.id)));
  return row;
}

async function profileInvitationId(user: TestUser) {
  const [row] = await t.ctx.db
    .select({ invitationId: profiles.invitationId })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return row?.invitationId ?? null;
}

describe('invitations', () => {
  it('401 on every route when signed out', async () => {
    for (const [method, url] of [
      ['POST', '/invitations'],
      ['GET', '/invitations/sent'],
      ['GET', '/invitations/received'],
      ['GET', `/invitations/${MISSING}`],
      ['POST', `/invitations/${MISSING}/accept`],
      ['POST', `/invitations/${MISSING}/ignore`],
    ] as const) {
      const res = await call(
        null,
        method,
        url,
        method === 'POST' ? { emails: 'a@b.io' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('sends each good address of a comma-separated list and says why the others failed', async () => {
    const ann = await makeUser(t, 'Ann Lee');
    const bob = 'bob-friend@example.com';
    const res = await send(
      ann,
      ` ${bob}, not-an-email , ${ann.email.toUpperCase()}, BOB-friend@example.com,carl@example.org`,
    );
    expect(res.results).toEqual([
      { email: bob, sent: true, invitationId: expect.any(String) },
      { email: 'not-an-email', sent: false, message: invitationMessages.invalidEmail },
      { email: ann.email.toUpperCase(), sent: false, message: messages.inviteSelf },
      { email: 'carl@example.org', sent: true, invitationId: expect.any(String) },
    ]);
    expect(res.sentCount).toBe(2);
    expect(messages.inviteSelf).toBe('You cannot send an invite to yourself!');

    // Each sent invitation was mailed with its accept link and is now "sent".
    const id = res.results[0]?.invitationId ?? '';
    const [mail] = await mailsTo(bob);
    // The subject is ours alone: a name can hold a link, so it stays in the body.
    expect(mail?.subject).toBe('You are invited to Potluck');
    expect(mail?.text_body).toContain('Ann Lee invited you to Potluck');
    expect(mail?.text_body).toContain(
      `${t.ctx.config.publicBaseUrl}/invite/accept?invitation_id=${id}`,
    );
    expect((await statusOf(id))?.status).toBe('sent');
    expect(await mailsTo(ann.email)).toEqual([]);
  });

  it('refuses to send from an account whose e-mail is not verified', async () => {
    const mallory = await makeUser(t, 'Win a prize at http://evil.example');
    await t.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, mallory.id));
    const res = await call(mallory, 'POST', '/invitations', { emails: 'victim@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'Your account is not verified yet.' },
    });
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });

  it('refuses a second invitation to the same person, whatever the case', async () => {
    const ann = await makeUser(t, 'Ann');
    await send(ann, 'dup@example.com');
    const res = await send(ann, 'DUP@example.com, new-one@example.com');
    expect(res.results).toEqual([
      { email: 'DUP@example.com', sent: false, message: messages.inviteDuplicate },
      { email: 'new-one@example.com', sent: true, invitationId: expect.any(String) },
    ]);
    expect(messages.inviteDuplicate).toBe('An invitation to this person has already been sent!');
    expect(await mailsTo('dup@example.com')).toHaveLength(1);
    // Another person may invite the same address.
    const bea = await makeUser(t, 'Bea');
    expect((await send(bea, 'dup@example.com')).sentCount).toBe(1);
  });

  it('rejects empty input and too many addresses at once', async () => {
    const ann = await makeUser(t, 'Ann');
    const empty = await call(ann, 'POST', '/invitations', { emails: ' , ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(invitationMessages.noEmails);
    const many = Array.from(
      { length: INVITE_EMAILS_PER_REQUEST_MAX + 1 },
      (_, i) => `p${i}@example.com`,
    ).join(',');
    const tooMany = await call(ann, 'POST', '/invitations', { emails: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(invitationMessages.tooManyEmails);
    const list = sentInvitationsResponseSchema.parse(
      (await call(ann, 'GET', '/invitations/sent')).json(),
    );
    expect(list.total).toBe(0);
  });

  it('lists what I sent with status and dates, and what was sent to me with the sender', async () => {
    const ann = await makeUser(t, 'Ann');
    const bob = await makeUser(t, 'Bob');
    const stranger = await makeUser(t, 'Sam');
    // Written differently from the account's address: e-mails compare without case.
    const id = await invite(ann, { ...bob, email: bob.email.toUpperCase() });
    clock.advance(1000);
    await send(ann, 'later@example.com');

    const sent = sentInvitationsResponseSchema.parse(
      (await call(ann, 'GET', '/invitations/sent')).json(),
    );
    expect(sent.total).toBe(2);
    expect(sent.items.map((i) => i.toEmail)).toEqual([
      'later@example.com',
      bob.email.toUpperCase(),
    ]);
    expect(sent.items[1]).toMatchObject({
      id,
      status: 'sent',
      reviewDate: null,
      acceptDate: null,
      createdAt: expect.any(String),
    });

    const received = receivedInvitationsResponseSchema.parse(
      (await call(bob, 'GET', '/invitations/received')).json(),
    );
    expect(received).toEqual({
      items: [
        {
          id,
          createdAt: expect.any(String),
          sender: { id: ann.id, name: 'Ann', avatarUrl: null, isChef: false },
        },
      ],
      total: 1,
      emailVerified: true,
    });
    // Nobody else sees it, and it is not in the sender's received list.
    for (const other of [stranger, ann]) {
      const res = receivedInvitationsResponseSchema.parse(
        (await call(other, 'GET', '/invitations/received')).json(),
      );
      expect(res.total).toBe(0);
    }
  });

  it('does not list received invitations until the e-mail address is verified', async () => {
    const ann = await makeUser(t, 'Ann');
    const bob = await makeUser(t, 'Bob');
    await t.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, bob.id));
    const id = await invite(ann, bob);
    const received = receivedInvitationsResponseSchema.parse(
      (await call(bob, 'GET', '/invitations/received')).json(),
    );
    expect(received).toEqual({ items: [], total: 0, emailVerified: false });
    // The link in the e-mail still works: only the mailbox's owner has it.
    const detail = await call(bob, 'GET', `/invitations/${id}`);
    expect(detail.statusCode).toBe(200);
    const accepted = await call(bob, 'POST', `/invitations/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
  });

  it('counts only sent invitations as pending (not ones whose e-mail is not out yet)', async () => {
    const ann = await makeUser(t, 'Ann');
    const bob = await makeUser(t, 'Bob');
    await t.ctx.db.insert(invitations).values({ senderId: ann.id, toEmail: bob.email });
    const received = receivedInvitationsResponseSchema.parse(
      (await call(bob, 'GET', '/invitations/received')).json(),
    );
    expect(received.total).toBe(0);
  });

  it('shows an invitation to its sender and to the invited person only', async () => {
    const ann = await makeUser(t, 'Ann');
    const bob = await makeUser(t, 'Bob');
    const sam = await makeUser(t, 'Sam');
    const id = await invite(ann, bob);

    const forBob = invitationDetailResponseSchema.parse(
      (await call(bob, 'GET', `/invitations/${id}`)).json(),
    );
    expect(forBob.invitation).toMatchObject({
      id,
      status: 'sent',
      isRecipient: true,
      canRespond: true,
      sender: { id: ann.id, name: 'Ann', isChef: false },
    });
    const forAnn = invitationDetailResponseSchema.parse(
      (await call(ann, 'GET', `/invitations/${id}`)).json(),
    );
    expect(forAnn.invitation).toMatchObject({ isRecipient: false, canRespond: false });

    for (const url of [`/invitations/${id}`, `/invitations/${MISSING}`]) {
      const res = await call(sam, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe(invitationMessages.notFound);
    }
    expect((await call(sam, 'GET', '/invitations/not-a-uuid')).statusCode).toBe(400);
  });

  it('accepting makes the invited person follow the sender and records the invitation', async () => {
    const ann = await makeUser(t, 'Ann');
    const bob = await makeUser(t, 'Bob');
    const sam = await makeUser(t, 'Sam');
    const id = await invite(ann, bob);

    // Nobody but the invited person may accept: not a stranger, not the sender.
    for (const who of [sam, ann]) {
      const res = await call(who, 'POST', `/invitations/${id}/accept`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Unable to accept this invite!');
    }
    expect((await call(bob, 'POST', `/invitations/${MISSING}/accept`)).statusCode).toBe(404);

    clock.advance(5000);
    const res = await call(bob, 'POST', `/invitations/${id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const body = invitationAnswerResponseSchema.parse(res.json());
    expect(body.following).toBe(true);
    expect(body.invitation).toMatchObject({
      status: 'accepted',
      canRespond: false,
      acceptDate: clock.now().toISOString(),
    });
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'accepted', acceptedById: bob.id });
    expect((await followingRow(bob, ann))?.invitationId).toBe(id);
    expect(await followersCounter(t, ann.id)).toBe(1);
    expect(await profileInvitationId(bob)).toBe(id);

    // The sender sees it accepted; it is no longer pending for the invited person.
    const sent = sentInvitationsResponseSchema.parse(
      (await call(ann, 'GET', '/invitations/sent')).json(),
    );
    expect(sent.items[0]).toMatchObject({ status: 'accepted', acceptDate: expect.any(String) });
    const received = receivedInvitationsResponseSchema.parse(
      (await call(bob, 'GET', '/invitations/received')).json(),
    );
    expect(received.total).toBe(0);

    // Accepting again answers the same and changes nothing; ignoring now is refused.
    const again = await call(bob, 'POST', `/invitations/${id}/accept`);
    expect(again.statusCode).toBe(200);
    expect(await followersCounter(t, ann.id)).toBe(1);
    const ignore = await call(bob, 'POST', `/invitations/${id}/ignore`);
    expect(ignore.statusCode).toBe(409);
    expect(ignore.json().error.message).toBe('Unable to update this invite!');
  });

  it('keeps an existing follow and the first invitation on the profile', async () => {
    const chef = await makeChef(t, 'Carla');
    const ann = await makeUser(t, 'Ann');
    const bob = await makeUser(t, 'Bob');
    expect((await call(bob, 'POST', `/follows/${chef.id}`)).statusCode).toBe(200);
    const first = await invite(ann, bob);
    expect((await call(bob, 'POST', `/invitations/${first}/accept`)).statusCode).toBe(200);

    const second = await invite(chef, bob);
    const res = await call(bob, 'POST', `/invitations/${second}/accept`);
    expect(res.statusCode).toBe(200);
    expect(invitationAnswerResponseSchema.parse(res.json()).invitation.sender.isChef).toBe(true);
    // Already following: the follow stays as it was, counted once.
    expect((await followingRow(bob, chef))?.invitationId).toBeNull();
    expect(await followersCounter(t, chef.id)).toBe(1);
    expect(await profileInvitationId(bob)).toBe(first);
  });

  it('ignoring marks the invitation ignored; it cannot be accepted afterwards', async () => {
    const ann = await makeUser(t, 'Ann');
    const bob = await makeUser(t, 'Bob');
    const sam = await makeUser(t, 'Sam');
    const id = await invite(ann, bob);

    for (const who of [sam, ann]) {
      const res = await call(who, 'POST', `/invitations/${id}/ignore`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messages.inviteUpdateFailed);
    }
    clock.advance(7000);
    const res = await call(bob, 'POST', `/invitations/${id}/ignore`);
    expect(res.statusCode).toBe(200);
    expect(invitationAnswerResponseSchema.parse(res.json())).toMatchObject({
      following: false,
      invitation: { status: 'ignored', reviewDate: clock.now().toISOString(), canRespond: false },
    });
    expect((await call(bob, 'POST', `/invitations/${id}/ignore`)).statusCode).toBe(200);

    const accept = await call(bob, 'POST', `/invitations/${id}/accept`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.message).toBe(messages.inviteAcceptFailed);
    expect(await followingRow(bob, ann)).toBeUndefined();
    const sent = sentInvitationsResponseSchema.parse(
      (await call(ann, 'GET', '/invitations/sent')).json(),
    );
    expect(sent.items[0]).toMatchObject({ status: 'ignored', reviewDate: expect.any(String) });
  });

  it('an invitation from a deleted account is neither listed nor accepted', async () => {
    const ann = await makeUser(t, 'Ann');
    const bob = await makeUser(t, 'Bob');
    const id = await invite(ann, bob);
    await setDeleted(t, ann.id, true);
    const received = receivedInvitationsResponseSchema.parse(
      (await call(bob, 'GET', '/invitations/received')).json(),
    );
    expect(received.total).toBe(0);
    const res = await call(bob, 'POST', `/invitations/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.inviteAcceptFailed);
    expect((await statusOf(id))?.status).toBe('sent');
  });

  it('reports an address whose e-mail could not be handed over, and allows trying again', async () => {
    const ann = await makeUser(t, 'Ann');
    const original = t.ctx.mail.send.bind(t.ctx.mail);
    t.ctx.mail.send = async (m) => {
      if (m.to === 'down@example.com') throw new Error('mail server down');
      return original(m);
    };
    try {
      const res = await send(ann, 'down@example.com, up@example.com');
      expect(res.results).toEqual([
        { email: 'down@example.com', sent: false, message: invitationMessages.mailFailed },
        { email: 'up@example.com', sent: true, invitationId: expect.any(String) },
      ]);
    } finally {
      t.ctx.mail.send = original;
    }
    const retry = await send(ann, 'down@example.com');
    expect(retry.sentCount).toBe(1);
  });

  it(`limits invitation e-mails to ${INVITE_MAILS_PER_HOUR} an hour, keeping the ones sent`, async () => {
    const ann = await makeUser(t, 'Ann');
    const batch = (start: number, n: number) =>
      Array.from({ length: n }, (_, i) => `rl${start + i}@example.com`).join(',');
    let sent = 0;
    for (let start = 0; start + 20 <= INVITE_MAILS_PER_HOUR; start += 20) {
      sent += (await send(ann, batch(start, 20))).sentCount;
    }
    const rest = INVITE_MAILS_PER_HOUR - sent;
    const last = await send(ann, batch(1000, rest + 2));
    expect(last.results.filter((r) => r.sent)).toHaveLength(rest);
    expect(last.results.slice(rest).map((r) => r.message)).toEqual([
      messages.tooManyRequests,
      messages.tooManyRequests,
    ]);
    clock.advance(HOUR_MS);
    expect((await send(ann, batch(2000, 1))).sentCount).toBe(1);
  });
});
