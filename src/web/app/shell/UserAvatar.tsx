import { Avatar, Group, Text } from '@mantine/core';
import type { SessionUser } from '#contracts/auth';

/** The user menu's face: avatar and (from small screens up) the name. */
export function UserAvatar({ user }: { user: SessionUser }) {
  const name = user.profile.name || user.email || 'You';
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar
        src={user.profile.avatarUrl}
        name={name}
        alt=""
        color="orange"
        size={32}
        aria-hidden
      />
      <Text fw={600} size="sm" visibleFrom="sm" maw={160} truncate="end">
        {name}
      </Text>
    </Group>
  );
}
