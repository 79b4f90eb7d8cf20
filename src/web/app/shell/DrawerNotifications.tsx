import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '#contracts/notifications';
import { formatDateTime } from '../../lib/format';
import { useMarkNotificationsRead } from './notifications-api';

/**
 * "New notifications" of the right drawer: the unread ones, each with a link to what it is
 * about (following it marks it read) and "Mark as read"; "Mark all as read" clears them.
 */
export function DrawerNotifications({
  unread,
  onNavigate,
}: {
  unread: Notification[];
  onNavigate: () => void;
}) {
  const markRead = useMarkNotificationsRead();
  if (unread.length === 0) return null;
  const read = (n: Notification) => markRead.mutate({ ids: [n.id] });
  return (
    <Stack component="section" aria-labelledby="drawer-notifications" gap="xs">
      <Group justify="space-between" align="center">
        <Text component="h3" size="sm" fw={700} id="drawer-notifications">
          New notifications
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => markRead.mutate({ all: true })}
          loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
        >
          Mark all as read
        </Button>
      </Group>
      {markRead.error && (
        <Alert color="red" role="alert">
          {markRead.error.message}
        </Alert>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {unread.map((n) => (
          <li key={n.id}>
            <Paper withBorder p="sm">
              <Stack gap={2}>
                {n.link?.startsWith('/') ? (
                  <Anchor
                    component={Link}
                    to={n.link}
                    fw={600}
                    size="sm"
                    onClick={() => {
                      read(n);
                      onNavigate();
                    }}
                  >
                    {n.title}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm">
                    {n.title}
                  </Text>
                )}
                {n.body && <Text size="sm">{n.body}</Text>}
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {formatDateTime(n.createdAt)}
                  </Text>
                  <Button size="compact-xs" variant="default" onClick={() => read(n)}>
                    Mark as read<VisuallyHidden>: {n.title}</VisuallyHidden>
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
