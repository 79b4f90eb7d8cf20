import { Card, Radio, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { HandleField } from '../../../components/HandleField';
import { useHandleAvailability } from '../../../lib/queries/handles';
import { handleFor, type ProfileStepValues } from './profile-step-form';

type Form = UseFormReturnType<ProfileStepValues>;

/**
 * The business's name, @handle, tagline, description and food permit. Until the chef saves a
 * handle, the offered one follows the business name, unless they typed their own.
 */
export function BusinessDetailsFields({
  form,
  savedHandle,
}: {
  form: Form;
  savedHandle: string | null;
}) {
  const handle = useHandleAvailability(form.values.handle, savedHandle);
  form.watch('businessName', ({ previousValue, value }) => {
    if (!savedHandle && form.getValues().handle === handleFor(previousValue))
      form.setFieldValue('handle', handleFor(value));
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Branding
        </Title>
        <TextInput
          label="Business name"
          description="Use a real or registered business name."
          required
          autoComplete="organization"
          {...form.getInputProps('businessName')}
        />
        <HandleField
          inputProps={form.getInputProps('handle')}
          state={handle.state}
          hasError={Boolean(form.errors.handle)}
          required
        />
        <TextInput
          label="Tagline"
          description="One line customers see under your name."
          required
          maxLength={100}
          {...form.getInputProps('tagline')}
        />
        <Textarea
          label="About your business"
          description="Markdown is allowed."
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <Radio.Group
          label="Food permit"
          description="Shown on your dishes' labels."
          {...form.getInputProps('permitType')}
        >
          <Stack gap={6} mt="xs">
            <Radio value="CFO" label="Cottage food operation (CFO): I cook at home" />
            <Radio value="RES" label="Restaurant (RES): I cook in a licensed kitchen" />
            <Radio value="" label="Not yet" />
          </Stack>
        </Radio.Group>
      </Stack>
    </Card>
  );
}
