import { useState } from 'react';
import { Card, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  ALTERNATE_SLOT_MINUTES,
  isQuarterOnly,
  pickerTimes,
  WEEKDAYS,
} from '#domain/business-hours';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileStepValues } from './profile-step-form';

type Form = UseFormReturnType<ProfileStepValues>;

/**
 * Open weekdays and one daily range in half hours, or the alternate quarter hours (spec §9);
 * a wrong range is announced under the two times.
 */
export function BusinessHoursFields({ form }: { form: Form }) {
  const hoursError = form.errors.businessHours as string | undefined;
  const chosen = [form.values.fromHour, form.values.endHour];
  // Quarter hours until the person chooses: when a saved time is on a quarter hour.
  const [quarterChoice, setQuarters] = useState<boolean | null>(null);
  const quarters = quarterChoice ?? chosen.some(isQuarterOnly);
  const times = pickerTimes(quarters, chosen);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Business hours
        </Title>
        <Checkbox.Group label="Business days" {...form.getInputProps('businessDays')}>
          <Group gap="md" mt="xs">
            {WEEKDAYS.map((d) => (
              <Checkbox key={d.day} value={String(d.day)} label={d.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label={`${ALTERNATE_SLOT_MINUTES}-minute steps`}
          checked={quarters}
          onChange={(e) => setQuarters(e.currentTarget.checked)}
        />
        <Group grow align="flex-start">
          <NativeSelect
            label="Opens at"
            data={times}
            aria-describedby={hoursError ? 'business-hours-error' : undefined}
            {...form.getInputProps('fromHour')}
          />
          <NativeSelect
            label="Closes at"
            data={times}
            aria-describedby={hoursError ? 'business-hours-error' : undefined}
            {...form.getInputProps('endHour')}
          />
        </Group>
        {hoursError && (
          <Text id="business-hours-error" role="alert" c="red.8" size="sm" fw={600}>
            {hoursError}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
