import { useQueryClient } from '@tanstack/react-query';
import type {
  AcceptedResponse,
  ChangePasswordRequest,
  ResetPasswordRequest,
  SessionResponse,
  SignInRequest,
  SignUpRequest,
  VerificationConfirmResponse,
} from '#contracts/auth';
import { api } from '../../lib/api';
import { sessionQueryKey } from '../../lib/session';

export const signIn = (body: SignInRequest) =>
  api<SessionResponse>('/auth/signin', { method: 'POST', body });
export const signUp = (body: SignUpRequest) =>
  api<SessionResponse>('/auth/signup', { method: 'POST', body });
export const requestPasswordReset = (email: string) =>
  api<AcceptedResponse>('/auth/password/forgot', { method: 'POST', body: { email } });
export const resetPassword = (body: ResetPasswordRequest) =>
  api<void>('/auth/password/reset', { method: 'POST', body });
export const changePassword = (body: ChangePasswordRequest) =>
  api<void>('/auth/password/change', { method: 'POST', body });
export const confirmVerification = (token: string) =>
  api<VerificationConfirmResponse>('/auth/verification/confirm', {
    method: 'POST',
    body: { token },
  });
export const requestAccountDeletion = (reason?: string) =>
  api<AcceptedResponse>('/auth/account/deletion-request', {
    method: 'POST',
    body: reason ? { reason } : {},
  });

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

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const validateEmail = (value: string) =>
  !value.trim()
    ? 'Enter your e-mail address.'
    : emailPattern.test(value.trim())
      ? null
      : 'Enter a valid e-mail address.';
