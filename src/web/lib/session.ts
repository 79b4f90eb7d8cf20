import { useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#contracts/auth';
import { getSession } from '#contracts/endpoints/auth';
import { call } from './api';

export const sessionQueryKey = ['session'] as const;

const subscribeToNothing = () => () => {};

/**
 * The signed-in user (or null), shared by the shell, guards and every feature.
 *
 * While React adopts home.html's prerendered screen (decision 073) the session reads as still
 * loading, as it was when the build rendered that screen: a section adopted after the session
 * came back would otherwise render "loaded" over markup rendered "loading", and React does not
 * correct attributes it adopts (the guest card stayed hidden). The next render has the answer.
 */
export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const q = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => call(getSession, { signal }),
    staleTime: 60_000,
  });
  const adopting = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (adopting) return { user: null, isLoading: true };
  return { user: q.data?.user ?? null, isLoading: q.isLoading };
}

/** Call after sign-in, sign-out or a profile change so every screen sees it. */
export function useRefreshSession(): () => Promise<void> {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: sessionQueryKey });
}
