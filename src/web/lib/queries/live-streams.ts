import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatHistoryResponse, ChatMessage, LiveStream } from '#contracts/live-streams';
import {
  getLiveStream,
  getStreamChat,
  muteStreamChatter,
  postStreamChat,
  removeStreamChatMessage,
  unmuteStreamChatter,
} from '#contracts/endpoints/live-streams';
import { followChef, unfollowChef } from '#contracts/endpoints/social';
import { call } from '../api';

// The watch page (/watch/{chefId}?stream_id=…, issue 16): a broadcast, its chat and the chef's
// moderation. The room socket (streamRoomPath) keeps these entries fresh while the page is open.

export const liveStreamKey = (id: string) => ['live-streams', id] as const;
export const streamChatKey = (id: string) => ['live-streams', id, 'chat'] as const;

/** A broadcast as anyone sees it; the viewer count and the end also arrive through the room. */
export const liveStreamQuery = (id: string) =>
  queryOptions({
    queryKey: liveStreamKey(id),
    queryFn: ({ signal }) => call(getLiveStream, { params: { id }, signal }),
    // The room socket pushes what changes; this only catches what a dropped socket missed.
    refetchInterval: 60_000,
  });

/** The chat so far, oldest first; new messages are appended from the room socket. */
export const streamChatQuery = (id: string) =>
  queryOptions({
    queryKey: streamChatKey(id),
    queryFn: ({ signal }) => call(getStreamChat, { params: { id }, signal }),
  });

/** Adds a message to the cached chat once (the socket and the POST answer may both bring it). */
export function withChatMessage(
  old: ChatHistoryResponse | undefined,
  message: ChatMessage,
): ChatHistoryResponse | undefined {
  if (!old) return old;
  if (old.messages.some((m) => m.id === message.id)) return old;
  return { messages: [...old.messages, message] };
}

/** The cached chat without one message (removed by the chef). */
export function withoutChatMessage(
  old: ChatHistoryResponse | undefined,
  messageId: string,
): ChatHistoryResponse | undefined {
  if (!old) return old;
  return { messages: old.messages.filter((m) => m.id !== messageId) };
}

export function usePostStreamChat(streamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call(postStreamChat, { params: { id: streamId }, body: { body } }),
    onSuccess: (message) =>
      qc.setQueryData<ChatHistoryResponse>(streamChatKey(streamId), (old) =>
        withChatMessage(old, message),
      ),
  });
}

/** The chef removes a message from their stream's chat. */
export function useRemoveStreamChatMessage(streamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      call(removeStreamChatMessage, { params: { id: streamId, messageId } }),
    onSuccess: (_res, messageId) =>
      qc.setQueryData<ChatHistoryResponse>(streamChatKey(streamId), (old) =>
        withoutChatMessage(old, messageId),
      ),
  });
}

/** The chef mutes (or unmutes) a person in their streams' chat. */
export function useStreamChatMute(streamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, mute }: { userId: string; mute: boolean }) =>
      call(mute ? muteStreamChatter : unmuteStreamChatter, {
        params: { id: streamId, userId },
      }),
    // The chef's list of muted people, which the Mute/Unmute buttons read, follows the server.
    onSuccess: (_res, { userId, mute }) => {
      qc.setQueryData<LiveStream>(liveStreamKey(streamId), (old) =>
        old
          ? {
              ...old,
              mutedUserIds: mute
                ? [...new Set([...old.mutedUserIds, userId])]
                : old.mutedUserIds.filter((id) => id !== userId),
            }
          : old,
      );
    },
  });
}

/** Follow or unfollow the streaming chef; the cached stream takes the server's state. */
export function useFollowStreamChef(streamId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ chefId, follow }: { chefId: string; follow: boolean }) =>
      call(follow ? followChef : unfollowChef, { params: { chefId } }),
    onSuccess: (res) => {
      qc.setQueryData<LiveStream>(liveStreamKey(streamId), (old) =>
        old
          ? {
              ...old,
              chef: { ...old.chef, isFollowing: res.following, followersCount: res.followersCount },
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: ['chefs'] });
      void qc.invalidateQueries({ queryKey: ['social'] });
    },
  });
}
