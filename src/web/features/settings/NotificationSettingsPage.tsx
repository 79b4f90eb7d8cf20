import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '#contracts/settings';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  notificationChannelLabels,
  notificationKindLabels,
  notificationSettingsMessages,
  type NotificationChannel,
  type NotificationChannelSettings,
  type NotificationKind,
} from '#domain/notification-settings';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { RequireAuth } from '../../lib/RequireAuth';
import { settingsQuery, useSaveNotificationSettings } from '../../lib/queries/settings';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/useFormSubmit';
import { AppNotificationsControl } from '../../components/AppNotificationsControl';
import { SettingsPageFrame } from './SettingsPageFrame';

export function NotificationSettingsRoute() {
  return (
    <RequireAuth>
      <NotificationSettingsPage />
    </RequireAuth>
  );
}

function NotificationSettingsPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const settings = useQuery(settingsQuery(userId));
  return (
    <SettingsPageFrame
      title="Notification settings"
      intro="Choose how we tell you about each kind of event. App notifications show in the notifications drawer, and as push notifications on browsers where you turn them on."
    >
      {settings.isError ? (
        <LoadError
          title="Your notification settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data ? (
        <ChannelsForm userId={userId} saved={settings.data} />
      ) : (
        <Skeleton height={320} radius="md" />
      )}
      <AppNotificationsControl userId={userId} />
    </SettingsPageFrame>
  );
}

function ChannelsForm({ userId, saved }: { userId: string; saved: SettingsResponse }) {
  // The person's choices stay on screen whatever the server answers: a refusal loses nothing.
  const [channels, setChannels] = useState<NotificationChannelSettings>(
    saved.notifications.channels,
  );
  const [done, setDone] = useState(false);
  const save = useSaveNotificationSettings(userId);
  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) => {
    setDone(false);
    setChannels((prev) => ({ ...prev, [kind]: { ...prev[kind], [channel]: on } }));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setDone(false);
    save.mutate({ channels }, { onSuccess: () => setDone(true) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {saved.notifications.configuredAt === null && !done && (
          <Alert
            color="orange"
            variant="light"
            role="note"
            title={notificationSettingsMessages.notSet}
          >
            Check the choices below and save them; until then we use these defaults.
          </Alert>
        )}
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Caption>
              At least one notification channel (text, email, app) stays enabled.
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Kind of event</Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Th key={channel} scope="col" ta="center">
                    {notificationChannelLabels[channel]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Th scope="row" fw={500}>
                    {notificationKindLabels[kind]}
                  </Table.Th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Checkbox
                          checked={channels[kind][channel]}
                          onChange={(e) => toggle(kind, channel, e.currentTarget.checked)}
                          aria-label={`${notificationChannelLabels[channel]}: ${notificationKindLabels[kind]}`}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          Texts go to the phone number on your profile.
        </Text>
        <FormError error={save.isError ? errorMessage(save.error) : null} />
        {done && (
          <Alert color="teal" variant="light" role="status">
            {notificationSettingsMessages.saved}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save notification settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
