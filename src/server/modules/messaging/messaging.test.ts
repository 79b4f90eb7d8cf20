import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  directRecipientResponseSchema,
  messageListResponseSchema,
  messagingMessages,
  threadListResponseSchema,
  threadResponseSchema,
} from '#contracts/messaging';
import type { LiveEvent } from '#contracts/live';
import { MESSAGE_BODY_MAX } from '#domain/messaging';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { messageThreads } from '../../db/schema/messaging.ts';
import type { TestUser } from '../profiles/test-users.ts';
import {
  makeChef,
  makeUser,
  setChefState,
  setDeleted,
} from '../../test/factories/social-fixtures.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { DELETED_MEMBER_NAME } from './members.ts';

const MESSAGES_PER_MINUTE = rateLimits.messageSend.max;

const MISSING = '00000000-0000-4000-8000-000000000000';
/** Parallel requests only race on a real server; PGlite runs one query at a time anyway. */
const onPostgres = Boolean(process.env.DATABASE_URL);

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
    url: `/api/v1/messaging${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });
}

async function openThread(from: TestUser, to: TestUser): Promise<string> {
  const res = await call(from, 'POST', `/direct/${to.id}`);
  expect([200, 201]).toContain(res.statusCode);
  return threadResponseSchema.parse(res.json()).thread.id;
}

async function send(from: TestUser, threadId: string, body: string) {
  clock.advance(1_000);
  return call(from, 'POST', `/threads/${threadId}/messages`, { body });
}

async function unread(user: TestUser): Promise<number> {
  const res = await call(user, 'GET', '/unread');
  expect(res.statusCode).toBe(200);
  return res.json().count as number;
}

async function threads(user: TestUser) {
  const res = await call(user, 'GET', '/threads');
  expect(res.statusCode).toBe(200);
  return threadListResponseSchema.parse(res.json());
}

async function messagesOf(user: TestUser, threadId: string, query = '') {
  const res = await call(user, 'GET', `/threads/${threadId}/messages${query}`);
  expect(res.statusCode).toBe(200);
  return messageListResponseSchema.parse(res.json());
}

describe('guests', () => {
  it('get 401 from every messaging route', async () => {
    const routes: [Method, string][] = [
      ['GET', '/threads'],
      ['GET', '/unread'],
      ['GET', `/direct/${MISSING}`],
      ['POST', `/direct/${MISSING}`],
      ['GET', `/threads/${MISSING}`],
      ['GET', `/threads/${MISSING}/messages`],
      ['POST', `/threads/${MISSING}/messages`],
      ['POST', `/threads/${MISSING}/read`],
    ];
    for (const [method, url] of routes) {
      const res = await call(null, method, url, method === 'POST' ? { body: 'hi' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('starting a conversation', () => {
  it('creates one direct thread per pair, whoever starts it, and lists nothing until a message', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');

    const before = await call(ann, 'GET', `/direct/${chef.id}`);
    expect(before.statusCode).toBe(200);
    const recipient = directRecipientResponseSchema.parse(before.json());
    expect(recipient.threadId).toBeNull();
    expect(recipient.recipient).toMatchObject({ id: chef.id, name: 'Rosa', isChef: true });
    // member_info carries no e-mail address.
    expect(JSON.stringify(before.json())).not.toContain(chef.email);

    const first = await call(ann, 'POST', `/direct/${chef.id}`);
    expect(first.statusCode).toBe(201);
    const threadId = threadResponseSchema.parse(first.json()).thread.id;

    const again = await call(ann, 'POST', `/direct/${chef.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().thread.id).toBe(threadId);
    const reverse = await call(chef, 'POST', `/direct/${ann.id}`);
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json().thread).toMatchObject({ id: threadId, other: { id: ann.id } });

    const after = await call(ann, 'GET', `/direct/${chef.id}`);
    expect(after.json().threadId).toBe(threadId);
    // Spec: only threads with a last message are listed.
    expect((await threads(ann)).items).toEqual([]);
    expect((await threads(chef)).total).toBe(0);
  });

  it('refuses yourself (400), unknown and unreachable people (404, one message)', async () => {
    const ann = await makeUser(t, 'Ann');
    const hidden = await makeChef(t, 'Hidden', { profileStatus: 'hide' });
    // Public profile, not approved yet: nobody can find them, so nobody can write to them.
    const pending = await makeChef(t, 'Pending', { approvalStatus: 'pending' });
    const gone = await makeUser(t, 'Gone');
    await setDeleted(t, gone.id, true);

    for (const method of ['GET', 'POST'] as const) {
      const self = await call(ann, method, `/direct/${ann.id}`);
      expect(self.statusCode).toBe(400);
      expect(self.json().error.message).toBe(messagingMessages.cannotMessageSelf);
      const missing = await call(ann, method, `/direct/${MISSING}`);
      for (const id of [MISSING, hidden.id, pending.id, gone.id]) {
        const res = await call(ann, method, `/direct/${id}`);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().error.message).toBe(messagingMessages.recipientNotFound);
        expect(res.json()).toEqual(missing.json());
      }
    }
    const bad = await call(ann, 'POST', '/direct/not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps an existing conversation reachable after the other person hides their profile', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Lena');
    const threadId = await openThread(ann, chef);
    await setChefState(t, chef.id, { profileStatus: 'hide' });
    const res = await call(ann, 'GET', `/direct/${chef.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().threadId).toBe(threadId);
    expect((await call(ann, 'POST', `/direct/${chef.id}`)).json().thread.id).toBe(threadId);
  });

  it.runIf(onPostgres)('concurrent creations end with exactly one open thread', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Tess');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? call(ann, 'POST', `/direct/${chef.id}`) : call(chef, 'POST', `/direct/${ann.id}`),
      ),
    );
    const ids = new Set(results.map((r) => r.json().thread.id as string));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rows = await t.ctx.db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(sql`${messageThreads.directKey} like ${`%${chef.id}%`}`);
    expect(rows).toHaveLength(1);
  });
});

describe('sending and reading', () => {
  it('sends trimmed messages, updates the last message, lists threads newest first', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');
    const other = await makeChef(t, 'Omar');
    const withRosa = await openThread(ann, chef);
    const withOmar = await openThread(ann, other);

    const sent = await send(ann, withRosa, '  Hello Rosa!\r\nAre you cooking today?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({
      threadId: withRosa,
      senderId: ann.id,
      body: 'Hello Rosa!\nAre you cooking today?',
      status: 'new',
      mine: true,
    });
    expect((await send(ann, withOmar, 'Hi Omar')).statusCode).toBe(201);

    const list = await threads(ann);
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.id)).toEqual([withOmar, withRosa]);
    expect(list.items[1]).toMatchObject({
      other: { id: chef.id, name: 'Rosa', isChef: true },
      lastMessage: { senderId: ann.id, body: 'Hello Rosa!\nAre you cooking today?', mine: true },
      unreadCount: 0,
    });

    // The chef's reply moves the Rosa thread to the top of Ann's list.
    expect((await send(chef, withRosa, 'Yes, lasagna at 6.')).statusCode).toBe(201);
    const after = await threads(ann);
    expect(after.items.map((i) => i.id)).toEqual([withRosa, withOmar]);
    expect(after.items[0]).toMatchObject({
      lastMessage: { senderId: chef.id, body: 'Yes, lasagna at 6.', mine: false },
      unreadCount: 1,
    });
    expect(JSON.stringify(after)).not.toContain(chef.email);
  });

  it('rejects empty, blank and too long bodies (400) and stores nothing', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');
    const threadId = await openThread(ann, chef);
    for (const body of ['', '   \n\t ', 'x'.repeat(MESSAGE_BODY_MAX + 1)]) {
      const res = await send(ann, threadId, body);
      expect(res.statusCode, JSON.stringify(body.slice(0, 10))).toBe(400);
    }
    const missing = await call(ann, 'POST', `/threads/${threadId}/messages`, {});
    expect(missing.statusCode).toBe(400);
    expect((await send(ann, threadId, 'x'.repeat(MESSAGE_BODY_MAX))).statusCode).toBe(201);
    expect((await messagesOf(ann, threadId)).items).toHaveLength(1);
  });

  it('hides a thread from non-members: 404 for read, send, mark read, with the same message as a missing thread', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');
    const eve = await makeUser(t, 'Eve');
    const threadId = await openThread(ann, chef);
    await send(ann, threadId, 'Private');

    for (const id of [threadId, MISSING]) {
      for (const [method, url, payload] of [
        ['GET', `/threads/${id}`, undefined],
        ['GET', `/threads/${id}/messages`, undefined],
        ['POST', `/threads/${id}/messages`, { body: 'Let me in' }],
        ['POST', `/threads/${id}/read`, {}],
      ] as const) {
        const res = await call(eve, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.message).toBe(messagingMessages.threadNotFound);
      }
    }
    const messages = await messagesOf(ann, threadId);
    expect(messages.items.map((m) => m.body)).toEqual(['Private']);
    expect(await unread(chef)).toBe(1);
  });

  it('opening marks only the other side’s messages read, up to what was seen; badge counts follow', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');
    const threadId = await openThread(ann, chef);
    await send(ann, threadId, 'One');
    await send(ann, threadId, 'Two');
    await send(chef, threadId, 'Reply');
    expect(await unread(chef)).toBe(2);
    expect(await unread(ann)).toBe(1);

    const seen = await messagesOf(chef, threadId);
    expect(seen.items.map((m) => [m.body, m.status, m.mine])).toEqual([
      ['One', 'new', false],
      ['Two', 'new', false],
      ['Reply', 'new', true],
    ]);
    // A message Ann sends after the chef's page loaded stays new.
    await send(ann, threadId, 'Three');
    const mark = await call(chef, 'POST', `/threads/${threadId}/read`, {
      until: seen.items[2]?.sentAt,
    });
    expect(mark.statusCode).toBe(200);
    expect(mark.json()).toEqual({ marked: 2, unreadTotal: 1 });
    expect(await unread(ann)).toBe(1);

    // Ann sees her first two as read (the chef's reply to her is untouched by his marking).
    const annView = await messagesOf(ann, threadId);
    expect(annView.items.map((m) => [m.body, m.status])).toEqual([
      ['One', 'read'],
      ['Two', 'read'],
      ['Reply', 'new'],
      ['Three', 'new'],
    ]);
    const heard: { userIds: readonly string[]; event: LiveEvent }[] = [];
    const stop = t.ctx.events.subscribe((userIds, event) => heard.push({ userIds, event }));
    const all = await call(chef, 'POST', `/threads/${threadId}/read`, {});
    expect(all.json()).toEqual({ marked: 1, unreadTotal: 0 });
    // Both members hear it: Ann's "Seen", the chef's badge in his other tabs. Nothing left
    // to mark: no event.
    const again = await call(chef, 'POST', `/threads/${threadId}/read`, {});
    stop();
    expect(again.json()).toEqual({ marked: 0, unreadTotal: 0 });
    expect(heard).toHaveLength(1);
    expect(heard[0]!.event).toEqual({ type: 'message.read', threadId });
    expect([...heard[0]!.userIds].sort()).toEqual([ann.id, chef.id].sort());
    expect((await threads(chef)).items[0]?.unreadCount).toBe(0);
  });

  it('pages messages by time, oldest first within a page', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');
    const threadId = await openThread(ann, chef);
    for (let i = 1; i <= 5; i++) await send(i % 2 ? ann : chef, threadId, `m${i}`);

    const newest = await messagesOf(ann, threadId, '?size=2');
    expect(newest.items.map((m) => m.body)).toEqual(['m4', 'm5']);
    expect(newest.hasMore).toBe(true);
    const older = await messagesOf(
      ann,
      threadId,
      `?size=2&before=${encodeURIComponent(newest.items[0]?.sentAt ?? '')}`,
    );
    expect(older.items.map((m) => m.body)).toEqual(['m2', 'm3']);
    const oldest = await messagesOf(
      ann,
      threadId,
      `?size=2&before=${encodeURIComponent(older.items[0]?.sentAt ?? '')}`,
    );
    expect(oldest).toMatchObject({ hasMore: false, items: [{ body: 'm1' }] });
  });

  it('gives messages sent in the same instant distinct, increasing times', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');
    const threadId = await openThread(ann, chef);
    for (const body of ['a', 'b', 'c']) {
      const res = await call(ann, 'POST', `/threads/${threadId}/messages`, { body });
      expect(res.statusCode).toBe(201);
    }
    const items = (await messagesOf(ann, threadId)).items;
    expect(items.map((m) => m.body)).toEqual(['a', 'b', 'c']);
    const times = items.map((m) => Date.parse(m.sentAt));
    expect(times[0]).toBeLessThan(times[1] ?? 0);
    expect(times[1]).toBeLessThan(times[2] ?? 0);
    const [thread] = await t.ctx.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, threadId));
    expect(thread?.lastMessageBody).toBe('c');
    expect(thread?.lastMessageAt?.toISOString()).toBe(items[2]?.sentAt);
  });

  it.runIf(onPostgres)('concurrent sends all land and the last message is the newest', async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');
    const threadId = await openThread(ann, chef);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? ann : chef, 'POST', `/threads/${threadId}/messages`, { body: `m${i}` }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const items = (await messagesOf(ann, threadId)).items;
    expect(items).toHaveLength(10);
    const [thread] = await t.ctx.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, threadId));
    expect(thread?.lastMessageBody).toBe(items[9]?.body);
  });

  it('shows a deleted member without their details, and leaves closed threads out', async () => {
    const ann = await makeUser(t, 'Ann');
    const gone = await makeUser(t, 'Gone');
    const chef = await makeChef(t, 'Rosa');
    const withGone = await openThread(ann, gone);
    const withChef = await openThread(ann, chef);
    await send(gone, withGone, 'Bye');
    await send(chef, withChef, 'Hello');
    await setDeleted(t, gone.id, true);
    expect((await call(ann, 'GET', `/threads/${withGone}`)).json().thread.other).toMatchObject({
      id: gone.id,
      name: DELETED_MEMBER_NAME,
      avatarUrl: null,
    });
    expect(await unread(ann)).toBe(2);

    await t.ctx.db
      .update(messageThreads)
      .set({ status: 'closed' })
      .where(eq(messageThreads.id, withChef));
    expect((await threads(ann)).items.map((i) => i.id)).toEqual([withGone]);
    expect(await unread(ann)).toBe(1);
    expect((await call(ann, 'GET', `/threads/${withChef}/messages`)).statusCode).toBe(404);
    expect((await send(ann, withChef, 'Still there?')).statusCode).toBe(404);
    // A closed thread frees the pair for a new one (the unique index covers open threads only).
    const reopened = await call(ann, 'POST', `/direct/${chef.id}`);
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json().thread.id).not.toBe(withChef);
  });

  it(`limits sending to ${MESSAGES_PER_MINUTE} messages a minute per person`, async () => {
    const ann = await makeUser(t, 'Ann');
    const chef = await makeChef(t, 'Rosa');
    const threadId = await openThread(ann, chef);
    clock.advance(60_000);
    const statuses: number[] = [];
    for (let i = 0; i <= MESSAGES_PER_MINUTE; i++) {
      const res = await call(ann, 'POST', `/threads/${threadId}/messages`, { body: `n${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(MESSAGES_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    // The limit is per person: the chef can still answer.
    expect(
      (await call(chef, 'POST', `/threads/${threadId}/messages`, { body: 'ok' })).statusCode,
    ).toBe(201);
  });
});
