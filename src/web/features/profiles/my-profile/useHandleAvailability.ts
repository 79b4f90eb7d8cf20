import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { handleError, normalizeHandle, sameHandle } from '#domain/handle';
import { checkHandle, type HandleState } from '../profiles-api';

/** Live availability of a handle, checked ~400 ms after typing stops. */
export function useHandleAvailability(
  value: string,
  ownHandle: string | null,
): { state: HandleState } {
  const candidate = normalizeHandle(value);
  const [debounced] = useDebouncedValue(candidate, 400);
  const [result, setResult] = useState<{ for: string; state: HandleState }>({
    for: '',
    state: 'idle',
  });

  useEffect(() => {
    if (!debounced || handleError(debounced) || sameHandle(debounced, ownHandle)) return;
    const ctrl = new AbortController();
    checkHandle(debounced, ctrl.signal)
      .then((r) => setResult({ for: debounced, state: r.state }))
      .catch(() => setResult({ for: debounced, state: 'idle' }));
    return () => ctrl.abort();
  }, [debounced, ownHandle]);

  if (!candidate || handleError(candidate) || sameHandle(candidate, ownHandle))
    return { state: 'idle' };
  if (result.for !== candidate) return { state: 'checking' };
  return { state: result.state };
}
