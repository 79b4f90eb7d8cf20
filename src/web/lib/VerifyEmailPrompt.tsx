import { Alert, Button, Group, Text } from '@mantine/core';
import { messages } from '#domain/messages';
import { useResendVerification } from './use-resend-verification';

/**
 * Asks a signed-in person whose e-mail is not verified to verify it, with a resend button
 * (spec §4/§5: resends are counted and stop at 5; the prompt hides after sending).
 */
export function VerifyEmailPrompt() {
  const { sent, sending, resend, canResend } = useResendVerification();

  if (sent) {
    return (
      <Alert color="teal" role="status">
        {messages.verificationSent}
      </Alert>
    );
  }
  if (!canResend) return null;

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
