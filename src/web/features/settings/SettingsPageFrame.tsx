import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';

/** A settings page: a way back to /settings, its title and what it is for. */
export function SettingsPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/settings" size="sm">
          ← All settings
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
