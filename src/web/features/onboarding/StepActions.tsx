import { Button, Group } from '@mantine/core';

/** Back and Save & continue, at the foot of every step. */
export function StepActions({
  onBack,
  submitting,
  onContinue,
  continueLabel = 'Save & continue',
}: {
  onBack?: () => void;
  submitting: boolean;
  /** Without it, Save & continue submits the step's form. */
  onContinue?: () => void;
  continueLabel?: string;
}) {
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} type="button">
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type={onContinue ? 'button' : 'submit'} onClick={onContinue} loading={submitting}>
        {continueLabel}
      </Button>
    </Group>
  );
}
