import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { GoLiveOptionsInput, OnboardingState } from '#contracts/onboarding';
import type { OnboardingStep } from '#domain/onboarding';
import { FormError } from '../../components/FormError';
import { CheckCircleIcon } from '../../components/icons';
import { errorMessage } from '../../lib/useFormSubmit';
import { useResendVerification } from '../../lib/use-resend-verification';
import { messages } from '#domain/messages';
import { ApprovalStatus } from './ApprovalStatus';
import { useGoLive } from './onboarding-api';

const OPTIONS: { key: keyof GoLiveOptionsInput; label: string }[] = [
  { key: 'tablet', label: 'Send me a tablet to take orders' },
  {
    key: 'robotCalls',
    label: 'Robot calls to my business phone for orders not viewed in 2 minutes',
  },
  { key: 'freeVideo', label: 'A free video of my kitchen and food' },
  { key: 'marketing', label: 'Free marketing: an exclusive deal for 6 months' },
];

/** The verified-e-mail item: fixed from the mail, so its action is another mail. */
function VerifyEmailItem({ message }: { message: string }) {
  const { sent, sending, resend, canResend } = useResendVerification();
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{message}</Text>
      {sent ? (
        <Text size="sm" role="status" c="teal.9">
          {messages.verificationSent}
        </Text>
      ) : (
        canResend && (
          <Button size="compact-sm" variant="light" loading={sending} onClick={() => void resend()}>
            Resend verification e-mail
          </Button>
        )
      )}
    </Stack>
  );
}

export function GoLiveStep({
  state,
  onBack,
  onFix,
}: {
  state: OnboardingState;
  onBack: () => void;
  onFix: (step: OnboardingStep) => void;
}) {
  const goLive = useGoLive();
  const [options, setOptions] = useState<GoLiveOptionsInput>(state.goLiveOptions);
  const [thanks, setThanks] = useState<string | null>(null);
  const items = state.checklist.items;
  const { status, submittedAt } = state.approval;
  const canSubmit = status === 'rejected' || (status === 'pending' && !submittedAt);

  const submit = () => {
    setThanks(null);
    goLive.mutate({ options }, { onSuccess: (res) => setThanks(res.message) });
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Go live</Title>
      {thanks && (
        <Alert color="teal" title="Submitted" role="status">
          {thanks}
        </Alert>
      )}
      <ApprovalStatus approval={state.approval} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Checklist
          </Title>
          <List spacing="xs" listStyleType="none" aria-label="Go-live checklist">
            {items.map((i) => (
              <List.Item key={i.id}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {i.done ? (
                    <CheckCircleIcon
                      style={{ color: 'var(--mantine-color-teal-8)', flexShrink: 0 }}
                    />
                  ) : (
                    <Text component="span" c="red.8" fw={700} aria-hidden>
                      ✗
                    </Text>
                  )}
                  <div>
                    <Text fw={600}>
                      {i.label}: {i.done ? 'done' : 'missing'}
                    </Text>
                    {!i.done && i.id === 'email_verified' && (
                      <VerifyEmailItem message={i.message} />
                    )}
                    {!i.done && i.id !== 'email_verified' && (
                      <Text size="sm">
                        {i.message}{' '}
                        <Anchor component="button" type="button" onClick={() => onFix(i.step)}>
                          Fix it
                        </Anchor>
                      </Text>
                    )}
                  </div>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      {canSubmit && (
        <Card withBorder radius="md" padding="lg">
          <Checkbox.Group
            label="Optional extras"
            description="Tell us what would help you start."
            value={OPTIONS.filter((o) => options[o.key]).map((o) => o.key)}
            onChange={(keys) =>
              setOptions({
                tablet: keys.includes('tablet'),
                robotCalls: keys.includes('robotCalls'),
                freeVideo: keys.includes('freeVideo'),
                marketing: keys.includes('marketing'),
              })
            }
          >
            <Stack gap="xs" mt="xs">
              {OPTIONS.map((o) => (
                <Checkbox key={o.key} value={o.key} label={o.label} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Card>
      )}
      <FormError error={goLive.error ? errorMessage(goLive.error) : null} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        {canSubmit ? (
          <Button onClick={submit} loading={goLive.isPending}>
            Submit for approval
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {status === 'approved' ? 'You are live.' : 'Submitted; we will let you know.'}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
