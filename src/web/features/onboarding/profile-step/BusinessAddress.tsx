import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { onboardingMessages } from '#domain/onboarding';
import { AddressFields, validateAddressFields } from '../../../components/AddressFields';
import { FormError } from '../../../components/FormError';
import { LoadError } from '../../../components/LoadError';
import { notifyMessage } from '../../../lib/notify';
import { useFormSubmit } from '../../../lib/useFormSubmit';
import { useAddAddress, useMyAddresses } from '../onboarding-api';

/** Picks one of the chef's addresses for the business, or adds one right here. */
export function BusinessAddress({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const list = useMyAddresses();
  const add = useAddAddress();
  const [adding, setAdding] = useState(false);
  const addressForm = useForm({
    mode: 'controlled',
    initialValues: { address1: '', city: '', state: '', zipcode: '' },
    validate: validateAddressFields,
  });
  const saveAddress = useFormSubmit(addressForm, async (v) => {
    const res = await add.mutateAsync({ ...v, name: 'Business', type: 'business' });
    onChange(res.address.id);
    addressForm.reset();
    setAdding(false);
    notifyMessage('Address added.');
  });

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
          <Alert color="yellow">{onboardingMessages.addAddress}</Alert>
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
        {!addresses.length && error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
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
