import { Radio, Stack } from '@mantine/core';
import { PRODUCER_KINDS } from '#domain/onboarding';

/** Home chef, restaurant, farmer or food truck (spec §1). */
export function ProducerKindField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <Radio.Group
      label="What kind of producer are you?"
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {PRODUCER_KINDS.map((k) => (
          <Radio key={k.value} value={k.value} label={k.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
