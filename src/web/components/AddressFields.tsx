import { Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { addressInputSchema } from '#contracts/addresses';
import { validateWith } from '../lib/validate-with';

export type AddressField = 'name' | 'address1' | 'address2' | 'city' | 'state' | 'zipcode';

/**
 * Form validation of the address fields: the API's address input (`addressInputSchema`), so the
 * form and the server never disagree.
 */
export const validateAddressFields = validateWith(addressInputSchema);

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
