import { startTransition, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#contracts/auth';
import { getSession } from '#contracts/endpoints/auth';
import { call } from './api';

export const sessionQueryKey = ['session'] as const;

/**
 * True while React adopts a prerendered screen (decision 073): from `adoptPrerenderedScreen()`
 * until `prerenderedScreenAdopted()`. Node (the build's prerender, server-rendering tests) is
 * always adopting: it renders what the browser adopts.
 */
let adopting = typeof document === 'undefined';

/** main.tsx, right before React adopts home.html's prerendered screen. */
export function adoptPrerenderedScreen(): void {
  adopting = true;
}

/** The prerendered page, once adopted (or the first navigation away from it). */
export function prerenderedScreenAdopted(): void {
  adopting = false;
}

/**
 * The signed-in user (or null), shared by the shell, guards and every feature.
 *
 * While React adopts home.html's prerendered screen (decision 073) the session reads as still
 * loading, as it was when the build rendered that screen: a section adopted after the session
 * came back would otherwise render "loaded" over markup rendered "loading", and React does not
 * correct attributes it adopts (the guest card stayed hidden). A component adopted that way
 * reads the answer in a transition right after: a low-priority render that yields to the
 * browser, where a `useSyncExternalStore` switch rendered at once and synchronously, and took
 * the lazy parts waiting to render (quick search, footer) with it in one long task (Lighthouse
 * TBT, decision 074).
 */
export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const q = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => call(getSession, { signal }),
    staleTime: 60_000,
  });
  const [adopted, setAdopted] = useState(() => !adopting);
  useEffect(() => {
    if (!adopted) startTransition(() => setAdopted(true));
  }, [adopted]);
  if (!adopted) return { user: null, isLoading: true };
  return { user: q.data?.user ?? null, isLoading: q.isLoading };
}

/** Call after sign-in, sign-out or a profile change so every screen sees it. */
export function useRefreshSession(): () => Promise<void> {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: sessionQueryKey });
}
