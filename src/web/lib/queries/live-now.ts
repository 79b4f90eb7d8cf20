import { queryOptions } from '@tanstack/react-query';
import { listLiveStreams } from '#contracts/endpoints/live-streams';
import { call } from '../api';

// The "Live now" row of the home page and the search screen (issue 16): the broadcasts live
// now, most watched first. Anyone may read it, guests included.

export const liveNowKey = ['live-now'] as const;

export const liveNowQuery = () =>
  queryOptions({
    queryKey: liveNowKey,
    queryFn: ({ signal }) => call(listLiveStreams, { signal }),
    // Streams start and end by the minute: read again while the page stays open.
    staleTime: 15_000,
    refetchInterval: 30_000,
    // A failed read shows nothing (the row is absent): no retry storm, try again on the interval.
    retry: 1,
  });
