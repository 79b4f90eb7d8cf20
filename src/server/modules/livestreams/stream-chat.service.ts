// A live stream's chat (issue 16, docs/decisions/062): anyone reads it, signed-in people who
// the chef has not muted write in it while the stream is live, and the chef removes messages
// and mutes people. What changes reaches the watch pages through the stream's room.
import type { ChatHistoryResponse, ChatMessage } from '#contracts/live-streams';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_PER_MINUTE,
  liveStreamMessages,
} from '#domain/live-streams';
import { plainText } from '#domain/plain-text';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { RateLimitedError } from '../../http/route-policy.ts';
import { publishStreamRoom, publishStreamRoomToUser } from '../../realtime/stream-rooms.ts';
import {
  chatAuthor,
  chatMessagesSince,
  insertChatMessage,
  isMutedBy,
  lockChatter,
  muteChatter,
  recentChatMessages,
  removeChatMessage,
  unmuteChatter,
  type ChatRow,
} from './live-chat-queries.ts';
import { liveStreamForIngest, type IngestStream } from './live-stream-queries.ts';

/** Messages a watch page loads when it opens; later ones arrive on the room socket. */
export const CHAT_HISTORY_SIZE = 50;
const MINUTE_MS = 60_000;

export const chatModerationMessages = {
  removed: 'Message removed.',
  muted: 'They can no longer write in your streams’ chat.',
  unmuted: 'They can write in your streams’ chat again.',
  muteSelf: 'You cannot mute yourself.',
  notYourStream: 'Only the chef of this stream can moderate its chat.',
  messageNotFound: 'This message was not found.',
  personNotFound: 'This person was not found.',
  tooFast: `You can send ${CHAT_MESSAGES_PER_MINUTE} messages a minute. Wait a moment.`,
} as const;

async function streamOr404(ctx: AppContext, streamId: string): Promise<IngestStream> {
  const stream = await liveStreamForIngest(ctx.db, streamId);
  if (!stream) throw notFound(liveStreamMessages.notFound);
  return stream;
}

function toMessage(row: ChatRow, chefId: string): ChatMessage {
  return {
    id: row.id,
    streamId: row.streamId,
    author: row.author,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    byChef: row.author.id === chefId,
  };
}

/** GET /live-streams/{id}/chat — the last messages not removed, oldest first (anyone). */
export async function streamChatHistory(
  ctx: AppContext,
  streamId: string,
): Promise<ChatHistoryResponse> {
  const stream = await streamOr404(ctx, streamId);
  const rows = await recentChatMessages(ctx.db, streamId, CHAT_HISTORY_SIZE);
  return { messages: rows.map((row) => toMessage(row, stream.chefId)) };
}

/**
 * POST /live-streams/{id}/chat — a message from a signed-in person while the stream is live,
 * stored as one line of plain text. At most CHAT_MESSAGES_PER_MINUTE per person and stream,
 * counted in the database so every instance agrees.
 */
export async function postChatMessage(
  ctx: AppContext,
  userId: string,
  streamId: string,
  rawBody: string,
): Promise<ChatMessage> {
  // One line of plain text, without direction isolates either (they reorder what follows).
  const body = plainText(rawBody.replace(/[\u2066-\u2069]/g, ''), CHAT_MESSAGE_MAX, true);
  if (body.length === 0) throw badRequest(liveStreamMessages.chatEmpty);
  const stream = await streamOr404(ctx, streamId);
  if (stream.status !== 'live') throw conflict(liveStreamMessages.ended);
  if (stream.chefId !== userId && (await isMutedBy(ctx.db, stream.chefId, userId))) {
    throw forbidden(liveStreamMessages.muted);
  }
  const author = await chatAuthor(ctx.db, userId);
  if (!author) throw notFound(chatModerationMessages.personNotFound);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockChatter(tx, streamId, userId);
    const sent = await chatMessagesSince(tx, streamId, userId, new Date(now.getTime() - MINUTE_MS));
    if (sent >= CHAT_MESSAGES_PER_MINUTE) {
      throw new RateLimitedError(60, chatModerationMessages.tooFast);
    }
    return insertChatMessage(tx, { streamId, authorId: userId, body, createdAt: now });
  });
  const message = toMessage(
    { id: row.id, streamId, body, createdAt: row.createdAt, author },
    stream.chefId,
  );
  await publishStreamRoom(ctx, streamId, { type: 'chat.created', message });
  return message;
}

/** The stream, when the caller is its chef: 404 when there is none, 403 for anyone else. */
async function ownStream(ctx: AppContext, userId: string, streamId: string) {
  const stream = await streamOr404(ctx, streamId);
  if (stream.chefId !== userId) throw forbidden(chatModerationMessages.notYourStream);
  return stream;
}

/** DELETE /live-streams/{id}/chat/{messageId} — the chef removes a message (gone for all). */
export async function removeStreamChatMessage(
  ctx: AppContext,
  userId: string,
  streamId: string,
  messageId: string,
): Promise<{ message: string }> {
  await ownStream(ctx, userId, streamId);
  const result = await removeChatMessage(ctx.db, streamId, messageId, ctx.clock.now());
  if (result === 'missing') throw notFound(chatModerationMessages.messageNotFound);
  if (result === 'removed') {
    await publishStreamRoom(ctx, streamId, { type: 'chat.removed', messageId });
  }
  return { message: chatModerationMessages.removed };
}

/**
 * PUT/DELETE /live-streams/{id}/mutes/{userId} — the chef mutes (or unmutes) a person in all
 * their streams' chat; only that person's sockets in this room hear it.
 */
export async function setChatterMuted(
  ctx: AppContext,
  chefId: string,
  streamId: string,
  targetId: string,
  muted: boolean,
): Promise<{ message: string }> {
  await ownStream(ctx, chefId, streamId);
  if (targetId === chefId) throw badRequest(chatModerationMessages.muteSelf);
  if (!(await chatAuthor(ctx.db, targetId))) throw notFound(chatModerationMessages.personNotFound);
  if (muted) await muteChatter(ctx.db, chefId, targetId, ctx.clock.now());
  else await unmuteChatter(ctx.db, chefId, targetId);
  await publishStreamRoomToUser(ctx, streamId, targetId, { type: 'chat.muted', muted });
  return { message: muted ? chatModerationMessages.muted : chatModerationMessages.unmuted };
}
