import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatHistoryResponseSchema,
  chatMessageSchema,
  type StreamRoomEvent,
} from '#contracts/live-streams';
import { CHAT_MESSAGES_PER_MINUTE, liveStreamMessages } from '#domain/live-streams';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { UpgradeRefused } from '../../realtime/live-test-client.ts';
import { connectRoom, type RoomTestClient } from '../../realtime/stream-room-test-client.ts';
import {
  ROOM_CLOSE,
  ROOM_MAX_CLIENT_MESSAGES_PER_BEAT,
  streamViewerCount,
} from '../../realtime/stream-rooms.ts';
import { endLiveStream, makeLiveStream } from '../../test/factories/live-streams.ts';
import { makeChef, makeUser } from '../../test/factories/social-fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../profiles/test-users.ts';
import { isMutedBy } from './live-chat-queries.ts';
import { chatModerationMessages } from './stream-chat.service.ts';

// A stream's chat over HTTP and its room socket over a real socket (app.listen, `ws` as the
// browser): who may write, what the chef may do, and what every viewer hears.

const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let clock: ManualClock;
let server: FastifyInstance;
let base: string;
const open: RoomTestClient[] = [];

beforeAll(async () => {
  clock = new ManualClock();
  t = await createTestApp({ clock });
  server = await buildApp(t.ctx);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  for (const client of open) client.ws.terminate();
  await server.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(user: TestUser | null, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/live-streams${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}
const post = (user: TestUser | null, streamId: string, body: string) =>
  call(user, 'POST', `/${streamId}/chat`, { body });

async function history(streamId: string) {
  const res = await call(null, 'GET', `/${streamId}/chat`);
  expect(res.statusCode).toBe(200);
  return chatHistoryResponseSchema.parse(res.json()).messages;
}

async function room(streamId: string, user?: TestUser, origin: string | null = TEST_ORIGIN) {
  const client = await connectRoom(base, streamId, { cookie: user?.cookie, origin });
  open.push(client);
  return client;
}
async function refusal(promise: Promise<unknown>): Promise<number> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof UpgradeRefused)) throw new Error(`expected a refused upgrade, got ${err}`);
  return err.status;
}
const isType =
  <T extends StreamRoomEvent['type']>(type: T) =>
  (e: StreamRoomEvent): e is Extract<StreamRoomEvent, { type: T }> =>
    e.type === type;

async function liveChef(name: string) {
  const chef = await makeChef(t, name);
  const streamId = await makeLiveStream(t, chef.id);
  return { chef, streamId };
}

describe('chat', () => {
  it('a signed-in viewer writes; anyone reads the history as plain text, oldest first', async () => {
    const { chef, streamId } = await liveChef('Chatty');
    const viewer = await makeUser(t, 'Viewer One');
    const first = await post(viewer, streamId, '  Hello\u200B there\n\n  chef\u2066  ');
    expect(first.statusCode).toBe(201);
    const message = chatMessageSchema.parse(first.json());
    expect(message).toMatchObject({
      streamId,
      body: 'Hello there chef',
      byChef: false,
      author: { id: viewer.id, name: 'Viewer One', avatarUrl: null },
    });
    clock.advance(1_000);
    const reply = await post(chef, streamId, '<b>Thanks!</b>');
    expect(reply.statusCode).toBe(201);

    const messages = await history(streamId);
    expect(messages.map((m) => [m.body, m.byChef])).toEqual([
      ['Hello there chef', false],
      ['<b>Thanks!</b>', true],
    ]);
    // Nothing about the author beyond the public name and avatar.
    expect(Object.keys(messages[0]?.author ?? {}).sort()).toEqual(['avatarUrl', 'id', 'name']);
  });

  it('refuses guests, empty and too long messages, unknown and ended streams', async () => {
    const { chef, streamId } = await liveChef('Strict');
    const viewer = await makeUser(t, 'Viewer Two');
    expect((await post(null, streamId, 'hi')).statusCode).toBe(401);
    expect((await post(viewer, streamId, '   ')).statusCode).toBe(400);
    expect((await post(viewer, streamId, 'nul \u0000')).statusCode).toBe(400);
    const invisible = await post(viewer, streamId, '\u0001\u200B\u202E');
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error.message).toBe(liveStreamMessages.chatEmpty);
    expect((await post(viewer, streamId, 'x'.repeat(301))).statusCode).toBe(400);
    expect((await post(viewer, MISSING, 'hi')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/${MISSING}/chat`)).statusCode).toBe(404);

    await endLiveStream(t, streamId);
    const ended = await post(viewer, streamId, 'still there?');
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.message).toBe(liveStreamMessages.ended);
    // The history stays readable after the end.
    expect(await history(streamId)).toEqual([]);
    void chef;
  });

  it(`allows ${CHAT_MESSAGES_PER_MINUTE} messages a minute per person and stream`, async () => {
    const { streamId } = await liveChef('Busy');
    const { streamId: otherStream } = await liveChef('Other');
    const viewer = await makeUser(t, 'Fast typer');
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i += 1) {
      expect((await post(viewer, streamId, `message ${i}`)).statusCode).toBe(201);
    }
    const refused = await post(viewer, streamId, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(chatModerationMessages.tooFast);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another stream counts apart; a minute later this one takes messages again.
    expect((await post(viewer, otherStream, 'hello there')).statusCode).toBe(201);
    clock.advance(61_000);
    expect((await post(viewer, streamId, 'back again')).statusCode).toBe(201);
  });
});

describe('moderation', () => {
  it('the chef removes a message: gone from the history, and the room hears it', async () => {
    const { chef, streamId } = await liveChef('Remover');
    const viewer = await makeUser(t, 'Rude one');
    const watching = await room(streamId);
    const sent = chatMessageSchema.parse((await post(viewer, streamId, 'spam spam')).json());
    const created = await watching.nextMatching(isType('chat.created'));
    expect(created).toEqual({ type: 'chat.created', message: sent });

    const other = await makeUser(t, 'Bystander');
    const path = `/${streamId}/chat/${sent.id}`;
    expect((await call(other, 'DELETE', path)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', path)).statusCode).toBe(401);
    expect((await call(chef, 'DELETE', `/${MISSING}/chat/${sent.id}`)).statusCode).toBe(404);
    expect((await call(chef, 'DELETE', `/${streamId}/chat/${MISSING}`)).statusCode).toBe(404);

    const removed = await call(chef, 'DELETE', path);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: chatModerationMessages.removed });
    expect(await watching.nextMatching(isType('chat.removed'))).toEqual({
      type: 'chat.removed',
      messageId: sent.id,
    });
    expect(await history(streamId)).toEqual([]);
    // Again: still removed, nothing new to tell.
    expect((await call(chef, 'DELETE', path)).statusCode).toBe(200);
  });

  it('the chef mutes and unmutes a person, across their streams; only that person hears it', async () => {
    const { chef, streamId } = await liveChef('Muter');
    const viewer = await makeUser(t, 'Loud one');
    const bystander = await makeUser(t, 'Quiet one');
    const viewerTab = await room(streamId, viewer);
    const bystanderTab = await room(streamId, bystander);
    const mutePath = `/${streamId}/mutes/${viewer.id}`;

    expect((await call(bystander, 'PUT', mutePath)).statusCode).toBe(403);
    expect((await call(chef, 'PUT', `/${MISSING}/mutes/${viewer.id}`)).statusCode).toBe(404);
    expect((await call(chef, 'PUT', `/${streamId}/mutes/${MISSING}`)).statusCode).toBe(404);
    expect((await call(chef, 'PUT', `/${streamId}/mutes/${chef.id}`)).statusCode).toBe(400);

    const muted = await call(chef, 'PUT', mutePath);
    expect(muted.statusCode).toBe(200);
    expect(muted.json()).toEqual({ message: chatModerationMessages.muted });
    expect(await viewerTab.nextMatching(isType('chat.muted'))).toEqual({
      type: 'chat.muted',
      muted: true,
    });
    expect(await isMutedBy(t.ctx.db, chef.id, viewer.id)).toBe(true);
    // The chef's watch page lists whom they muted (so a reload still offers Unmute); nobody
    // else learns it, the muted person included.
    expect((await call(chef, 'GET', `/${streamId}`)).json().mutedUserIds).toEqual([viewer.id]);
    expect((await call(bystander, 'GET', `/${streamId}`)).json().mutedUserIds).toEqual([]);
    expect((await call(viewer, 'GET', `/${streamId}`)).json()).toMatchObject({
      muted: true,
      canChat: false,
      mutedUserIds: [],
    });
    const refused = await post(viewer, streamId, 'let me talk');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(liveStreamMessages.muted);

    // Per chef: muted in the chef's next stream too, not in another chef's.
    await endLiveStream(t, streamId);
    const next = await makeLiveStream(t, chef.id);
    expect((await post(viewer, next, 'new stream?')).statusCode).toBe(403);
    const { streamId: elsewhere } = await liveChef('Someone else');
    expect((await post(viewer, elsewhere, 'hello')).statusCode).toBe(201);

    expect((await call(chef, 'PUT', `/${next}/mutes/${viewer.id}`)).statusCode).toBe(200);
    const unmuted = await call(chef, 'DELETE', `/${next}/mutes/${viewer.id}`);
    expect(unmuted.json()).toEqual({ message: chatModerationMessages.unmuted });
    expect((await post(viewer, next, 'thanks')).statusCode).toBe(201);
    expect(await isMutedBy(t.ctx.db, chef.id, viewer.id)).toBe(false);
    expect((await call(chef, 'GET', `/${next}`)).json().mutedUserIds).toEqual([]);

    expect(bystanderTab.received.some((e) => e.type === 'chat.muted')).toBe(false);
  });
});

describe('the room socket', () => {
  it('sends the viewer count on join and whenever it changes, and chat as it is written', async () => {
    const { streamId } = await liveChef('Popular');
    const guest = await room(streamId);
    expect(await guest.next()).toEqual({ type: 'viewers', count: 1 });
    const viewer = await makeUser(t, 'Second viewer');
    const signedIn = await room(streamId, viewer);
    expect(await signedIn.next()).toEqual({ type: 'viewers', count: 2 });
    expect(await guest.next()).toEqual({ type: 'viewers', count: 2 });
    expect(streamViewerCount(t.ctx, streamId)).toBe(2);

    const sent = chatMessageSchema.parse((await post(viewer, streamId, 'hi all')).json());
    expect(await guest.next()).toEqual({ type: 'chat.created', message: sent });
    expect(await signedIn.next()).toEqual({ type: 'chat.created', message: sent });

    signedIn.ws.close();
    expect(await guest.next()).toEqual({ type: 'viewers', count: 1 });
    expect(streamViewerCount(t.ctx, streamId)).toBe(1);

    // The end reaches the room, and the room closes.
    await endLiveStream(t, streamId);
    await t.ctx.streamRooms.publish(streamId, { type: 'stream.ended' });
    expect(await guest.next()).toEqual({ type: 'stream.ended' });
    expect(await guest.closed()).toBe(ROOM_CLOSE.ended);
  });

  it('refuses another site’s page, unknown and ended streams on the handshake', async () => {
    const { streamId } = await liveChef('Guarded');
    expect(await refusal(room(streamId, undefined, 'https://evil.example'))).toBe(403);
    expect(await refusal(room(streamId, undefined, null))).toBe(403);
    expect(await refusal(room(MISSING))).toBe(404);
    expect(await refusal(room('not-a-uuid'))).toBe(404);
    await endLiveStream(t, streamId);
    expect(await refusal(room(streamId))).toBe(404);
    expect(await refusal(room(randomUUID()))).toBe(404);
  });

  it('is listen-only: a flood or a large frame closes the socket', async () => {
    const { streamId } = await liveChef('Listen only');
    const flooder = await room(streamId);
    for (let i = 0; i <= ROOM_MAX_CLIENT_MESSAGES_PER_BEAT; i += 1) flooder.ws.send('hello');
    expect(await flooder.closed()).toBe(ROOM_CLOSE.policy);
    const big = await room(streamId);
    big.ws.send('x'.repeat(2048));
    expect(await big.closed()).toBe(ROOM_CLOSE.tooBig);
  });
});
