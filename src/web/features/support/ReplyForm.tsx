import { useRef, type ReactNode } from 'react';
import { Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ticketReplyBodySchema } from '#contracts/support';
import { SUPPORT_MESSAGE_MAX } from '#domain/support';
import { FormError } from '../../components/FormError';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';

/**
 * A reply box. `actions` renders the submit button(s); the one pressed is passed to `onSend`.
 * The text is cleared only once the reply went out: a refusal keeps every word.
 */
export function ReplyForm({
  label,
  description,
  onSend,
  actions,
}: {
  label: string;
  description?: string;
  onSend: (message: string, action: string) => Promise<void>;
  actions: (submitting: boolean) => ReactNode;
}) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { message: '' },
    validate: validateWith(ticketReplyBodySchema),
  });
  // Which submit button was pressed (Enter in the box counts as the first).
  const pressed = useRef('reply');
  const { submit, submitting, error } = useFormSubmit(form, async ({ message }) => {
    await onSend(message, pressed.current);
    form.reset();
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        pressed.current = submitter?.value || 'reply';
        submit(event);
      }}
    >
      <Stack gap="sm">
        <FormError error={error} />
        <Textarea
          label={label}
          description={description}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={SUPPORT_MESSAGE_MAX + 200}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        {actions(submitting)}
      </Stack>
    </form>
  );
}
