import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const MOBILE_STORAGE_KEY = 'potluck.mobile';

/**
 * Spec §1: `mobile=true` (set by the native apps that embed the site) hides the top bar
 * and side drawer. It is kept for the browser session, so in-app links need not carry it;
 * `mobile=false` switches it off again.
 */
export function resolveMobileMode(
  search: string,
  stored: string | null,
): { mobile: boolean; store: 'set' | 'clear' | 'keep' } {
  const param = new URLSearchParams(search).get('mobile');
  if (param === 'true') return { mobile: true, store: 'set' };
  if (param === 'false') return { mobile: false, store: 'clear' };
  return { mobile: stored === 'true', store: 'keep' };
}

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(MOBILE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): the query parameter still works per page
  }
}

export function useMobileMode(): boolean {
  const { search } = useLocation();
  const { mobile, store } = resolveMobileMode(search, readStored());
  useEffect(() => {
    try {
      if (store === 'set') window.sessionStorage.setItem(MOBILE_STORAGE_KEY, 'true');
      if (store === 'clear') window.sessionStorage.removeItem(MOBILE_STORAGE_KEY);
    } catch {
      // storage blocked: nothing to keep
    }
  }, [store]);
  return mobile;
}
