import { Card, Checkbox, NumberInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import {
  orderSettingsStepSchema,
  type OnboardingState,
  type OrderSettingsStepInput,
} from '#contracts/onboarding';
import { FormError } from '../../components/FormError';
import { notifyMessage } from '../../lib/notify';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { useSaveOrderSettings } from './onboarding-api';
import { StepActions } from './StepActions';

type Values = {
  /** Dollars in the form; cents on the wire (the key matches the server's field errors). */
  minimumOrderCents: number | string;
  defaultLeadTimeMinutes: number | string;
  callRobot: boolean;
  disablePreOrder: boolean;
  offersPickup: boolean;
  offersDelivery: boolean;
};

/** An empty box is undefined, so the contract says which number is missing. */
const typedNumber = (x: number | string) => (x === '' ? undefined : Number(x));

/** The step's contract read through the form's values: dollars become cents. */
const orderSettingsFormSchema = z.preprocess((input) => {
  const v = input as Values;
  const dollars = typedNumber(v.minimumOrderCents);
  return {
    ...v,
    minimumOrderCents: dollars === undefined ? undefined : Math.round(dollars * 100),
    defaultLeadTimeMinutes: typedNumber(v.defaultLeadTimeMinutes),
  };
}, orderSettingsStepSchema);

export function OrderSettingsStep({
  state,
  onBack,
  onDone,
}: {
  state: OnboardingState;
  onBack: () => void;
  onDone: () => void;
}) {
  const s = state.orderSettings;
  const save = useSaveOrderSettings();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      minimumOrderCents: s.minimumOrderCents / 100,
      defaultLeadTimeMinutes: s.defaultLeadTimeMinutes,
      callRobot: s.callRobot,
      disablePreOrder: s.disablePreOrder,
      offersPickup: s.offersPickup,
      offersDelivery: s.offersDelivery,
    },
    validate: validateWith(orderSettingsFormSchema),
  });

  const { submit, submitting, error } = useFormSubmit(form, async (v) => {
    const body: OrderSettingsStepInput = orderSettingsFormSchema.parse(v);
    const res = await save.mutateAsync(body);
    notifyMessage(res.message);
    onDone();
  });

  return (
    <Stack gap="lg">
      <Title order={2}>Order settings</Title>
      <form onSubmit={submit} noValidate aria-label="Order settings">
        <Stack gap="md">
          <FormError error={error} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <NumberInput
                label="Minimum order price"
                description="Orders below it are refused. 0 means no minimum."
                leftSection="$"
                min={0}
                decimalScale={2}
                step={1}
                {...form.getInputProps('minimumOrderCents')}
              />
              <NumberInput
                label="Default lead time (minutes)"
                description="How long you need to prepare an order."
                min={0}
                step={15}
                allowDecimal={false}
                {...form.getInputProps('defaultLeadTimeMinutes')}
              />
              <Checkbox
                label="Offer pickup"
                {...form.getInputProps('offersPickup', { type: 'checkbox' })}
              />
              <Checkbox
                label="Offer delivery"
                {...form.getInputProps('offersDelivery', { type: 'checkbox' })}
              />
              <Checkbox
                label="Call robot: phone my business phone when an order is not viewed within 2 minutes"
                {...form.getInputProps('callRobot', { type: 'checkbox' })}
              />
              <Checkbox
                label="Disable pre-orders (take orders for now only)"
                {...form.getInputProps('disablePreOrder', { type: 'checkbox' })}
              />
            </Stack>
          </Card>
          <StepActions onBack={onBack} submitting={submitting} />
        </Stack>
      </form>
    </Stack>
  );
}
