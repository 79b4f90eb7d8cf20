import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { RequireAuth } from './RequireAuth';
import { useSession } from './session';
import { useAdminInboxesLive } from './use-admin-inboxes-live';

/** Where the "Not allowed" screen sends a signed-in person who is not an admin. */
export interface AdminGuardWayOut {
  to: string;
  label: string;
}

const HOME: AdminGuardWayOut = { to: '/', label: 'Go to the home page' };

/**
 * Route guard for admin screens: guests sign in first (and come back after); signed-in people
 * who are not admins are told so, with one link out (the home page unless `wayOut` names another).
 */
export function RequireAdmin({
  children,
  wayOut = HOME,
}: {
  children: ReactNode;
  wayOut?: AdminGuardWayOut;
}) {
  return (
    <RequireAuth>
      <AdminCheck wayOut={wayOut}>{children}</AdminCheck>
    </RequireAuth>
  );
}

function AdminCheck({ children, wayOut }: { children: ReactNode; wayOut: AdminGuardWayOut }) {
  const { user } = useSession();
  if (user?.isAdmin) return <AdminScreen>{children}</AdminScreen>;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" role="alert">
        <Title order={1}>Not allowed</Title>
        <Text>This page is for Potluck admins only.</Text>
        <Anchor component={Link} to={wayOut.to}>
          {wayOut.label}
        </Anchor>
      </Stack>
    </Container>
  );
}

/** An admin's screen: the inboxes it shows follow what other admins and people do, live. */
function AdminScreen({ children }: { children: ReactNode }) {
  useAdminInboxesLive();
  return <>{children}</>;
}
