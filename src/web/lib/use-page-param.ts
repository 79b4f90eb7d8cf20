import { useSearchParams } from 'react-router';

/**
 * The 1-based page from `?page=`, and a setter that keeps the other query parameters.
 * `keepScroll`: for a list below other content (a chef's dishes), so paging does not jump up.
 */
export function usePageParam({ keepScroll = false } = {}): [number, (p: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isFinite(raw) && raw >= 1 ? Math.floor(raw) : 1;
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    setParams(next, { preventScrollReset: keepScroll });
  };
  return [page, setPage];
}
