import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from './api';

/** The message to show for a failed call: the server's words, else a fallback. */
export const errorMessage = (err: unknown, fallback = 'Something went wrong.') =>
  err instanceof ApiError ? err.message : fallback;

/**
 * What a form does with the field errors of an ApiError:
 * - `instead-of-message`: show them on the fields, and the message only when there are none;
 * - `with-message`: show them on the fields and the message too;
 * - `ignore`: show the message only.
 */
export type FieldErrorMode = 'instead-of-message' | 'with-message' | 'ignore';

/** How a failed submit shows: a message above the form and/or errors on the fields. */
export function submitErrorView(
  err: unknown,
  mode: FieldErrorMode,
): { message: string | null; fields: Record<string, string> } {
  const fields = err instanceof ApiError && mode !== 'ignore' ? err.fields : {};
  const hasFields = Object.keys(fields).length > 0;
  const showMessage = !hasFields || mode === 'with-message';
  return { message: showMessage ? errorMessage(err) : null, fields };
}

/**
 * Submits a @mantine/form form through `action`: validates, tracks `submitting`, and turns a
 * failure into `error` (for <FormError>) and field errors on the form.
 */
export function useFormSubmit<Values>(
  form: UseFormReturnType<Values>,
  action: (values: Values) => Promise<void>,
  { fieldErrors = 'instead-of-message' }: { fieldErrors?: FieldErrorMode } = {},
) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    try {
      await action(values);
    } catch (err) {
      const view = submitErrorView(err, fieldErrors);
      if (Object.keys(view.fields).length > 0) form.setErrors(view.fields);
      setError(view.message);
    } finally {
      setSubmitting(false);
    }
  });

  return { submit, submitting, error };
}
