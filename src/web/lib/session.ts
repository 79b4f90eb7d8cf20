import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#contracts/auth';
import { getSession } from '#contracts/endpoints/auth';
import { call } from './api';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user (or null), shared by the shell, guards and every feature. */
export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const q = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => call(getSession, { signal }),
    staleTime: 60_000,
  });
  return { user: q.data?.user ?? null, isLoading: q.isLoading };
}

/** Call after sign-in, sign-out or a profile change so every screen sees it. */
export function useRefreshSession(): () => Promise<void> {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: sessionQueryKey });
}
