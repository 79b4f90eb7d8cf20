import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LiveNowResponse,
  LiveStream,
  OwnLiveStream,
  StreamKeyResponse,
  StreamStudio,
} from '#contracts/live-streams';
import { streamIngestPath } from '#contracts/live-streams';
import { STREAM_GRACE_SECONDS, liveStreamMessages, watchPath } from '#domain/live-streams';
import { users } from '../../db/schema/accounts.ts';
import { liveStreams, streamKeys } from '../../db/schema/live-streams.ts';
import { followerAlerts } from '../../db/schema/notifications.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { followings } from '../../db/schema/social.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { ffmpegStatus } from '../../providers/streams/ffmpeg.ts';
import {
  makeChef,
  makeDish,
  makeUser,
  type FixtureUser,
} from '../../test/factories/catalog-fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { suspendAccount } from '../complaints/suspend-account.service.ts';
import { sweepLostStreams } from './end-live-stream.service.ts';
import { hashStreamKey } from './stream-key.ts';

// The local streams provider carries a broadcast through ffmpeg, so going live needs it; CI
// installs it (.ci/run). Where it is missing only the refusal is tested.
const ffmpeg = await ffmpegStatus();
const HAS_FFMPEG = ffmpeg.available;

const clock = new ManualClock('2026-11-27T05:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let chef: FixtureUser;
let otherChef: FixtureUser;
let pending: FixtureUser;
let buyer: FixtureUser;
let dishA: string;
let dishB: string;
let othersDish: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeChef(t, { name: 'Chef Lena', businessName: 'Lena Bakes' });
  otherChef = await makeChef(t, { name: 'Chef Omar', businessName: 'Omar Grill' });
  pending = await makeChef(t, { name: 'Chef Pia', approvalStatus: 'pending' });
  buyer = await makeUser(t, { name: 'Bea Buyer' });
  dishA = (await makeDish(t, chef.id, { name: 'Sourdough', status: 'available' })).id;
  dishB = (await makeDish(t, chef.id, { name: 'Rye', status: 'available' })).id;
  othersDish = (await makeDish(t, otherChef.id, { name: 'Kebab', status: 'available' })).id;
  await t.ctx.db.insert(followings).values({ fromUserId: buyer.id, toUserId: chef.id });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(60_000));

type Method = 'GET' | 'POST';
const api = (user: FixtureUser | null, method: Method, url: string, body?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });

const start = (user: FixtureUser, body: object = {}) =>
  api(user, 'POST', '/live-streams', {
    title: 'Baking bread live',
    dishIds: [dishA, dishB],
    source: 'browser',
    ...body,
  });

const profileStream = async (id: string) => {
  const [row] = await t.ctx.db
    .select({ streamStatus: profiles.streamStatus, streamId: profiles.streamId })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row;
};

describe('who may go live', () => {
  it('is for signed-in chefs only; an unapproved chef is refused with the reason', async () => {
    expect((await api(null, 'GET', '/live-streams/studio')).statusCode).toBe(401);
    expect((await api(buyer, 'GET', '/live-streams/studio')).statusCode).toBe(403);
    expect((await start(buyer)).statusCode).toBe(403);

    const refused = await start(pending, { dishIds: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(liveStreamMessages.notApproved);
    const studio = (await api(pending, 'GET', '/live-streams/studio')).json<StreamStudio>();
    expect(studio).toMatchObject({
      canStream: false,
      reason: liveStreamMessages.notApproved,
      current: null,
    });
    expect((await api(pending, 'POST', '/live-streams/key')).statusCode).toBe(403);
    expect(
      await t.ctx.db.select().from(liveStreams).where(eq(liveStreams.chefId, pending.id)),
    ).toEqual([]);
  });

  it('refuses another chef’s dish and a bad body', async () => {
    const res = await start(chef, { dishIds: [dishA, othersDish] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(liveStreamMessages.notYourDish);
    expect((await start(chef, { title: '  ' })).statusCode).toBe(400);
    expect((await start(chef, { source: 'satellite' })).statusCode).toBe(400);
    expect((await profileStream(chef.id))?.streamStatus).toBe('offline');
  });

  it('refuses with ffmpeg’s reason when the local provider cannot carry video', async () => {
    const noFfmpeg = await createTestApp({
      clock,
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg-for-test' },
    });
    try {
      const lone = await makeChef(noFfmpeg, { name: 'Chef Nia' });
      const studio = await noFfmpeg.app.inject({
        url: '/api/v1/live-streams/studio',
        headers: { cookie: lone.cookie },
      });
      expect(studio.json<StreamStudio>().media).toEqual({
        available: false,
        reason: expect.stringContaining('ffmpeg is not installed') as string,
      });
      const res = await noFfmpeg.app.inject({
        method: 'POST',
        url: '/api/v1/live-streams',
        headers: { origin: TEST_ORIGIN, cookie: lone.cookie },
        payload: { title: 'No video here', dishIds: [], source: 'browser' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toContain('ffmpeg is not installed');
    } finally {
      await noFfmpeg.close();
    }
  });
});

describe.skipIf(!HAS_FFMPEG)('a broadcast from start to end (needs ffmpeg)', () => {
  it('goes live, is watched by a guest, alerts followers, and stops', async () => {
    const res = await start(chef);
    expect(res.statusCode, res.body).toBe(201);
    const own = res.json<OwnLiveStream>();
    expect(own).toMatchObject({
      title: 'Baking bread live',
      status: 'live',
      source: 'browser',
      endedAt: null,
      endReason: null,
      receivingMedia: false,
      dishIds: [dishA, dishB],
      viewerCount: 0,
      watchPath: watchPath(chef.id, own.id),
      ingestPath: streamIngestPath(own.id),
    });
    expect(own.playbackUrl).toBeTruthy();
    expect(await profileStream(chef.id)).toEqual({ streamStatus: 'live', streamId: own.id });

    // The studio shows it; a second start is refused.
    const studio = (await api(chef, 'GET', '/live-streams/studio')).json<StreamStudio>();
    expect(studio).toMatchObject({ canStream: true, reason: null, provider: 'local' });
    expect(studio.media).toEqual({ available: true, reason: null });
    expect(studio.current?.id).toBe(own.id);
    const again = await start(chef, { dishIds: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(liveStreamMessages.alreadyLive);

    // Followers hear of it, with the watch page as the link.
    const [alert] = await t.ctx.db
      .select()
      .from(followerAlerts)
      .where(and(eq(followerAlerts.chefId, chef.id), eq(followerAlerts.kind, 'live_stream')));
    expect(alert).toMatchObject({ subjectId: own.id, link: watchPath(chef.id, own.id) });
    expect(alert?.title).toContain('Baking bread live');

    // A guest watches: the chef and the featured dishes in the chef's order.
    const guest = await api(null, 'GET', `/live-streams/${own.id}`);
    expect(guest.statusCode, guest.body).toBe(200);
    const watched = guest.json<LiveStream>();
    expect(watched).toMatchObject({
      id: own.id,
      chefId: chef.id,
      status: 'live',
      playbackUrl: own.playbackUrl,
      isOwner: false,
      canChat: false,
      muted: false,
      chef: { id: chef.id, name: 'Lena Bakes', isFollowing: false },
    });
    expect(watched.dishes.map((d) => d.name)).toEqual(['Sourdough', 'Rye']);
    const asBuyer = (await api(buyer, 'GET', `/live-streams/${own.id}`)).json<LiveStream>();
    expect(asBuyer).toMatchObject({ canChat: true, isOwner: false, chef: { isFollowing: true } });
    const asChef = (await api(chef, 'GET', `/live-streams/${own.id}`)).json<LiveStream>();
    expect(asChef.isOwner).toBe(true);

    // Only the chef stops it.
    expect((await api(otherChef, 'POST', `/live-streams/${own.id}/stop`)).statusCode).toBe(403);
    expect((await api(buyer, 'POST', `/live-streams/${own.id}/stop`)).statusCode).toBe(403);
    expect((await api(chef, 'POST', `/live-streams/${MISSING}/stop`)).statusCode).toBe(404);
    const stopped = await api(chef, 'POST', `/live-streams/${own.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<OwnLiveStream>()).toMatchObject({
      status: 'ended',
      endReason: 'stopped',
      playbackUrl: null,
      ingestPath: null,
    });
    expect(await profileStream(chef.id)).toEqual({ streamStatus: 'offline', streamId: null });
    // Stopping again changes nothing.
    const twice = await api(chef, 'POST', `/live-streams/${own.id}/stop`);
    expect(twice.json<OwnLiveStream>().endReason).toBe('stopped');

    // The ended page still offers what can be ordered.
    const ended = (await api(null, 'GET', `/live-streams/${own.id}`)).json<LiveStream>();
    expect(ended).toMatchObject({ status: 'ended', playbackUrl: null, canChat: false });
    expect(ended.endedAt).not.toBeNull();
    expect(ended.dishes.map((d) => d.name).sort()).toEqual(['Rye', 'Sourdough']);
    expect((await api(chef, 'GET', '/live-streams/studio')).json<StreamStudio>().current).toBe(
      null,
    );
  });

  it('lets only one of two racing starts win', async () => {
    const [a, b] = await Promise.all([
      start(otherChef, { dishIds: [othersDish] }),
      start(otherChef, { dishIds: [] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const live = await t.ctx.db
      .select()
      .from(liveStreams)
      .where(and(eq(liveStreams.chefId, otherChef.id), eq(liveStreams.status, 'live')));
    expect(live).toHaveLength(1);
    expect((await profileStream(otherChef.id))?.streamId).toBe(live[0]?.id);
    await api(otherChef, 'POST', `/live-streams/${live[0]?.id}/stop`);
  });

  it('lists live broadcasts of visible chefs, newest first, and ends lost ones', async () => {
    const first = (await start(chef, { dishIds: [] })).json<OwnLiveStream>();
    clock.advance(1_000);
    const second = (await start(otherChef, { dishIds: [] })).json<OwnLiveStream>();
    const listed = (await api(null, 'GET', '/live-streams')).json<LiveNowResponse>();
    expect(listed.streams.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(listed.streams[1]).toMatchObject({
      chefId: chef.id,
      chefName: 'Lena Bakes',
      viewerCount: 0,
      watchPath: watchPath(chef.id, first.id),
    });

    // A suspended chef's broadcast is listed nowhere and cannot be watched.
    await t.ctx.db
      .update(users)
      .set({ suspendedAt: clock.now() })
      .where(eq(users.id, otherChef.id));
    const after = (await api(null, 'GET', '/live-streams')).json<LiveNowResponse>();
    expect(after.streams.map((s) => s.id)).toEqual([first.id]);
    const hidden = await api(null, 'GET', `/live-streams/${second.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(liveStreamMessages.notFound);
    await t.ctx.db.update(users).set({ suspendedAt: null }).where(eq(users.id, otherChef.id));

    // The first keeps sending; the second goes silent past the grace period.
    clock.advance((STREAM_GRACE_SECONDS - 5) * 1000);
    await t.ctx.db
      .update(liveStreams)
      .set({ lastSeenAt: clock.now() })
      .where(eq(liveStreams.id, first.id));
    clock.advance(10_000);
    expect(await sweepLostStreams(t.ctx)).toBe(1);
    const [lost] = await t.ctx.db.select().from(liveStreams).where(eq(liveStreams.id, second.id));
    expect(lost).toMatchObject({ status: 'ended', endReason: 'lost' });
    expect(await profileStream(otherChef.id)).toEqual({ streamStatus: 'offline', streamId: null });
    expect((await profileStream(chef.id))?.streamStatus).toBe('live');
    expect(await sweepLostStreams(t.ctx)).toBe(0);
    await api(chef, 'POST', `/live-streams/${first.id}/stop`);
  });
});

describe.skipIf(!HAS_FFMPEG)('a suspended chef (needs ffmpeg)', () => {
  it('ends their broadcast when Potluck suspends the account', async () => {
    const suspended = await makeChef(t, { name: 'Chef Sam' });
    const admin = await makeUser(t, { name: 'Ada Admin' });
    await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const own = (await start(suspended, { dishIds: [] })).json<OwnLiveStream>();
    expect(own.status).toBe('live');
    await suspendAccount(t.ctx, admin.id, suspended.id, { reason: 'Broke the rules' });
    const [row] = await t.ctx.db.select().from(liveStreams).where(eq(liveStreams.id, own.id));
    expect(row).toMatchObject({ status: 'ended', endReason: 'suspended' });
    expect(await profileStream(suspended.id)).toEqual({ streamStatus: 'offline', streamId: null });
  });
});

describe('the stream key', () => {
  it('is shown once, stored as a hash, never in the studio or the logs', async () => {
    const logged: string[] = [];
    const keep = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const spies = [
      vi.spyOn(console, 'log').mockImplementation(keep),
      vi.spyOn(console, 'info').mockImplementation(keep),
      vi.spyOn(console, 'warn').mockImplementation(keep),
      vi.spyOn(console, 'error').mockImplementation(keep),
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        keep(chunk);
        return true;
      }),
    ];
    try {
      const before = (await api(chef, 'GET', '/live-streams/studio')).json<StreamStudio>();
      expect(before.hasStreamKey).toBe(before.rtmpUrl !== null);

      const made = await api(chef, 'POST', '/live-streams/key');
      expect(made.statusCode, made.body).toBe(200);
      const first = made.json<StreamKeyResponse>();
      expect(first.streamKey.length).toBeGreaterThanOrEqual(20);
      expect(first.rtmpUrl).toMatch(/^rtmps?:\/\//);
      expect(first.message).toBeTruthy();
      expect(made.headers['cache-control']).toBe('no-store');

      const [stored] = await t.ctx.db
        .select()
        .from(streamKeys)
        .where(eq(streamKeys.chefId, chef.id));
      expect(stored?.keyHash).toBe(hashStreamKey(first.streamKey));
      expect(JSON.stringify(stored)).not.toContain(first.streamKey);

      const studio = await api(chef, 'GET', '/live-streams/studio');
      expect(studio.json<StreamStudio>()).toMatchObject({
        hasStreamKey: true,
        rtmpUrl: first.rtmpUrl,
      });
      expect(studio.body).not.toContain(first.streamKey);

      // A new key replaces the old one.
      const second = (await api(chef, 'POST', '/live-streams/key')).json<StreamKeyResponse>();
      expect(second.streamKey).not.toBe(first.streamKey);
      const [now] = await t.ctx.db.select().from(streamKeys).where(eq(streamKeys.chefId, chef.id));
      expect(now?.keyHash).toBe(hashStreamKey(second.streamKey));

      // Nobody else sees anything of it.
      expect((await api(buyer, 'POST', '/live-streams/key')).statusCode).toBe(403);
      const other = await api(otherChef, 'GET', '/live-streams/studio');
      expect(other.body).not.toContain(second.streamKey);
      expect(other.body).not.toContain(first.streamKey);

      for (const line of logged) {
        expect(line).not.toContain(first.streamKey);
        expect(line).not.toContain(second.streamKey);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('the watch page', () => {
  it('answers 404 with the words for an unknown broadcast', async () => {
    const res = await api(null, 'GET', `/live-streams/${MISSING}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(liveStreamMessages.notFound);
    expect((await api(null, 'GET', '/live-streams/not-a-uuid')).statusCode).toBe(400);
  });
});
