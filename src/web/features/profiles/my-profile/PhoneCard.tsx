import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PhoneCodeSteps } from '../../../components/PhoneCodeSteps';
import { notifyError, notifyMessage } from '../../../lib/notify';
import {
  accountPhoneQuery,
  requestAccountPhoneCodeCall,
  useRemoveAccountPhone,
  useVerifyAccountPhone,
} from '../../../lib/queries/account-phone';
import { errorMessage } from '../../../lib/useFormSubmit';

/**
 * The account's verified phone (decision 058): proved by a texted code, then a way to sign in
 * at /phone-signin. It is not the contact phone of the profile form, which is only shown.
 */
export function PhoneCard() {
  const { data, isLoading, isError, refetch } = useQuery(accountPhoneQuery());
  const verify = useVerifyAccountPhone();
  const remove = useRemoveAccountPhone();
  const [adding, setAdding] = useState(false);

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      notifyMessage('Your phone was removed.');
    } catch (err) {
      notifyError(errorMessage(err, 'Could not remove the phone.'));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="phone-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="phone-title">
            Phone
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            A verified mobile number lets you sign in with a code by text.
          </Text>
        </div>
        {isLoading && <Skeleton height={36} role="status" aria-label="Loading your phone" />}
        {isError && (
          <Alert color="red" role="alert" title="Could not load your phone.">
            <Button variant="light" color="red" mt="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {data && !adding && (
          <>
            {data.display ? (
              <Group gap="sm">
                <Text fw={600}>{data.display}</Text>
                <Badge color="teal.9" variant="filled">
                  Verified
                </Badge>
              </Group>
            ) : (
              <Text>No phone yet.</Text>
            )}
            {data.display && !data.removable && (
              <Text size="sm" c="dimmed">
                This number is how you sign in, so it cannot be removed.
              </Text>
            )}
            <Group gap="sm">
              <Button variant="light" onClick={() => setAdding(true)}>
                {data.display ? 'Change phone' : 'Add phone'}
              </Button>
              {data.display && data.removable && (
                <Button
                  variant="default"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => void onRemove()}
                >
                  Remove phone
                </Button>
              )}
            </Group>
          </>
        )}
        {adding && (
          <PhoneCodeSteps
            idPrefix="profile-phone"
            verifyLabel="Verify phone"
            requestCode={requestAccountPhoneCodeCall}
            verifyCode={async (phone, code) => {
              const saved = await verify.mutateAsync({ phone, code });
              setAdding(false);
              notifyMessage(`${saved.display ?? 'Your phone'} is verified.`);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </Stack>
    </Card>
  );
}
