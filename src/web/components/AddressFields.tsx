import { Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { z } from 'zod';
import { addressInputSchema } from '#contracts/addresses';

export type AddressField = 'name' | 'address1' | 'address2' | 'city' | 'state' | 'zipcode';

/** The first message the contract's schema gives for one value, or null when it is valid. */
function check(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const fields = addressInputSchema.shape;

/**
 * Form validation of the address fields: the same rules and words as the API's address input
 * (`addressInputSchema`), so the form and the server never disagree.
 */
export const addressFieldsValidation = {
  address1: (value: string) => check(fields.address1, value),
  city: (value: string) => check(fields.city, value),
  state: (value: string) => check(fields.state, value),
  zipcode: (value: string) => check(fields.zipcode, value),
};

interface AddressFieldsProps {
  /** The form's input props for one field, e.g. `(f) => form.getInputProps(f)`. */
  inputProps: (field: AddressField) => GetInputPropsReturnType;
  /**
   * `full`: label, street, apartment, city, then state and ZIP side by side (the addresses
   * page); `compact`: street, then city, state and ZIP side by side (the onboarding wizard).
   */
  variant?: 'full' | 'compact';
}

/** The address fields every address form shows; the form around them decides the rest. */
export function AddressFields({ inputProps, variant = 'full' }: AddressFieldsProps) {
  const street = (
    <TextInput
      label="Street address"
      required
      autoComplete="address-line1"
      maxLength={200}
      {...inputProps('address1')}
    />
  );
  const city = (
    <TextInput
      label="City"
      required
      autoComplete="address-level2"
      maxLength={100}
      {...inputProps('city')}
    />
  );
  const stateAndZip = (
    <>
      <TextInput
        label="State"
        required
        autoComplete="address-level1"
        maxLength={50}
        {...inputProps('state')}
      />
      <TextInput
        label="ZIP code"
        autoComplete="postal-code"
        maxLength={10}
        {...inputProps('zipcode')}
      />
    </>
  );
  if (variant === 'compact') {
    return (
      <>
        {street}
        <Group grow align="flex-start">
          {city}
          {stateAndZip}
        </Group>
      </>
    );
  }
  return (
    <>
      <TextInput
        label="Label"
        description="For example Home or Work"
        maxLength={60}
        {...inputProps('name')}
      />
      {street}
      <TextInput
        label="Apartment, suite, etc."
        autoComplete="address-line2"
        maxLength={200}
        {...inputProps('address2')}
      />
      {city}
      <Group grow align="flex-start">
        {stateAndZip}
      </Group>
    </>
  );
}
