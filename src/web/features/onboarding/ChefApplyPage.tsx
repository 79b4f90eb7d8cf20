import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Container,
  List,
  Paper,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OnboardingState } from '#contracts/onboarding';
import type { ProducerKind } from '#contracts/profiles';
import {
  APPROVAL_HOURS,
  isOnboardingStep,
  nextStep,
  onboardingMessages,
  ONBOARDING_ESTIMATE,
  ONBOARDING_STEPS,
  previousStep,
  STEP_LABELS,
  stepIndex,
  type OnboardingStep,
} from '#domain/onboarding';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { RequireAuth } from '../../lib/RequireAuth';
import { errorMessage } from '../../lib/useFormSubmit';
import { FinanceStep } from './FinanceStep';
import { GoLiveStep } from './GoLiveStep';
import { MenusStep } from './MenusStep';
import { useApply, useOnboarding } from './onboarding-api';
import { OrderSettingsStep } from './OrderSettingsStep';
import { ProducerKindField } from './ProducerKindField';
import { ProfileStep } from './ProfileStep';
import { WelcomeStep } from './WelcomeStep';

/** /chef/apply (signed in): apply to sell, then the onboarding wizard. */
export function ChefApplyRoute() {
  return (
    <RequireAuth>
      <ChefApplyPage />
    </RequireAuth>
  );
}

function ChefApplyPage() {
  const q = useOnboarding();
  return (
    <Container size="md" px="md" py="lg">
      {q.isLoading && (
        <Stack gap="md" aria-busy="true" role="status" aria-label="Loading your onboarding">
          <Skeleton h={36} w="60%" />
          <Skeleton h={80} />
          <Skeleton h={240} />
        </Stack>
      )}
      {q.isError && (
        <LoadError
          title="Your business setup could not be loaded"
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
        />
      )}
      {q.isSuccess && (q.data.onboarding ? <Wizard state={q.data.onboarding} /> : <ApplyIntro />)}
    </Container>
  );
}

function ApplyIntro() {
  const apply = useApply();
  const [kind, setKind] = useState('');
  const [kindError, setKindError] = useState<string | null>(null);
  const [, setParams] = useSearchParams();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!kind) {
      setKindError(onboardingMessages.chooseProducerKind);
      return;
    }
    setKindError(null);
    apply.mutate(
      { producerKind: kind as ProducerKind },
      { onSuccess: () => setParams({ step: 'welcome' }, { replace: true }) },
    );
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>Become a chef on Potluck</Title>
        <Text>
          Sell your home cooking, restaurant dishes, farm produce or food-truck favourites to people
          nearby, for pickup or delivery.
        </Text>
        <List spacing="xs">
          <List.Item>Your account stays the same: you keep ordering as a customer.</List.Item>
          <List.Item>
            You set up a business profile, payouts, order settings and your menu: about{' '}
            {ONBOARDING_ESTIMATE}.
          </List.Item>
          <List.Item>
            Then you submit your business for approval; we review it within {APPROVAL_HOURS} hours.
            Until then your dishes are visible but cannot be ordered.
          </List.Item>
        </List>
        <form onSubmit={submit} noValidate aria-label="Apply to sell">
          <Stack gap="md">
            <FormError error={apply.error ? errorMessage(apply.error) : null} />
            <ProducerKindField value={kind} onChange={setKind} error={kindError} />
            <Button type="submit" loading={apply.isPending} w="fit-content">
              Apply to become a chef
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

function Wizard({ state }: { state: OnboardingState }) {
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery('(max-width: 48em)');
  const asked = params.get('step');
  const step: OnboardingStep = isOnboardingStep(asked) ? asked : state.currentStep;

  // Opening /chef/apply resumes at the saved step, and the URL says which.
  useEffect(() => {
    if (!isOnboardingStep(asked)) setParams({ step: state.currentStep }, { replace: true });
  }, [asked, state.currentStep, setParams]);

  const goTo = (s: OnboardingStep) => {
    setParams({ step: s });
    window.scrollTo({ top: 0 });
  };
  const back = () => goTo(previousStep(step));
  const done = () => goTo(nextStep(step));
  const completed = new Set(state.completedSteps);
  const approved = state.approval.status === 'approved';

  return (
    <Stack gap="lg">
      <div>
        {/* Once approved, the same steps are where the chef changes their business settings. */}
        <Title order={1}>{approved ? 'Business settings' : 'Set up your business'}</Title>
        <Text c="dimmed">
          Step {stepIndex(step) + 1} of {ONBOARDING_STEPS.length}: {STEP_LABELS[step]}.
          {!approved && ` Setting up takes ${state.estimate}.`}
        </Text>
      </div>
      <nav aria-label="Onboarding steps">
        <Stepper
          active={stepIndex(step)}
          onStepClick={(i) => {
            const s = ONBOARDING_STEPS[i];
            if (s) goTo(s);
          }}
          orientation={narrow ? 'vertical' : 'horizontal'}
          size="sm"
          allowNextStepsSelect
        >
          {ONBOARDING_STEPS.map((s) => (
            <Stepper.Step
              key={s}
              label={STEP_LABELS[s]}
              completedIcon={completed.has(s) ? undefined : stepIndex(s) + 1}
              aria-current={s === step ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {step === 'welcome' && <WelcomeStep state={state} onDone={done} />}
        {step === 'profile' && (
          <ProfileStep key="profile" state={state} onBack={back} onDone={done} />
        )}
        {step === 'finance' && <FinanceStep onBack={back} onDone={done} />}
        {step === 'order_settings' && (
          <OrderSettingsStep key="order" state={state} onBack={back} onDone={done} />
        )}
        {step === 'menus' && <MenusStep state={state} onBack={back} onDone={done} />}
        {step === 'go_live' && <GoLiveStep state={state} onBack={back} onFix={goTo} />}
      </Paper>
    </Stack>
  );
}
