import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LAST_CALL_RADIUS_KM } from '#contracts/lastcall';
import type { SearchLocation } from '#contracts/search';
import { distanceKm } from '#domain/geo';
import { messages } from '#domain/messages';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import {
  type SubscriptionAction,
  useLastCallSubscription,
  useSubscriptionAction,
} from './lastcall-api';

/** A subscription further than this from the search location is "for another place". */
const MOVED_KM = 1;

/**
 * The last-call subscription controls (spec §6: subscribed, paused, resumed, unsubscribed).
 * Guests get a sign-in link that brings them back here; signed-in people subscribe at the
 * current search location within 10 km, then pause, resume or unsubscribe. Any failure shows
 * the spec's "Failed" snackbar. A subscription made elsewhere can be moved to this location.
 */
export function LastCallSubscription({ location }: { location: SearchLocation }) {
  const { user, isLoading: sessionLoading } = useSession();
  const here = useLocation();
  const subscription = useLastCallSubscription(user?.id ?? null);
  const action = useSubscriptionAction(user?.id ?? '');

  if (sessionLoading) return <Skeleton height={36} width={220} radius="sm" />;
  if (!user) {
    const back = `${here.pathname}${here.search}`;
    return (
      <Group gap="sm">
        <Text size="sm">Sign in to hear about new last-call deals near you.</Text>
        <Button
          component={Link}
          to={`/signin?redirect=${encodeURIComponent(back)}`}
          variant="light"
          size="sm"
        >
          Sign in to subscribe
        </Button>
      </Group>
    );
  }
  if (subscription.isPending) return <Skeleton height={36} width={220} radius="sm" />;
  if (subscription.isError) {
    return (
      <Group gap="sm">
        <Text size="sm" c="red.8" role="alert">
          Could not load your last-call subscription.
        </Text>
        <Button variant="default" size="sm" onClick={() => void subscription.refetch()}>
          Try again
        </Button>
      </Group>
    );
  }

  const run = (next: SubscriptionAction) =>
    action.mutate(next, { onError: () => notifyError(messages.subscribeFailed) });
  const busy = action.isPending;
  const current = subscription.data.subscription;

  if (!current) {
    return (
      <Group gap="sm">
        <Text size="sm">Get told about new last-call deals within {LAST_CALL_RADIUS_KM} km.</Text>
        <Button
          size="sm"
          loading={busy}
          onClick={() =>
            run({
              kind: 'subscribe',
              body: {
                location: { lat: location.lat, lon: location.lon },
                radiusKm: LAST_CALL_RADIUS_KM,
              },
            })
          }
        >
          Subscribe
        </Button>
      </Group>
    );
  }
  const elsewhere =
    distanceKm(current.location.lat, current.location.lon, location.lat, location.lon) > MOVED_KM;
  return (
    <Group gap="sm">
      <Badge
        color={current.isPaused ? 'gray.8' : 'teal.9'}
        variant="filled"
        radius="sm"
        size="lg"
        role="status"
      >
        {current.isPaused ? 'Subscription paused' : 'Subscribed'}
      </Badge>
      {current.isPaused ? (
        <Button size="sm" disabled={busy} onClick={() => run({ kind: 'resume' })}>
          Resume
        </Button>
      ) : (
        <Button size="sm" variant="default" disabled={busy} onClick={() => run({ kind: 'pause' })}>
          Pause
        </Button>
      )}
      {elsewhere && (
        <Button
          size="sm"
          variant="light"
          disabled={busy}
          onClick={() =>
            run({
              kind: 'subscribe',
              body: {
                location: { lat: location.lat, lon: location.lon },
                radiusKm: current.radiusKm,
              },
            })
          }
        >
          Move subscription here
        </Button>
      )}
      <Button
        size="sm"
        variant="default"
        disabled={busy}
        onClick={() => run({ kind: 'unsubscribe' })}
      >
        Unsubscribe
      </Button>
    </Group>
  );
}
