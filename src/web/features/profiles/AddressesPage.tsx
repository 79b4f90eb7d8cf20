import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { Address, AddressInput } from '#contracts/addresses';
import { geocodeReverse } from '#contracts/endpoints/geocoding';
import type { GeocodedPlaceDto } from '#contracts/geocoding';
import { addressMessages, MAX_ADDRESSES_PER_USER } from '#domain/address';
import { messages } from '#domain/messages';
import { call } from '../../lib/api';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../../lib/queries/addresses';
import { notifyError, notifyMessage } from '../../lib/notify';
import { RequireAuth } from '../../lib/RequireAuth';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { Dialog } from '../../components/Dialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormError } from '../../components/FormError';
import { AddressFields, validateAddressFields } from '../../components/AddressFields';
import { autocompletePlaces } from './profiles-api';

export function AddressesRoute() {
  return (
    <RequireAuth>
      <AddressesPage />
    </RequireAuth>
  );
}

type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

function AddressesPage() {
  const { data, isLoading, isError, refetch } = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useDeleteAddress();
  const addresses = data?.addresses ?? [];
  const full = addresses.length >= MAX_ADDRESSES_PER_USER;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifyMessage('Address deleted.');
      setDeleting(null);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not delete the address.'));
    }
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Anchor component={Link} to="/my/profile" size="sm">
              Back to my profile
            </Anchor>
            <Title order={1}>My addresses</Title>
          </div>
          {addresses.length > 0 && (
            <Button onClick={() => setEditing({ mode: 'new' })} disabled={full}>
              Add an address
            </Button>
          )}
        </Group>

        {isLoading && (
          <Stack role="status" aria-busy="true" aria-label="Loading addresses">
            <Skeleton height={90} radius="md" />
            <Skeleton height={90} radius="md" />
          </Stack>
        )}

        {isError && (
          <Alert color="red" role="alert" title="Could not load your addresses">
            <Button variant="light" color="red" mt="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )}

        {data && addresses.length === 0 && (
          <Card withBorder padding="xl" radius="md">
            <Stack align="center" gap="sm">
              <Text fw={600}>{messages.addAddress}</Text>
              <Text c="dimmed" size="sm" ta="center">
                We use it to show food near you and for deliveries.
              </Text>
              <Button onClick={() => setEditing({ mode: 'new' })}>Add an address</Button>
            </Stack>
          </Card>
        )}

        {full && (
          <Text size="sm" c="dimmed">
            {addressMessages.tooMany}
          </Text>
        )}

        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Addresses"
        >
          {addresses.map((a) => (
            <Card component="li" key={a.id} withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{a.name || a.address1}</Text>
                    {a.isDefault && <Badge variant="light">Default</Badge>}
                    {a.usesUserLocation && (
                      <Badge variant="light" color="gray">
                        Uses my location
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{a.formattedAddress}</Text>
                  {a.neighborhood && (
                    <Text size="xs" c="dimmed">
                      {a.neighborhood}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => setEditing({ mode: 'edit', address: a })}
                    aria-label={`Edit ${a.name || a.address1}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    onClick={() => setDeleting(a)}
                    aria-label={`Delete ${a.name || a.address1}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      </Stack>

      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Edit address' : 'Add an address'}
        size="lg"
      >
        {editing && (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            address={editing.mode === 'edit' ? editing.address : null}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>

      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this address?"
        confirmLabel="Delete address"
        danger
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
      >
        {deleting?.formattedAddress ?? ''}
      </ConfirmDialog>
    </Container>
  );
}

interface FormValues {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
}

type UserLocation = { latitude: number; longitude: number };

function AddressForm({ address, onDone }: { address: Address | null; onDone: () => void }) {
  const save = useSaveAddress();
  const [userLocation, setUserLocation] = useState<UserLocation | null>(null);
  const [locating, setLocating] = useState(false);
  const form = useForm<FormValues>({
    initialValues: {
      name: address?.name ?? '',
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zipcode: address?.zipcode ?? '',
    },
    validate: validateAddressFields,
  });

  const fillFrom = (place: GeocodedPlaceDto) => {
    form.setValues({
      ...(place.address1 ? { address1: place.address1 } : {}),
      city: place.city,
      state: place.state,
      zipcode: place.zipcode,
    });
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      notifyError('Your browser cannot share its location.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        const loc = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
        setUserLocation(loc);
        try {
          const { place } = await call(geocodeReverse, {
            query: { lat: loc.latitude, lon: loc.longitude },
          });
          const v = form.getValues();
          if (place && !v.city && !v.zipcode)
            fillFrom({ ...place, address1: v.address1 || place.address1 || '' });
        } catch {
          // The location alone is still useful as a fallback.
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        notifyError(messages.locationNotSet);
      },
      { timeout: 10_000, maximumAge: 10 * 60_000, enableHighAccuracy: false },
    );
  };

  const { submit, error } = useFormSubmit(
    form,
    async (values) => {
      const body: AddressInput = {
        name: values.name.trim() || null,
        address1: values.address1.trim(),
        address2: values.address2.trim() || null,
        city: values.city.trim(),
        state: values.state.trim(),
        zipcode: values.zipcode.trim() || null,
        ...(userLocation ? { userLocation } : {}),
      };
      await save.mutateAsync({ id: address?.id, body });
      notifyMessage(address ? 'Address updated.' : 'Address added.');
      onDone();
    },
    { fieldErrors: 'with-message' },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError error={error} />
        <PlaceSearch onPick={fillFrom} />
        <AddressFields inputProps={(field) => form.getInputProps(field)} />
        <Group justify="space-between" align="center">
          <Button variant="subtle" onClick={useMyLocation} loading={locating}>
            Use my current location
          </Button>
          {userLocation && (
            <Text size="xs" c="dimmed" role="status">
              Your location is used if the address cannot be found.
            </Text>
          )}
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** City / ZIP / address suggestions; picking one fills the form. */
function PlaceSearch({ onPick }: { onPick: (place: GeocodedPlaceDto) => void }) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, 250);
  const [places, setPlaces] = useState<GeocodedPlaceDto[]>([]);
  const picked = useRef<string | null>(null);

  useEffect(() => {
    const q = debounced.trim();
    if (q.length < 2 || q === picked.current) return;
    const ctrl = new AbortController();
    autocompletePlaces(q, ctrl.signal)
      .then((res) => setPlaces(res.results))
      .catch(() => setPlaces([]));
    return () => ctrl.abort();
  }, [debounced]);

  const options = [...new Set(places.map((p) => p.formattedAddress))];

  return (
    <Autocomplete
      label="Find your city or ZIP code"
      description="Pick a suggestion to fill in the city, state and ZIP code."
      value={value}
      onChange={setValue}
      data={options}
      filter={({ options: o }) => o}
      onOptionSubmit={(label) => {
        const place = places.find((p) => p.formattedAddress === label);
        picked.current = label;
        if (place) onPick(place);
      }}
      maxLength={100}
    />
  );
}
