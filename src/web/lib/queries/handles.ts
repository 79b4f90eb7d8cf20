import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { checkHandle as checkHandleEndpoint } from '#contracts/endpoints/profiles';
import { handleError, normalizeHandle, sameHandle } from '#domain/handle';
import { ApiError, call } from '../api';

// Whether an @handle is free (GET /handles/{name}: 200 free or one's own, 409 taken), asked
// as a person types in the profile editor and in the onboarding wizard's Profile step.

export type HandleState = 'idle' | 'checking' | 'available' | 'taken' | 'invalid';

/** GET /handles/:name — 200 free (or own), 409 taken, 400 malformed. */
export async function checkHandle(
  name: string,
  signal?: AbortSignal,
): Promise<{ state: HandleState; message?: string }> {
  try {
    await call(checkHandleEndpoint, { params: { name }, signal });
    return { state: 'available' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return { state: 'taken' };
    if (err instanceof ApiError && err.status === 400)
      return { state: 'invalid', message: err.message };
    throw err;
  }
}

export const handleAvailabilityQuery = (name: string) =>
  queryOptions({
    queryKey: ['handles', name.toLowerCase()] as const,
    queryFn: ({ signal }) => checkHandle(name, signal),
    staleTime: 30_000,
    retry: false,
  });

/**
 * Live availability of a handle, checked ~400 ms after typing stops. One's own handle and a
 * malformed one (the form says why) are not asked about; a failed check (offline, rate limit)
 * says nothing rather than something wrong: the save still decides.
 */
export function useHandleAvailability(
  value: string,
  ownHandle: string | null,
): { state: HandleState } {
  const candidate = normalizeHandle(value);
  const [debounced] = useDebouncedValue(candidate, 400);
  const skip = (h: string) => !h || handleError(h) !== null || sameHandle(h, ownHandle);
  const check = useQuery({ ...handleAvailabilityQuery(debounced), enabled: !skip(debounced) });
  if (skip(candidate)) return { state: 'idle' };
  if (debounced !== candidate || check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'idle' };
  return { state: check.data?.state ?? 'idle' };
}
