import { List, Stack, Text, Title } from '@mantine/core';
import type { OnboardingState } from '#contracts/onboarding';
import {
  APPROVAL_HOURS,
  ONBOARDING_STEPS,
  STEP_DESCRIPTIONS,
  STEP_LABELS,
} from '#domain/onboarding';
import { FormError } from '../../components/FormError';
import { errorMessage } from '../../lib/useFormSubmit';
import { ApprovalStatus } from './ApprovalStatus';
import { useCompleteStep } from './onboarding-api';
import { StepActions } from './StepActions';

export function WelcomeStep({ state, onDone }: { state: OnboardingState; onDone: () => void }) {
  const complete = useCompleteStep();
  return (
    <Stack gap="md">
      <Title order={2}>Welcome to Potluck for producers</Title>
      <Text>
        Setting up your business takes about <strong>{state.estimate}</strong>. Each step saves, so
        you can stop and come back where you left.
      </Text>
      <ApprovalStatus approval={state.approval} />
      <List spacing="xs">
        {ONBOARDING_STEPS.filter((s) => s !== 'welcome').map((s) => (
          <List.Item key={s}>
            <strong>{STEP_LABELS[s]}</strong>: {STEP_DESCRIPTIONS[s]}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        After you submit, we review your business within {APPROVAL_HOURS} hours. Until it is
        approved, your dishes are visible but cannot be ordered.
      </Text>
      <FormError error={complete.error ? errorMessage(complete.error) : null} />
      <StepActions
        submitting={complete.isPending}
        onContinue={() => complete.mutate('welcome', { onSuccess: onDone })}
      />
    </Stack>
  );
}
