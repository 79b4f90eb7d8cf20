import type { ReactNode } from 'react';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';

/**
 * The top of a profile card (spec §2): banner (or a warm strip), avatar overlapping it,
 * name as the page heading and @handle. The rest of the card goes in `children`.
 */
export function ProfileCardHeader({
  bannerUrl,
  avatarUrl,
  name,
  handle,
  children,
}: {
  bannerUrl: string | null;
  avatarUrl: string | null;
  name: string;
  handle: string | null;
  children: ReactNode;
}) {
  return (
    <>
      {bannerUrl ? (
        <img
          src={bannerUrl}
          alt=""
          style={{ width: '100%', aspectRatio: '16 / 5', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <div style={{ height: 96, background: 'var(--mantine-color-orange-light)' }} />
      )}
      <Stack p="lg" gap="md">
        <Group align="flex-end" gap="md" wrap="wrap" mt={-64}>
          <Avatar
            src={avatarUrl}
            name={name}
            size={112}
            radius={112}
            color="orange"
            alt={`${name}'s picture`}
            style={{ border: '4px solid var(--mantine-color-body)' }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {name}
            </Title>
            {handle && <Text c="dimmed">@{handle}</Text>}
          </Stack>
        </Group>
        {children}
      </Stack>
    </>
  );
}
