import { useSearchParams } from 'react-router';

/** The 1-based page from `?page=`, and a setter that keeps the other query parameters. */
export function usePageParam(): [number, (p: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isFinite(raw) && raw >= 1 ? Math.floor(raw) : 1;
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    setParams(next);
  };
  return [page, setPage];
}
