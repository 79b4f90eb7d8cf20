import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '../../lib/api';
import { safeRedirect } from '../../lib/RequireAuth';
import { useRefreshSession } from '../../lib/session';
import { AuthCard } from './AuthCard';
import { confirmVerification, hashParam, signIn, useApplySession, validateEmail } from './auth-api';

type Notice = { kind: 'success' | 'error'; text: string };

export function SignInPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const applySession = useApplySession();
  const refreshSession = useRefreshSession();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const stateMessage = (location.state as { message?: string } | null)?.message;
  const [notice, setNotice] = useState<Notice | null>(
    stateMessage ? { kind: 'success', text: stateMessage } : null,
  );
  const verifying = useRef<string | null>(null);
  const redirect = params.get('redirect');

  // A verification link lands here as /signin#verify=<token>: confirm it once, then drop the hash.
  const verifyToken = hashParam(location.hash, 'verify');
  useEffect(() => {
    if (!verifyToken || verifying.current === verifyToken) return;
    verifying.current = verifyToken;
    confirmVerification(verifyToken)
      .then(() => {
        setNotice({ kind: 'success', text: 'Your e-mail address is verified.' });
        void refreshSession();
      })
      .catch((err: unknown) =>
        setNotice({
          kind: 'error',
          text: err instanceof ApiError ? err.message : 'Something went wrong.',
        }),
      )
      .finally(() => {
        void navigate(
          { pathname: location.pathname, search: location.search, hash: '' },
          { replace: true },
        );
      });
  }, [verifyToken, navigate, location.pathname, location.search, refreshSession]);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: validateEmail,
      password: (v) => (v ? null : 'Enter your password.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    try {
      const session = await signIn({ email: values.email.trim(), password: values.password });
      await applySession(session);
      await navigate(safeRedirect(redirect));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong.');
      if (err instanceof ApiError) form.setErrors(err.fields);
    } finally {
      setSubmitting(false);
    }
  });

  const withRedirect = (path: string) =>
    redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

  return (
    <AuthCard title="Sign in" subtitle="Welcome back to Potluck.">
      {verifyToken && !notice && <Text>Checking your verification link…</Text>}
      {notice && (
        <Alert
          color={notice.kind === 'success' ? 'teal' : 'red'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth size="md">
            Sign in
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        New to Potluck?{' '}
        <Anchor component={Link} to={withRedirect('/signup')} fw={600}>
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
