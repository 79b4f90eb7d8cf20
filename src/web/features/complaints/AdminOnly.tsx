import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { RequireAuth } from '../../lib/RequireAuth';
import { useSession } from '../../lib/session';

/** The inbox's guard: guests sign in first; signed-in people who are not admins are told so. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AdminCheck>{children}</AdminCheck>
    </RequireAuth>
  );
}

function AdminCheck({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.isAdmin) return <>{children}</>;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" role="alert">
        <Title order={1}>Not allowed</Title>
        <Text>This page is for Potluck admins only.</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
