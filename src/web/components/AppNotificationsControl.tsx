import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { PushDevice } from '#contracts/push';
import { ApiError } from '../lib/api';
import {
  fetchPushPublicKey,
  pushDevicesQuery,
  useRegisterPushDevice,
  useRemovePushDevice,
} from '../lib/queries/push-devices';
import { errorMessage } from '../lib/useFormSubmit';
import {
  PushRefused,
  pushSupport,
  subscribeThisBrowser,
  subscriptionBody,
} from '../lib/browser-push';

/** A short name for a device from its user agent: browser on system. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'A browser';
  const browser =
    (/Edg\//.test(userAgent) && 'Edge') ||
    (/Firefox\//.test(userAgent) && 'Firefox') ||
    (/Chrome\//.test(userAgent) && 'Chrome') ||
    (/Safari\//.test(userAgent) && 'Safari') ||
    'A browser';
  const system =
    (/Android/.test(userAgent) && 'Android') ||
    (/iPhone|iPad/.test(userAgent) && 'iOS') ||
    (/Windows/.test(userAgent) && 'Windows') ||
    (/Mac OS X/.test(userAgent) && 'macOS') ||
    (/Linux/.test(userAgent) && 'Linux') ||
    null;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Turns app notifications on in this browser (permission, subscription, registration) and
 * lists the person's devices that get them, each removable. Part of /settings/notification.
 */
export function AppNotificationsControl({ userId }: { userId: string }) {
  const devices = useQuery(pushDevicesQuery(userId));
  const register = useRegisterPushDevice(userId);
  const remove = useRemovePushDevice(userId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const support = pushSupport();

  const turnOn = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const { publicKey } = await fetchPushPublicKey();
      let subscription = await subscribeThisBrowser(publicKey);
      try {
        await register.mutateAsync(subscriptionBody(subscription));
      } catch (e) {
        // This browser's subscription belongs to another account: start a fresh one.
        if (!(e instanceof ApiError && e.status === 409)) throw e;
        subscription = await subscribeThisBrowser(publicKey, true);
        await register.mutateAsync(subscriptionBody(subscription));
      }
      setDone(true);
    } catch (e) {
      setError(
        e instanceof PushRefused || e instanceof ApiError
          ? e.message
          : `This browser could not subscribe to notifications${e instanceof Error && e.message ? `: ${e.message}` : '.'}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="push-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="push-heading">
          App notifications in this browser
        </Title>
        <Text size="sm" c="dimmed">
          App notifications also pop up on this device when Potluck is closed, on each browser where
          you turn them on.
        </Text>
        {support === 'unsupported' ? (
          <Text size="sm">This browser cannot show app notifications.</Text>
        ) : (
          <Group>
            <Button onClick={() => void turnOn()} loading={busy} variant="light">
              Turn on app notifications in this browser
            </Button>
          </Group>
        )}
        {support === 'denied' && !error && (
          <Text size="sm">
            Notifications are blocked for Potluck in this browser; allow them in the site settings
            first.
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" title="App notifications are not on">
            {error}
          </Alert>
        )}
        {done && (
          <Text size="sm" role="status">
            App notifications are on in this browser.
          </Text>
        )}
        <Title order={3} size="h5">
          Your devices
        </Title>
        {devices.isError ? (
          <Text size="sm" role="alert">
            Your devices could not be loaded.
          </Text>
        ) : !devices.data ? (
          <Skeleton height={40} />
        ) : devices.data.devices.length === 0 ? (
          <Text size="sm">No device gets app notifications yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label="Devices with app notifications" p={0} m={0}>
            {devices.data.devices.map((d) => (
              <DeviceRow
                key={d.id}
                device={d}
                removing={remove.isPending && remove.variables === d.id}
                onRemove={() => remove.mutate(d.id)}
              />
            ))}
          </Stack>
        )}
        {remove.isError && (
          <Text size="sm" role="alert">
            {errorMessage(remove.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function DeviceRow(props: { device: PushDevice; removing: boolean; onRemove: () => void }) {
  const { device } = props;
  const name = deviceName(device.userAgent);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" style={{ listStyle: 'none' }}>
      <div>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          Added {dayjs(device.createdAt).format('MMM D, YYYY')} · via {device.service}
        </Text>
      </div>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={props.removing}
        onClick={props.onRemove}
        aria-label={`Remove ${name}, added ${dayjs(device.createdAt).format('MMM D, YYYY')}`}
      >
        Remove
      </Button>
    </Group>
  );
}
