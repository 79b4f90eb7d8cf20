import { Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { handleMessages } from '#domain/handle';
import type { HandleState } from '../lib/queries/handles';

/** The handle box, and below it whether the handle is free (announced as it changes). */
export function HandleField({
  inputProps,
  state,
  hasError,
  required = false,
}: {
  inputProps: GetInputPropsReturnType;
  state: HandleState;
  /** The field's own error replaces the availability line. */
  hasError: boolean;
  required?: boolean;
}) {
  const status =
    state === 'available' ? (
      <Text size="sm" c="teal.9">
        {handleMessages.available}
      </Text>
    ) : state === 'taken' ? (
      <Text size="sm" c="red.9">
        {handleMessages.taken}
      </Text>
    ) : state === 'checking' ? (
      <Text size="sm" c="dimmed">
        Checking…
      </Text>
    ) : null;
  return (
    <div>
      <TextInput
        label="Handle"
        description="3–30 letters, digits, underscores or dots. People can find you as @handle."
        leftSection="@"
        maxLength={31}
        autoComplete="off"
        required={required}
        {...inputProps}
      />
      <div role="status" aria-live="polite">
        {!hasError && status}
      </div>
    </div>
  );
}
