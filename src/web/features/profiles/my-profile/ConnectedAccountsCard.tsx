import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { passwordPolicyHint } from '#domain/password';
import {
  isSocialErrorCode,
  isSocialProvider,
  socialErrorMessage,
  socialMessages,
  socialProviderNames,
  type SocialProvider,
} from '#domain/social-sign-in';
import { notifyError, notifyMessage } from '../../../lib/notify';
import {
  connectedAccountsQuery,
  socialStartUrl,
  useDisconnectAccount,
  useSetPassword,
} from '../../../lib/queries/social-auth';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/useFormSubmit';

/**
 * The ways this account signs in (decision 057): Google, Facebook and X connected or not, and a
 * first password for an account made by social or phone sign-in. The last way to sign in
 * cannot be disconnected; the server says so.
 */
export function ConnectedAccountsCard() {
  const { data, isLoading, isError, refetch } = useQuery(connectedAccountsQuery());
  const disconnect = useDisconnectAccount();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const handled = useRef(false);

  // Back from connecting: /profile?connected=<id>, or ?error=<code>&provider=<id>.
  useEffect(() => {
    if (handled.current) return;
    const connected = params.get('connected');
    const error = params.get('error');
    const provider = params.get('provider');
    if (!isSocialProvider(connected) && !isSocialErrorCode(error)) return;
    handled.current = true;
    if (isSocialProvider(connected)) {
      setNotice({
        kind: 'success',
        text: `${socialProviderNames[connected]} is now connected to your account.`,
      });
    } else if (isSocialErrorCode(error)) {
      setNotice({
        kind: 'error',
        text: socialErrorMessage(error, isSocialProvider(provider) ? provider : undefined),
      });
    }
    const next = new URLSearchParams(params);
    for (const key of ['connected', 'error', 'provider']) next.delete(key);
    setParams(next, { replace: true });
  }, [params, setParams]);

  const onDisconnect = async (provider: SocialProvider) => {
    try {
      await disconnect.mutateAsync(provider);
      notifyMessage(`${socialProviderNames[provider]} is disconnected.`);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not disconnect.'));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="connected-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="connected-title">
            Sign-in methods
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Sign in to Potluck with Google, Facebook or X as well as your e-mail.
          </Text>
        </div>
        {notice && (
          <Alert
            color={notice.kind === 'success' ? 'teal' : 'red'}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </Alert>
        )}
        {isLoading && (
          <Skeleton height={80} role="status" aria-label="Loading your sign-in methods" />
        )}
        {isError && (
          <Alert color="red" role="alert" title="Could not load your sign-in methods.">
            <Button variant="light" color="red" mt="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {data && (
          <>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.available.map((p) => {
                const linked = data.identities.find((i) => i.provider === p.id);
                return (
                  <Group component="li" key={p.id} justify="space-between" wrap="wrap" gap="sm">
                    <Group gap="sm">
                      <Text fw={600}>{p.name}</Text>
                      {linked ? (
                        <Badge color="teal.9" variant="filled">
                          Connected
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Not connected
                        </Text>
                      )}
                      {linked?.email && (
                        <Text size="sm" c="dimmed">
                          {linked.email}
                        </Text>
                      )}
                    </Group>
                    {linked ? (
                      <Button
                        variant="default"
                        size="sm"
                        loading={disconnect.isPending && disconnect.variables === p.id}
                        onClick={() => void onDisconnect(p.id)}
                        aria-label={`Disconnect ${p.name}`}
                      >
                        Disconnect
                      </Button>
                    ) : (
                      <Button
                        component="a"
                        href={socialStartUrl(p.id, { intent: 'link' })}
                        variant="light"
                        size="sm"
                        aria-label={`Connect ${p.name}`}
                      >
                        Connect
                      </Button>
                    )}
                  </Group>
                );
              })}
            </Stack>
            {!data.hasPassword && data.hasEmail && <SetPasswordForm />}
            {!data.hasPassword && !data.hasEmail && (
              <Text size="sm">{socialMessages.passwordNeedsEmail}</Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function SetPasswordForm() {
  const setPassword = useSetPassword();
  const [password, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password) {
      setError('Enter a password.');
      return;
    }
    try {
      await setPassword.mutateAsync(password);
      setValue('');
      notifyMessage('Your password is set. You can now sign in with your e-mail and password.');
    } catch (err) {
      const fieldError = err instanceof ApiError ? err.fields.password : undefined;
      setError(fieldError ?? errorMessage(err, 'Could not set the password.'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="set-password-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="set-password-title">
          Set a password
        </Title>
        <Text size="sm">
          Your account has no password yet. Set one to sign in with your e-mail as well.
        </Text>
        <PasswordInput
          label="New password"
          description={passwordPolicyHint}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          required
        />
        <Group>
          <Button type="submit" loading={setPassword.isPending}>
            Set password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
