import type {
  chatHistoryResponseSchema,
  chatMessageParamsSchema,
  chatMessageSchema,
  chatMuteParamsSchema,
  liveNowResponseSchema,
  liveStreamParamsSchema,
  liveStreamSchema,
  moderationResponseSchema,
  ownLiveStreamSchema,
  postChatMessageSchema,
  startLiveStreamSchema,
  streamKeyResponseSchema,
  streamStudioSchema,
} from '#contracts/live-streams';
import { endpoint } from './endpoint';

// Live kitchen streams (issue 16). The two sockets (ingest and room) are not HTTP endpoints:
// see streamIngestPath and streamRoomPath in #contracts/live-streams.

/** The chef's Go live screen: may they stream, can this machine carry it, what is live. */
export const getStreamStudio = endpoint<{ response: typeof streamStudioSchema }>(
  'GET',
  '/live-streams/studio',
);

export const startLiveStream = endpoint<{
  body: typeof startLiveStreamSchema;
  response: typeof ownLiveStreamSchema;
}>('POST', '/live-streams');

export const stopLiveStream = endpoint<{
  params: typeof liveStreamParamsSchema;
  response: typeof ownLiveStreamSchema;
}>('POST', '/live-streams/{id}/stop');

/** Makes the chef's stream key (or a new one: the old stops working); shown this once. */
export const resetStreamKey = endpoint<{ response: typeof streamKeyResponseSchema }>(
  'POST',
  '/live-streams/key',
);

/** The "Live now" row: broadcasts live now, most watched first. */
export const listLiveStreams = endpoint<{ response: typeof liveNowResponseSchema }>(
  'GET',
  '/live-streams',
);

/** The watch page: the broadcast, its chef and featured dishes (anyone, guests included). */
export const getLiveStream = endpoint<{
  params: typeof liveStreamParamsSchema;
  response: typeof liveStreamSchema;
}>('GET', '/live-streams/{id}');

export const getStreamChat = endpoint<{
  params: typeof liveStreamParamsSchema;
  response: typeof chatHistoryResponseSchema;
}>('GET', '/live-streams/{id}/chat');

export const postStreamChat = endpoint<{
  params: typeof liveStreamParamsSchema;
  body: typeof postChatMessageSchema;
  response: typeof chatMessageSchema;
}>('POST', '/live-streams/{id}/chat');

/** The chef removes a message from their stream's chat. */
export const removeStreamChatMessage = endpoint<{
  params: typeof chatMessageParamsSchema;
  response: typeof moderationResponseSchema;
}>('DELETE', '/live-streams/{id}/chat/{messageId}');

/** The chef mutes a person in their streams' chat (this and later streams). */
export const muteStreamChatter = endpoint<{
  params: typeof chatMuteParamsSchema;
  response: typeof moderationResponseSchema;
}>('PUT', '/live-streams/{id}/mutes/{userId}');

export const unmuteStreamChatter = endpoint<{
  params: typeof chatMuteParamsSchema;
  response: typeof moderationResponseSchema;
}>('DELETE', '/live-streams/{id}/mutes/{userId}');
