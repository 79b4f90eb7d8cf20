import { useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  ResetPasswordRequest,
  SessionResponse,
  SignInRequest,
  SignUpRequest,
} from '#contracts/auth';
import {
  changePassword as changePasswordEndpoint,
  confirmVerification as confirmVerificationEndpoint,
  requestAccountDeletion as requestAccountDeletionEndpoint,
  requestPasswordReset as requestPasswordResetEndpoint,
  resetPassword as resetPasswordEndpoint,
  signIn as signInEndpoint,
  signUp as signUpEndpoint,
} from '#contracts/endpoints/auth';
import { call } from '../../lib/api';
import { sessionQueryKey } from '../../lib/session';

export const signIn = (body: SignInRequest) => call(signInEndpoint, { body });
export const signUp = (body: SignUpRequest) => call(signUpEndpoint, { body });
export const requestPasswordReset = (email: string) =>
  call(requestPasswordResetEndpoint, { body: { email } });
export const resetPassword = (body: ResetPasswordRequest) => call(resetPasswordEndpoint, { body });
export const changePassword = (body: ChangePasswordRequest) =>
  call(changePasswordEndpoint, { body });
export const confirmVerification = (token: string) =>
  call(confirmVerificationEndpoint, { body: { token } });
export const requestAccountDeletion = (reason?: string) =>
  call(requestAccountDeletionEndpoint, { body: reason ? { reason } : {} });

/** Puts a fresh session into the cache at once (so guards see it), then re-reads it. */
export function useApplySession(): (session: SessionResponse) => Promise<void> {
  const qc = useQueryClient();
  return async (session) => {
    if (!session.user) {
      // A signed-out person keeps nothing of the previous user in the cache.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    }
    qc.setQueryData(sessionQueryKey, session);
    await qc.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** Reads `#name=value` from a URL hash (links in e-mails carry their token there). */
export function hashParam(hash: string, name: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(name);
}
