import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createLastCall, endLastCall, listMyLastCalls } from '#contracts/endpoints/lastcall';
import type { CreateLastCallBody } from '#contracts/lastcall';
import { call } from '../api';

// A chef's own last calls in the business portal (API /business/last-calls).

export const myLastCallsKey = ['business', 'last-calls'] as const;

export const myLastCallsQuery = () =>
  queryOptions({
    queryKey: myLastCallsKey,
    queryFn: ({ signal }) => call(listMyLastCalls, { signal }),
    // Portions sell and deals end while the page is open.
    refetchInterval: 60_000,
  });

export function useCreateLastCall() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLastCallBody) => call(createLastCall, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: myLastCallsKey }),
  });
}

export function useEndLastCall() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endLastCall, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: myLastCallsKey }),
  });
}
