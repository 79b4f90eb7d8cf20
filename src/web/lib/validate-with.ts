import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';

/**
 * A form's `validate` from a zod schema (usually a contract's input schema, so the form and the
 * API refuse the same things with the same words). The first issue of a field wins, so an empty
 * field says "required" rather than a format message.
 */
export function validateWith(schema: $ZodType): (values: object) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) => resolve(values as Record<string, unknown>);
}
