import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { MAX_VERIFICATION_EMAILS } from '#domain/verification';
import { messages } from '#domain/messages';
import { sendVerification } from '#contracts/endpoints/auth';
import { ApiError, call } from './api';
import { notifyError } from './notify';
import { useRefreshSession, useSession } from './session';

/**
 * Asks a signed-in person whose e-mail is not verified to verify it, with a resend button
 * (spec §4/§5: resends are counted and stop at 5; the prompt hides after sending).
 */
export function VerifyEmailPrompt() {
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  if (sent) {
    return (
      <Alert color="teal" role="status">
        {messages.verificationSent}
      </Alert>
    );
  }
  if (!user || user.emailVerified || user.verificationEmailCount >= MAX_VERIFICATION_EMAILS)
    return null;

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

  return (
    <Alert color="yellow" role="region" aria-label="E-mail verification">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{messages.accountNotVerified}</Text>
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          loading={sending}
          onClick={() => void resend()}
        >
          Resend verification e-mail
        </Button>
      </Group>
    </Alert>
  );
}
