import { Link } from 'react-router';
import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FormError } from '../../components/FormError';
import { RequireAuth } from '../../lib/RequireAuth';
import { errorMessage } from '../../lib/useFormSubmit';
import { AccountStatusCard } from './AccountStatusCard';
import { DEFAULT_RETURN } from './ConnectSuccessPage';
import { useConnectAgain, usePayoutRefresh } from './payouts-api';

/** A light alert's coloured title is too faint to read; the title takes the text colour. */

export function ConnectFailRoute() {
  return (
    <RequireAuth>
      <ConnectFailPage />
    </RequireAuth>
  );
}

/** Where the payout provider sends the chef when the account was refused or the link expired. */
function ConnectFailPage() {
  const refresh = usePayoutRefresh();
  const again = useConnectAgain();
  const account = refresh.data?.finance.account;
  const returnTo = refresh.data?.returnTo ?? undefined;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Your deposit account is not connected</Title>
        <Alert
          color="red"

          title="We could not finish connecting your account"
        >
          <Text size="sm">
            The payout provider did not accept the bank details, or the link you used has expired.
            Nothing was charged. Try again with your account details at hand.
          </Text>
        </Alert>
        {account && account.status !== 'none' && <AccountStatusCard account={account} />}
        <FormError error={again.isError ? errorMessage(again.error) : null} />
        <Group>
          <Button loading={again.isPending} onClick={() => again.mutate(returnTo)}>
            Try again
          </Button>
          <Anchor component={Link} to={returnTo ?? DEFAULT_RETURN}>
            Back to onboarding
          </Anchor>
          <Anchor component={Link} to="/accounts">
            Go to Accounts
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
