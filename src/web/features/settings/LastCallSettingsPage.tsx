import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getSearchLocation } from '#contracts/endpoints/profiles';
import {
  LAST_CALL_RADIUS_KM,
  LAST_CALL_RADIUS_MAX_KM,
  LAST_CALL_RADIUS_MIN_KM,
  type LastCallSubscription,
} from '#contracts/lastcall';
import { distanceKm } from '#domain/geo';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { call } from '../../lib/api';
import { RequireAuth } from '../../lib/RequireAuth';
import { useAddresses } from '../../lib/queries/addresses';
import {
  useLastCallSubscription,
  useSubscriptionAction,
  type SubscriptionAction,
} from '../../lib/queries/last-call-subscription';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/useFormSubmit';
import { SettingsPageFrame } from './SettingsPageFrame';

export function LastCallSettingsRoute() {
  return (
    <RequireAuth>
      <LastCallSettingsPage />
    </RequireAuth>
  );
}

interface Place {
  value: string;
  label: string;
  lat: number;
  lon: number;
}

/** Two places this close are the same place (the search location and an address, say). */
const SAME_PLACE_KM = 0.1;

/** Where the subscription can look around: the search location and saved addresses. */
function usePlaces(userId: string): { places: Place[]; pending: boolean } {
  const search = useQuery({
    queryKey: ['profile-search-location', userId],
    staleTime: Infinity,
    queryFn: ({ signal }) => call(getSearchLocation, { signal }),
  });
  const addresses = useAddresses();
  const places: Place[] = [];
  const here = search.data?.location;
  if (here)
    places.push({
      value: 'search',
      label: `My search location: ${here.label}`,
      lat: here.lat,
      lon: here.lon,
    });
  for (const a of addresses.data?.addresses ?? []) {
    if (a.latitude === null || a.longitude === null) continue;
    const label = [a.name, a.formattedAddress ?? a.address1].filter(Boolean).join(': ');
    places.push({ value: `address-${a.id}`, label, lat: a.latitude, lon: a.longitude });
  }
  return { places, pending: search.isPending || addresses.isPending };
}

function placeOf(places: Place[], at: { lat: number; lon: number }): Place | undefined {
  return places.find((p) => distanceKm(p.lat, p.lon, at.lat, at.lon) <= SAME_PLACE_KM);
}

function LastCallSettingsPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const subscription = useLastCallSubscription(userId || null);
  const { places, pending } = usePlaces(userId);
  return (
    <SettingsPageFrame
      title="Last-call settings"
      intro="When a chef near you puts dishes on a last call, we tell you on the channels of your notification settings. This is the same subscription as the Last Calls section of the search screen."
    >
      {subscription.isError ? (
        <LoadError
          title="Your last-call subscription could not be loaded."
          onRetry={() => void subscription.refetch()}
        />
      ) : subscription.data && !pending ? (
        <SubscriptionForm
          userId={userId}
          current={subscription.data.subscription}
          places={places}
        />
      ) : (
        <Skeleton height={260} radius="md" />
      )}
    </SettingsPageFrame>
  );
}

function SubscriptionForm({
  userId,
  current,
  places,
}: {
  userId: string;
  current: LastCallSubscription | null;
  places: Place[];
}) {
  const action = useSubscriptionAction(userId);
  const currentPlace = current ? placeOf(places, current.location) : undefined;
  const [placeValue, setPlaceValue] = useState<string | null>(
    currentPlace?.value ?? (current ? null : (places[0]?.value ?? null)),
  );
  const [radius, setRadius] = useState<number | string>(current?.radiusKm ?? LAST_CALL_RADIUS_KM);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = (next: SubscriptionAction, message: string) => {
    setDone(null);
    setProblem(null);
    action.mutate(next, {
      onSuccess: () => setDone(message),
      onError: (err) => setProblem(errorMessage(err)),
    });
  };

  const chosen = places.find((p) => p.value === placeValue);
  // A subscription made at a place that is no longer among the choices keeps its place.
  const location = chosen
    ? { lat: chosen.lat, lon: chosen.lon }
    : current
      ? current.location
      : null;
  const radiusKm = typeof radius === 'number' ? radius : Number.NaN;
  const radiusError =
    Number.isFinite(radiusKm) &&
    radiusKm >= LAST_CALL_RADIUS_MIN_KM &&
    radiusKm <= LAST_CALL_RADIUS_MAX_KM
      ? null
      : `Choose a radius from ${LAST_CALL_RADIUS_MIN_KM} to ${LAST_CALL_RADIUS_MAX_KM} km.`;

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (radiusError) {
      setProblem(radiusError);
      return;
    }
    if (!location) {
      setProblem('Choose where to look for last calls.');
      return;
    }
    run(
      { kind: 'subscribe', body: { location, radiusKm } },
      current ? 'Last-call settings saved.' : 'You are subscribed to last calls.',
    );
  };

  const busy = action.isPending;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Your subscription
            </Title>
            <Text size="sm">
              {current
                ? `Within ${current.radiusKm} km of ${currentPlace?.label ?? 'the place you chose'}.`
                : 'You are not subscribed to last calls.'}
            </Text>
          </Stack>
          {current && (
            <Badge
              color={current.isPaused ? 'gray.8' : 'teal.9'}
              variant="filled"
              radius="sm"
              size="lg"
            >
              {current.isPaused ? 'Paused' : 'Active'}
            </Badge>
          )}
        </Group>
      </Paper>

      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {places.length === 0 && !current ? (
            <Alert color="orange" variant="light" role="note">
              Choose a search location on the food search, or add an address with a map position to
              your profile, then come back to subscribe.
            </Alert>
          ) : (
            <Select
              label="Location"
              description="Deals are looked for around this place."
              data={places.map((p) => ({ value: p.value, label: p.label }))}
              value={placeValue}
              onChange={(v) => {
                setDone(null);
                setPlaceValue(v);
              }}
              placeholder={current && !chosen ? 'The place you chose before' : 'Choose a place'}
              allowDeselect={false}
            />
          )}
          <NumberInput
            label="Radius (km)"
            description={`Default ${LAST_CALL_RADIUS_KM} km; from ${LAST_CALL_RADIUS_MIN_KM} to ${LAST_CALL_RADIUS_MAX_KM} km.`}
            value={radius}
            onChange={(v) => {
              setDone(null);
              setRadius(v);
            }}
            min={LAST_CALL_RADIUS_MIN_KM}
            max={LAST_CALL_RADIUS_MAX_KM}
            clampBehavior="none"
            allowDecimal={false}
            error={problem === radiusError ? radiusError : undefined}
          />
          <FormError error={problem && problem !== radiusError ? problem : null} />
          {done && (
            <Alert color="teal" variant="light" role="status">
              {done}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {current ? 'Save last-call settings' : 'Subscribe to last calls'}
            </Button>
            {current &&
              (current.isPaused ? (
                <Button
                  variant="default"
                  disabled={busy}
                  onClick={() => run({ kind: 'resume' }, 'Last calls resumed.')}
                >
                  Resume
                </Button>
              ) : (
                <Button
                  variant="default"
                  disabled={busy}
                  onClick={() => run({ kind: 'pause' }, 'Last calls paused.')}
                >
                  Pause
                </Button>
              ))}
            {current && (
              <Button
                variant="default"
                color="red"
                disabled={busy}
                onClick={() =>
                  run({ kind: 'unsubscribe' }, 'You are unsubscribed from last calls.')
                }
              >
                Unsubscribe
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
