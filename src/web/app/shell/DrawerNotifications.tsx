import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { Notification } from '#contracts/notifications';
import { formatDateTime } from '../../lib/format';
import { useMarkNotificationsRead } from './notifications-api';

// The drawer shows the newest few; older ones stay reachable through what they link to.
export const DRAWER_NOTIFICATIONS_SHOWN = 8;

/**
 * "New notifications" of the right drawer (spec §2): the newest first, the unread ones marked
 * "New", each with a link to what it is about (following it marks it read); "Mark all as read"
 * while any is unread.
 */
export function DrawerNotifications({
  notifications,
  unread,
  onNavigate,
}: {
  notifications: Notification[];
  /** Unread in all pages, not only the shown ones. */
  unread: number;
  onNavigate: () => void;
}) {
  const markRead = useMarkNotificationsRead();
  if (notifications.length === 0) return null;
  const shown = notifications.slice(0, DRAWER_NOTIFICATIONS_SHOWN);
  const read = (n: Notification) => markRead.mutate({ ids: [n.id] });
  return (
    <Stack component="section" aria-labelledby="drawer-notifications" gap="xs">
      <Group justify="space-between" align="center">
        <Text component="h3" size="sm" fw={700} id="drawer-notifications">
          New notifications
        </Text>
        {unread > 0 && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => markRead.mutate({ all: true })}
            loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
          >
            Mark all as read
          </Button>
        )}
      </Group>
      {markRead.error && (
        <Alert color="red" role="alert">
          {markRead.error.message}
        </Alert>
      )}
      <Stack
        component="ul"
        aria-label="Notifications, newest first"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map((n) => {
          const isUnread = n.readAt === null;
          return (
            <li key={n.id}>
              <Paper
                withBorder
                p="sm"
                // A coloured edge, not a tint: the link's colour keeps its contrast either way.
                style={
                  isUnread
                    ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' }
                    : undefined
                }
              >
                <Stack gap={2}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    {n.link?.startsWith('/') ? (
                      <Anchor
                        component={Link}
                        to={n.link}
                        fw={isUnread ? 700 : 500}
                        size="sm"
                        onClick={() => {
                          if (isUnread) read(n);
                          onNavigate();
                        }}
                      >
                        {n.title}
                      </Anchor>
                    ) : (
                      <Text fw={isUnread ? 700 : 500} size="sm">
                        {n.title}
                      </Text>
                    )}
                    {isUnread && (
                      <Badge size="xs" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
                        New
                      </Badge>
                    )}
                  </Group>
                  {n.body && <Text size="sm">{n.body}</Text>}
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      {formatDateTime(n.createdAt)}
                    </Text>
                    {isUnread && (
                      <Button size="compact-xs" variant="default" onClick={() => read(n)}>
                        Mark as read<VisuallyHidden>: {n.title}</VisuallyHidden>
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Paper>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
