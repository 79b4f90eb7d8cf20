import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LoadError } from '../../components/LoadError';
import { RequireAuth } from '../../lib/RequireAuth';
import { errorMessage } from '../../lib/useFormSubmit';
import { AccountStatusCard } from './AccountStatusCard';
import { usePayoutRefresh } from './payouts-api';

export const DEFAULT_RETURN = '/chef/apply?step=finance';

/** A light alert's coloured title is too faint to read; the title takes the text colour. */

export function ConnectSuccessRoute() {
  return (
    <RequireAuth>
      <ConnectSuccessPage />
    </RequireAuth>
  );
}

/** Where the payout provider sends the chef after its onboarding (spec §2). */
function ConnectSuccessPage() {
  const refresh = usePayoutRefresh();
  const account = refresh.data?.finance.account;
  const next = refresh.data?.returnTo ?? DEFAULT_RETURN;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Deposit account</Title>
        {refresh.isPending && (
          <Stack gap="sm" role="status" aria-label="Loading your deposit account">
            <Skeleton height={24} width="60%" />
            <Skeleton height={90} />
          </Stack>
        )}
        {refresh.isError && (
          <LoadError
            title="Your deposit account could not be checked"
            message={errorMessage(refresh.error)}
            onRetry={() => void refresh.refetch()}
          />
        )}
        {account && (
          <>
            {account.status === 'enabled' ? (
              <Alert
                color="green"

                title="Your deposit account is connected"
              >
                Payouts for your orders go to this account, within 48 hours.
              </Alert>
            ) : account.status === 'failed' ? (
              <Alert
                color="red"

                title="The payout provider could not use this account"
              >
                Check the details and connect your account again.
              </Alert>
            ) : (
              <Alert
                color="yellow"

                title="Your deposit account is not finished yet"
              >
                The payout provider still needs some details before it can pay you.
              </Alert>
            )}
            <AccountStatusCard account={account} />
          </>
        )}
        <Group>
          <Button component={Link} to={next}>
            Continue onboarding
          </Button>
          <Anchor component={Link} to="/accounts">
            Go to Accounts
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          You can change your deposit account at any time from the Finance step.
        </Text>
      </Stack>
    </Container>
  );
}
