import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';

const sections = [
  { to: '/admin/content', label: 'Carousel' },
  { to: '/admin/content/about', label: 'About' },
  { to: '/admin/content/posts', label: 'Blog' },
  { to: '/admin/content/help', label: 'Help' },
] as const;

/** The admin's content screens: their title and the links between them. */
export function ContentAdminFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = (to: string) =>
    to === '/admin/content' ? pathname === to : pathname.startsWith(to);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <nav aria-label="Content">
          <Group gap="md">
            {sections.map((s) => (
              <Anchor
                key={s.to}
                component={Link}
                to={s.to}
                fw={current(s.to) ? 700 : undefined}
                aria-current={current(s.to) ? 'page' : undefined}
              >
                {s.label}
              </Anchor>
            ))}
          </Group>
        </nav>
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
