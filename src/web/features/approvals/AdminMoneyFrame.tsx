import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Container, Group, Stack, Title } from '@mantine/core';

const tools = [
  { to: '/admin/money', label: 'Daily summary' },
  { to: '/admin/money/orders', label: 'Refund an order' },
  { to: '/admin/money/chefs', label: 'Chef ledger' },
  { to: '/admin/approvals', label: 'Approvals' },
] as const;

/** The admin's money screens: their title and the links between them. */
export function AdminMoneyFrame({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = (to: string) =>
    to === '/admin/money' ? pathname === to : pathname.startsWith(to);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <nav aria-label="Admin tools">
          <Group gap="md">
            {tools.map((t) => (
              <Anchor
                key={t.to}
                component={Link}
                to={t.to}
                fw={current(t.to) ? 700 : undefined}
                aria-current={current(t.to) ? 'page' : undefined}
              >
                {t.label}
              </Anchor>
            ))}
          </Group>
        </nav>
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
