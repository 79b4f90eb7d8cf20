import { Card, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileStepValues } from './profile-step-form';

type Form = UseFormReturnType<ProfileStepValues>;

/** The business phone, the chef's own phone and the e-mail new orders go to. */
export function ContactFields({ form }: { form: Form }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Phones and e-mails
        </Title>
        <TextInput
          label="Business phone"
          description="Customers call it; robot calls about new orders go here."
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('businessPhone')}
        />
        <TextInput
          label="Personal phone"
          description="Optional. Only Potluck sees it."
          type="tel"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Order e-mail"
          description="Where new orders are sent."
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('businessEmail')}
        />
      </Stack>
    </Card>
  );
}
