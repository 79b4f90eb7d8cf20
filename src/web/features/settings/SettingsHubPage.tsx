import { Link } from 'react-router';
import { Badge, Card, Container, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notificationSettingsMessages } from '#domain/notification-settings';
import { RequireAuth } from '../../lib/RequireAuth';
import { settingsQuery } from '../../lib/queries/settings';
import { useSession } from '../../lib/session';

export function SettingsHubRoute() {
  return (
    <RequireAuth>
      <SettingsHubPage />
    </RequireAuth>
  );
}

/** /settings (spec §2): one place that leads to each of the person's settings. */
function SettingsHubPage() {
  const { user } = useSession();
  const settings = useQuery({ ...settingsQuery(user?.id ?? ''), enabled: Boolean(user) });
  const notSet = settings.data ? settings.data.notifications.configuredAt === null : false;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Settings</Title>
        <SettingsLink
          to="/settings/notification"
          title="Notification settings"
          description="How we tell you about orders, messages, invitations, chefs you follow, promotions and your account: by e-mail, text or in the app."
          flag={notSet ? notificationSettingsMessages.notSet : null}
        />
        <SettingsLink
          to="/settings/meal-preference"
          title="Meal preferences"
          description="Diets and cuisines your food search starts with, and ingredients you avoid."
        />
        <SettingsLink
          to="/settings/lastcall"
          title="Last-call settings"
          description="Where and how far we look for last-call deals to tell you about; pause or stop them."
        />
      </Stack>
    </Container>
  );
}

function SettingsLink({
  to,
  title,
  description,
  flag = null,
}: {
  to: string;
  title: string;
  description: string;
  flag?: string | null;
}) {
  return (
    <UnstyledButton component={Link} to={to}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="lg">
              {title}
            </Text>
            {flag && (
              <Badge color="orange.9" variant="filled">
                {flag}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
