import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages';
import { followedChefsResponseSchema, socialMessages } from '#contracts/social';
import { profiles } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import type { TestUser } from '../profiles/test-users.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import {
  caller,
  makeUser,
  counterDrift,
  followerRows,
  followersCounter,
  makeChef,
  setChefState,
} from '../../test/factories/social-fixtures.ts';

const SOCIAL_WRITES_PER_MINUTE = rateLimits.socialWrite.max;

const MISSING = '00000000-0000-4000-8000-000000000000';
/** Parallel requests only race on a real server; PGlite runs one query at a time anyway. */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let clock: ManualClock;
let call: ReturnType<typeof caller>;
let ann: TestUser;
let bea: TestUser;
let chef: TestUser;

beforeAll(async () => {
  clock = new ManualClock();
  t = await createTestApp({ clock });
  call = caller(t);
  ann = await makeUser(t, 'Ann');
  bea = await makeUser(t, 'Bea');
  chef = await makeChef(t, 'Carla');
});
afterAll(() => t.close());

/** Runs the calls all at once on PostgreSQL, one after another on PGlite. */
async function together<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  if (onPostgres) return Promise.all(calls.map((c) => c()));
  const out: T[] = [];
  for (const c of calls) out.push(await c());
  return out;
}
const times = <T>(n: number, fn: () => Promise<T>) => Array.from({ length: n }, () => fn);

describe('follows', () => {
  it('401 on every route when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/follows'],
      ['GET', `/follows/${chef.id}`],
      ['POST', `/follows/${chef.id}`],
      ['DELETE', `/follows/${chef.id}`],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('follows and unfollows with "Follow" / "Unfollow", counting followers', async () => {
    const f1 = await call(ann, 'POST', `/follows/${chef.id}`);
    expect(f1.statusCode).toBe(200);
    expect(f1.json()).toEqual({ following: true, followersCount: 1, message: 'Follow' });
    const f2 = await call(bea, 'POST', `/follows/${chef.id}`);
    expect(f2.json()).toEqual({ following: true, followersCount: 2, message: messages.follow });
    // Following twice changes nothing.
    const again = await call(ann, 'POST', `/follows/${chef.id}`);
    expect(again.json()).toEqual({ following: true, followersCount: 2, message: messages.follow });
    expect((await call(ann, 'GET', `/follows/${chef.id}`)).json()).toEqual({
      following: true,
      followersCount: 2,
    });

    const u1 = await call(ann, 'DELETE', `/follows/${chef.id}`);
    expect(u1.statusCode).toBe(200);
    expect(u1.json()).toEqual({ following: false, followersCount: 1, message: 'Unfollow' });
    const u2 = await call(ann, 'DELETE', `/follows/${chef.id}`);
    expect(u2.json()).toEqual({
      following: false,
      followersCount: 1,
      message: messages.unfollow,
    });
    expect((await call(ann, 'GET', `/follows/${chef.id}`)).json()).toEqual({
      following: false,
      followersCount: 1,
    });
    // The public profile shows the same count.
    expect((await call(null, 'GET', `/profiles/${chef.id}`)).json().profile).toMatchObject({
      followersCount: 1,
    });
    expect(await followersCounter(t, chef.id)).toBe(await followerRows(t, chef.id));
  });

  it('cannot follow yourself', async () => {
    const res = await call(chef, 'POST', `/follows/${chef.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(socialMessages.cannotFollowSelf);
  });

  it('only approved, public chefs: 403 hidden, 404 missing or not a chef', async () => {
    const pending = await makeChef(t, 'Pending', { approvalStatus: 'pending' });
    const hidden = await makeChef(t, 'Hidden', { profileStatus: 'hide' });
    for (const id of [pending.id, hidden.id]) {
      for (const method of ['POST', 'GET', 'DELETE'] as const) {
        const res = await call(ann, method, `/follows/${id}`);
        expect(res.statusCode, `${method} ${id}`).toBe(403);
        expect(res.json().error).toEqual({ code: 'forbidden', message: messages.chefHidden });
      }
    }
    for (const id of [MISSING, bea.id]) {
      const res = await call(ann, 'POST', `/follows/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messages.chefNotFound);
    }
    expect(await counterDrift(t)).toEqual([]);
  });

  it('lists followed chefs newest first, paginated, without chefs hidden since', async () => {
    const dee = await makeUser(t, 'Dee');
    const chefs = [];
    for (const name of ['Ava', 'Bo', 'Cid']) {
      const c = await makeChef(t, name);
      chefs.push(c);
      clock.advance(1000);
      await call(dee, 'POST', `/follows/${c.id}`);
    }
    const res = await call(dee, 'GET', '/follows?size=2');
    expect(res.statusCode).toBe(200);
    const body = followedChefsResponseSchema.parse(res.json());
    expect(body.total).toBe(3);
    expect(body.items.map((c) => c.name)).toEqual(['Cid', 'Bo']);
    expect(body.items[0]).toMatchObject({
      id: chefs[2]?.id,
      businessName: "Cid's Kitchen",
      followersCount: 1,
      dishesCount: 0,
    });
    expect((await call(dee, 'GET', '/follows?from=2&size=2')).json().items).toHaveLength(1);

    await setChefState(t, chefs[1]?.id ?? '', { profileStatus: 'hide' });
    const after = (await call(dee, 'GET', '/follows')).json();
    expect(after.total).toBe(2);
    expect(after.items.map((c: { name: string }) => c.name)).toEqual(['Cid', 'Ava']);
    // Unfollowing a chef hidden since still works and still counts.
    const un = await call(dee, 'DELETE', `/follows/${chefs[1]?.id}`);
    expect(un.json()).toEqual({ following: false, followersCount: 0, message: messages.unfollow });
    expect(await counterDrift(t)).toEqual([]);
  });

  it("gives a followed chef's live broadcast, so the card links to the watch page", async () => {
    const fan = await makeUser(t, 'Gus');
    const live = await makeChef(t, 'Lia');
    await call(fan, 'POST', `/follows/${live.id}`);
    const card = async () =>
      followedChefsResponseSchema.parse((await call(fan, 'GET', '/follows')).json()).items[0];
    expect(await card()).toMatchObject({ id: live.id, liveStreamId: null });
    const streamId = '6f1c2f4e-0c1a-4f7e-9a43-5b0d3c1e2a78';
    await t.ctx.db
      .update(profiles)
      .set({ streamStatus: 'live', streamId })
      .where(eq(profiles.id, live.id));
    expect(await card()).toMatchObject({ liveStreamId: streamId });
    // An ended broadcast's id stays private.
    await t.ctx.db
      .update(profiles)
      .set({ streamStatus: 'offline' })
      .where(eq(profiles.id, live.id));
    expect(await card()).toMatchObject({ liveStreamId: null });
  });

  it('concurrent duplicate follows and unfollows of one pair never drift the counter', async () => {
    const target = await makeChef(t, 'Racer');
    const fan = await makeUser(t, 'Fan');
    const follows = await together(times(20, () => call(fan, 'POST', `/follows/${target.id}`)));
    for (const r of follows) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ following: true, followersCount: 1, message: messages.follow });
    }
    expect(await followerRows(t, target.id)).toBe(1);
    expect(await followersCounter(t, target.id)).toBe(1);

    const unfollows = await together(times(20, () => call(fan, 'DELETE', `/follows/${target.id}`)));
    for (const r of unfollows) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({
        following: false,
        followersCount: 0,
        message: messages.unfollow,
      });
    }
    expect(await followerRows(t, target.id)).toBe(0);
    expect(await followersCounter(t, target.id)).toBe(0);
  });

  it('many fans at once, each sending duplicates, count exactly once each', async () => {
    const target = await makeChef(t, 'Popular');
    const fans = await Promise.all(Array.from({ length: 8 }, (_, i) => makeUser(t, `Crowd ${i}`)));
    const post = (f: TestUser) => () => call(f, 'POST', `/follows/${target.id}`);
    const del = (f: TestUser) => () => call(f, 'DELETE', `/follows/${target.id}`);
    const first = await together(fans.flatMap((f) => [post(f), post(f), post(f)]));
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    expect(await followerRows(t, target.id)).toBe(8);
    expect(await followersCounter(t, target.id)).toBe(8);

    // Half unfollow (twice each) while the other half follow again, all at once.
    const second = await together(
      fans.flatMap((f, i) => (i % 2 === 0 ? [del(f), del(f)] : [post(f)])),
    );
    expect(second.every((r) => r.statusCode === 200)).toBe(true);
    expect(await followerRows(t, target.id)).toBe(4);
    expect(await followersCounter(t, target.id)).toBe(4);
    expect(await counterDrift(t)).toEqual([]);
  });

  it('after mixed operations by several users every counter equals a recount', async () => {
    const people = await Promise.all(
      Array.from({ length: 5 }, (_, i) => makeUser(t, `Mixer ${i}`)),
    );
    const cooks = await Promise.all(Array.from({ length: 4 }, (_, i) => makeChef(t, `Cook ${i}`)));
    // A chef may follow other chefs too.
    const actors = [...people, ...cooks];
    // Deterministic pseudo-random sequence (LCG) so a failure can be replayed.
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const expected = new Set<string>();
    for (let step = 0; step < 120; step++) {
      const who = actors[next(actors.length)];
      const whom = cooks[next(cooks.length)];
      if (!who || !whom || who.id === whom.id) continue;
      const follow = next(3) !== 0;
      const res = await call(who, follow ? 'POST' : 'DELETE', `/follows/${whom.id}`);
      expect(res.statusCode).toBe(200);
      const key = `${who.id}>${whom.id}`;
      if (follow) expected.add(key);
      else expected.delete(key);
      expect(res.json().following).toBe(follow);
    }
    for (const c of cooks) {
      const want = [...expected].filter((k) => k.endsWith(`>${c.id}`)).length;
      expect(await followerRows(t, c.id)).toBe(want);
      expect(await followersCounter(t, c.id)).toBe(want);
    }
    expect(await counterDrift(t)).toEqual([]);
  });

  it('rate-limits writes per user', async () => {
    const spammer = await makeUser(t, 'Spammer');
    const target = await makeChef(t, 'Target');
    for (let i = 0; i < SOCIAL_WRITES_PER_MINUTE; i++) {
      const res = await call(spammer, i % 2 ? 'DELETE' : 'POST', `/follows/${target.id}`);
      expect(res.statusCode).toBe(200);
    }
    const res = await call(spammer, 'POST', `/follows/${target.id}`);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(messages.tooManyRequests);
    // Favourites share the budget; other people are unaffected.
    expect((await call(spammer, 'PUT', `/favorites/chefs/${target.id}`)).statusCode).toBe(429);
    expect((await call(bea, 'POST', `/follows/${target.id}`)).statusCode).toBe(200);
    // A new minute, a new budget.
    clock.advance(60_000);
    expect((await call(spammer, 'POST', `/follows/${target.id}`)).statusCode).toBe(200);
    expect(await counterDrift(t)).toEqual([]);
  });
});
