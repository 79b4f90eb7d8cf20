import { z } from 'zod';
import { text } from '#contracts/strings';
import { suggestedDishSchema } from '#contracts/catalog';
import {
  CHAT_MESSAGE_MAX,
  STREAM_FEATURED_DISHES_MAX,
  STREAM_SOURCES,
  STREAM_TITLE_MAX,
  liveStreamMessages,
} from '#domain/live-streams';

// Live kitchen streams (issue 16, docs/decisions/061 and 062): a chef goes live from the
// business portal (/api/v1/live-streams/studio, start, stop, key), buyers watch at
// /watch/{chefId}?stream_id=… (/api/v1/live-streams/{id}, its chat and its room socket).

export const streamSourceSchema = z.enum(STREAM_SOURCES);
export const liveStreamStatusSchema = z.enum(['live', 'ended']);
export const streamEndReasonSchema = z.enum(['stopped', 'lost', 'suspended']);

export const liveStreamParamsSchema = z.object({ id: z.uuid() });
export const chatMessageParamsSchema = z.object({ id: z.uuid(), messageId: z.uuid() });
export const chatMuteParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });

/** Going live: a title, the dishes featured beside the video, and where the media comes from. */
export const startLiveStreamSchema = z.object({
  title: text()
    .trim()
    .min(1, liveStreamMessages.titleRequired)
    .max(STREAM_TITLE_MAX, liveStreamMessages.titleTooLong),
  dishIds: z
    .array(z.uuid())
    .max(STREAM_FEATURED_DISHES_MAX, liveStreamMessages.tooManyDishes)
    .refine((ids) => new Set(ids).size === ids.length, 'Feature each dish once.'),
  source: streamSourceSchema,
});
export type StartLiveStream = z.infer<typeof startLiveStreamSchema>;

/** The chef who streams, as a viewer sees them. */
export const streamChefSchema = z.object({
  id: z.uuid(),
  name: text(),
  avatarUrl: text().nullable(),
  followersCount: z.number().int(),
  /** The signed-in viewer follows this chef; false for guests. */
  isFollowing: z.boolean(),
});

/** A broadcast as anyone may see it (the watch page). */
export const liveStreamSchema = z.object({
  id: z.uuid(),
  chefId: z.uuid(),
  title: text(),
  status: liveStreamStatusSchema,
  source: streamSourceSchema,
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  /** The HLS playlist while live (null once ended); relative to this site or absolute (S3, Mux). */
  playbackUrl: text().nullable(),
  /** People watching now, across every instance. */
  viewerCount: z.number().int().nonnegative(),
  chef: streamChefSchema,
  /** The featured dishes in the chef's order (while ended: the chef's dishes to order still). */
  dishes: z.array(suggestedDishSchema),
  /** The signed-in viewer is the chef (may moderate the chat). */
  isOwner: z.boolean(),
  /** The signed-in viewer may write in the chat (signed in and not muted by the chef). */
  canChat: z.boolean(),
  /** The signed-in viewer was muted by this chef. */
  muted: z.boolean(),
  /** Only for the chef (isOwner): whom they muted in their streams' chat; empty for others. */
  mutedUserIds: z.array(z.uuid()),
});
export type LiveStream = z.infer<typeof liveStreamSchema>;

/** A card in the "Live now" row. */
export const liveStreamCardSchema = z.object({
  id: z.uuid(),
  chefId: z.uuid(),
  title: text(),
  startedAt: z.iso.datetime(),
  viewerCount: z.number().int().nonnegative(),
  chefName: text(),
  chefAvatarUrl: text().nullable(),
  /** /watch/{chefId}?stream_id={id} */
  watchPath: text(),
});
export type LiveStreamCard = z.infer<typeof liveStreamCardSchema>;

export const liveNowResponseSchema = z.object({ streams: z.array(liveStreamCardSchema) });
export type LiveNowResponse = z.infer<typeof liveNowResponseSchema>;

/** Whether this machine can carry a broadcast through the local provider (ffmpeg installed). */
export const streamMediaStatusSchema = z.object({
  available: z.boolean(),
  /** Why not, with how to fix it; null when available. */
  reason: text().nullable(),
});

/** The chef's own view of a broadcast they run. */
export const ownLiveStreamSchema = z.object({
  id: z.uuid(),
  title: text(),
  status: liveStreamStatusSchema,
  source: streamSourceSchema,
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  endReason: streamEndReasonSchema.nullable(),
  /** Last sign of the media (a chunk from the browser, data from the streaming app). */
  lastSeenAt: z.iso.datetime(),
  /** The HLS playlist has at least one segment: viewers see video. */
  receivingMedia: z.boolean(),
  playbackUrl: text().nullable(),
  dishIds: z.array(z.uuid()),
  viewerCount: z.number().int().nonnegative(),
  /** /watch/{chefId}?stream_id={id} */
  watchPath: text(),
  /** Where the browser sends its media (WebSocket path below /api/v1) when the source is browser. */
  ingestPath: text().nullable(),
});
export type OwnLiveStream = z.infer<typeof ownLiveStreamSchema>;

/** The business portal's Go live screen. */
export const streamStudioSchema = z.object({
  /** canStream: only an approved chef in good standing (the reason when not). */
  canStream: z.boolean(),
  reason: text().nullable(),
  provider: z.enum(['local', 'mux']),
  media: streamMediaStatusSchema,
  /** The chef's live broadcast, or null. */
  current: ownLiveStreamSchema.nullable(),
  /** Where a streaming app sends RTMP; the key itself is shown only when made or reset. */
  rtmpUrl: text().nullable(),
  hasStreamKey: z.boolean(),
});
export type StreamStudio = z.infer<typeof streamStudioSchema>;

/** A new stream key, shown this once. */
export const streamKeyResponseSchema = z.object({
  rtmpUrl: text(),
  streamKey: text(),
  message: text(),
});
export type StreamKeyResponse = z.infer<typeof streamKeyResponseSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  streamId: z.uuid(),
  author: z.object({ id: z.uuid(), name: text(), avatarUrl: text().nullable() }),
  /** Plain text; the web renders it as text, never as HTML. */
  body: text(),
  createdAt: z.iso.datetime(),
  /** Written by the chef of the stream. */
  byChef: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistoryResponseSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

export const postChatMessageSchema = z.object({
  body: text()
    .trim()
    .min(1, liveStreamMessages.chatEmpty)
    .max(CHAT_MESSAGE_MAX, liveStreamMessages.chatTooLong),
});
export type PostChatMessage = z.infer<typeof postChatMessageSchema>;

export const moderationResponseSchema = z.object({ message: text() });

/**
 * What the room socket (GET /api/v1/live-streams/{id}/room, anyone, listen-only) sends a
 * viewer: chat as it is written and removed, the viewer count, and the end. Chat is public to
 * every viewer; nothing else about other viewers is ever sent.
 */
export const streamRoomEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.created'), message: chatMessageSchema }),
  z.object({ type: z.literal('chat.removed'), messageId: z.uuid() }),
  z.object({ type: z.literal('viewers'), count: z.number().int().nonnegative() }),
  /** The playlist has video now (the chef's media arrived). */
  z.object({ type: z.literal('stream.media') }),
  z.object({ type: z.literal('stream.ended') }),
  /** Sent only to the muted person's sockets. */
  z.object({ type: z.literal('chat.muted'), muted: z.boolean() }),
]);
export type StreamRoomEvent = z.infer<typeof streamRoomEventSchema>;

export const streamRoomPath = (streamId: string) => `/api/v1/live-streams/${streamId}/room`;
export const streamIngestPath = (streamId: string) => `/api/v1/live-streams/${streamId}/ingest`;
