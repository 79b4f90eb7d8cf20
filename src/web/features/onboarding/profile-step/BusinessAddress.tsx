import { useState } from 'react';
import { Alert, Button, Card, Group, NativeSelect, Skeleton, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { onboardingMessages } from '#domain/onboarding';
import { AddressFields, validateAddressFields } from '../../../components/AddressFields';
import { FormError } from '../../../components/FormError';
import { LoadError } from '../../../components/LoadError';
import { notifyMessage } from '../../../lib/notify';
import { useFormSubmit } from '../../../lib/useFormSubmit';
import { useAddAddress, useMyAddresses } from '../onboarding-api';

const emptyAddress = { address1: '', city: '', state: '', zipcode: '' };
type AddressDraftValues = typeof emptyAddress;

/**
 * The address being typed in the Profile step. The step's own "Save & continue" saves a
 * typed address first (`saveIfTyped`), so a chef who never pressed "Save address" is not
 * sent back with "You need to add at least one address." for an address they did type.
 */
export function useAddressDraft(onSaved: (id: string) => void) {
  const add = useAddAddress();
  const [adding, setAdding] = useState(false);
  const form = useForm<AddressDraftValues>({
    mode: 'controlled',
    initialValues: emptyAddress,
    validate: validateAddressFields,
  });
  const save = async (v: AddressDraftValues) => {
    const res = await add.mutateAsync({ ...v, name: 'Business', type: 'business' });
    onSaved(res.address.id);
    form.reset();
    setAdding(false);
    notifyMessage('Address added.');
    return res.address.id;
  };
  const submit = useFormSubmit(form, async (v) => {
    await save(v);
  });
  /** Saves what was typed: 'none' typed, 'invalid' (its errors now shown) or the new id. */
  const saveIfTyped = async (): Promise<'none' | 'invalid' | { id: string }> => {
    const typed = Object.values(form.getValues()).some((v) => v.trim() !== '');
    if (!typed) return 'none';
    if (form.validate().hasErrors) return 'invalid';
    return { id: await save(form.getValues()) };
  };
  return { form, submit, adding, setAdding, saveIfTyped };
}

export type AddressDraft = ReturnType<typeof useAddressDraft>;

/** Picks one of the chef's addresses for the business, or adds one right here. */
export function BusinessAddress({
  value,
  onChange,
  error,
  draft,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  draft: AddressDraft;
}) {
  const list = useMyAddresses();
  const { form: addressForm, submit: saveAddress, adding, setAdding } = draft;

  const addresses = list.data?.addresses ?? [];
  const showForm = adding || (list.isSuccess && addresses.length === 0);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Business address
        </Title>
        {list.isLoading && <Skeleton h={36} />}
        {list.isError && (
          <LoadError
            title="Your addresses could not be loaded"
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isSuccess && addresses.length === 0 && (
          // Said once: after a refused save this same line turns into the error.
          <Alert
            color={error ? 'red' : 'yellow'}
            role={error ? 'alert' : undefined}
            id="business-address-needed"
          >
            {error ?? onboardingMessages.addAddress}
          </Alert>
        )}
        {addresses.length > 0 && (
          <NativeSelect
            label="Business address"
            description="Customers pick up here; search places your dishes here."
            value={value}
            error={error}
            onChange={(e) => onChange(e.currentTarget.value)}
            data={[
              { value: '', label: 'Choose an address' },
              ...addresses.map((a) => ({
                value: a.id,
                label: a.formattedAddress ?? [a.address1, a.city].filter(Boolean).join(', '),
              })),
            ]}
          />
        )}
        {showForm ? (
          <form onSubmit={saveAddress.submit} noValidate aria-label="Add an address">
            <Stack gap="sm">
              <FormError error={saveAddress.error} />
              <AddressFields
                variant="compact"
                inputProps={(field) => addressForm.getInputProps(field)}
              />
              <Group>
                <Button type="submit" variant="light" loading={saveAddress.submitting}>
                  Save address
                </Button>
                {adding && (
                  <Button variant="subtle" onClick={() => setAdding(false)}>
                    Cancel
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        ) : (
          list.isSuccess && (
            <Button variant="subtle" onClick={() => setAdding(true)} w="fit-content">
              Add an address
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
