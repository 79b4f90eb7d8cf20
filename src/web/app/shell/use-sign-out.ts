import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '#contracts/endpoints/auth';
import { ApiError, call } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { sessionQueryKey } from '../../lib/session';

/** Spec §4: logout clears the user, profile and session cookie, then goes home. */
export function useSignOut(): () => Promise<void> {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await call(signOut);
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : 'Something went wrong.');
      return;
    }
    // Nothing of the previous user may linger in the cache.
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    qc.setQueryData(sessionQueryKey, { user: null });
    await navigate('/');
    void qc.invalidateQueries({ queryKey: sessionQueryKey });
  };
}
