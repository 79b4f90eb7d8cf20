import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Container } from '@mantine/core';
import { messages } from '#domain/messages';
import { RequireAuth } from '../../lib/RequireAuth';
import { useSession } from '../../lib/session';

/** Business-portal pages: signed in (else /signin), and a chef's account (spec §8 otherwise). */
export function BusinessGuard({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <ChefOnly>{children}</ChefOnly>
    </RequireAuth>
  );
}

function ChefOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && user.profile.type !== 'chef') {
    return (
      <Container size="sm" py="xl">
        <Alert color="orange" role="alert" title={messages.accountNotSetUp}>
          The business portal is for producers. Apply to sell on Potluck first.
          <Button component={Link} to="/chef/apply" mt="md" display="block" w="fit-content">
            Become a chef
          </Button>
        </Alert>
      </Container>
    );
  }
  return <>{children}</>;
}
