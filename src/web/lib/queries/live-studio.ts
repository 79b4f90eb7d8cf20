import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listMyProducts } from '#contracts/endpoints/products';
import {
  getStreamStudio,
  resetStreamKey,
  startLiveStream,
  stopLiveStream,
} from '#contracts/endpoints/live-streams';
import type { OwnLiveStream, StartLiveStream, StreamStudio } from '#contracts/live-streams';
import { call } from '../api';

// The chef's Go live screen in the business portal (/business/live, issue 16): may they
// stream, can this machine carry it, their broadcast while live; start, stop and the stream
// key of a streaming app. The key itself is never put in the query cache: it lives in the
// key mutation's result, which is dropped as soon as the screen that asked for it is gone.

export const streamStudioKey = ['business', 'live-studio'] as const;

/** While live, how often the studio is re-read: media arriving, viewers, the end. */
export const STUDIO_LIVE_POLL_MS = 3_000;

export const streamStudioQuery = () =>
  queryOptions({
    queryKey: streamStudioKey,
    queryFn: ({ signal }) => call(getStreamStudio, { signal }),
    refetchInterval: (query) =>
      query.state.data?.current?.status === 'live' ? STUDIO_LIVE_POLL_MS : false,
    refetchIntervalInBackground: true,
  });

/** Dishes a chef may feature: the first page of their products as large as it goes. */
export const STREAM_DISH_CHOICES_MAX = 100;

/** The chef's own dishes to feature, under the business portal's product-list key. */
export const streamDishChoicesQuery = () =>
  queryOptions({
    queryKey: ['business', 'products', 'list', 0, STREAM_DISH_CHOICES_MAX] as const,
    queryFn: ({ signal }) =>
      call(listMyProducts, { query: { from: 0, size: STREAM_DISH_CHOICES_MAX }, signal }),
  });

/** The studio with `current` in place of its broadcast (a start or stop answered it). */
function withCurrent(old: StreamStudio | undefined, current: OwnLiveStream | null) {
  return old ? { ...old, current } : old;
}

export function useStartLiveStream() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StartLiveStream) => call(startLiveStream, { body }),
    onSuccess: (stream) => {
      qc.setQueryData<StreamStudio>(streamStudioKey, (old) => withCurrent(old, stream));
      void qc.invalidateQueries({ queryKey: streamStudioKey });
      // The chef's own profile and cards now say "Live".
      void qc.invalidateQueries({ queryKey: ['live-streams'] });
    },
  });
}

export function useStopLiveStream() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(stopLiveStream, { params: { id } }),
    onSuccess: () => {
      qc.setQueryData<StreamStudio>(streamStudioKey, (old) => withCurrent(old, null));
      void qc.invalidateQueries({ queryKey: streamStudioKey });
      void qc.invalidateQueries({ queryKey: ['live-streams'] });
    },
  });
}

/**
 * Makes the chef's stream key, or a new one (the old stops working). The answer is the only
 * place the key ever is: gcTime 0 forgets it once the screen showing it unmounts.
 */
export function useResetStreamKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(resetStreamKey),
    gcTime: 0,
    onSuccess: (res) =>
      qc.setQueryData<StreamStudio>(streamStudioKey, (old) =>
        old ? { ...old, hasStreamKey: true, rtmpUrl: res.rtmpUrl } : old,
      ),
  });
}
