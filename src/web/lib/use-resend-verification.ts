import { useState } from 'react';
import { sendVerification } from '#contracts/endpoints/auth';
import { MAX_VERIFICATION_EMAILS } from '#domain/verification';
import { ApiError, call } from './api';
import { notifyError } from './notify';
import { useRefreshSession, useSession } from './session';

/**
 * Sends the verification e-mail again (spec §4/§5: counted, at most 5): the shell's prompt and
 * the go-live checklist both offer it. `canResend` is false once verified or out of resends.
 */
export function useResendVerification() {
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await call(sendVerification);
      setSent(true);
      void refreshSession();
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : 'Something went wrong.');
    } finally {
      setSending(false);
    }
  };

  // An account made by X or by phone may have no e-mail at all: nothing to verify.
  const canResend = Boolean(
    user?.email && !user.emailVerified && user.verificationEmailCount < MAX_VERIFICATION_EMAILS,
  );
  return { sent, sending, resend, canResend };
}
