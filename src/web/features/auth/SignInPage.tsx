import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInRequestSchema } from '#contracts/auth';
import { FormError } from '../../components/FormError';
import { safeRedirect } from '../../lib/RequireAuth';
import { useRefreshSession, useSession } from '../../lib/session';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { AuthCard } from './AuthCard';
import { confirmVerification, hashParam, signIn, useApplySession } from './auth-api';
import { EmailInput, PasswordField } from './fields';
import { SocialSignInButtons } from './SocialSignInButtons';
import {
  isSocialErrorCode,
  isSocialProvider,
  socialErrorMessage,
  socialProviderNames,
} from '#domain/social-sign-in';
import { notifyMessage } from '../../lib/notify';
import { confirmIdentityLinkCall, connectedAccountsCall } from '../../lib/queries/social-auth';

type Notice = { kind: 'success' | 'error'; text: string };

export function SignInPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const applySession = useApplySession();
  const refreshSession = useRefreshSession();
  const stateMessage = (location.state as { message?: string } | null)?.message;
  // A social sign-in that did not work lands here as /signin?error=<code>&provider=<id>.
  const socialError = params.get('error');
  const providerParam = params.get('provider');
  const socialProvider = isSocialProvider(providerParam) ? providerParam : undefined;
  // A social sign-in whose e-mail is an existing account's: /signin?link=<id> until proven.
  const linkParam = params.get('link');
  const linkProvider = isSocialProvider(linkParam) ? linkParam : null;
  const [notice, setNotice] = useState<Notice | null>(
    stateMessage
      ? { kind: 'success', text: stateMessage }
      : isSocialErrorCode(socialError)
        ? { kind: 'error', text: socialErrorMessage(socialError, socialProvider) }
        : null,
  );
  const linking = useRef<string | null>(null);
  const verifying = useRef<string | null>(null);
  const redirect = params.get('redirect');
  const { user } = useSession();

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
      .catch((err: unknown) => setNotice({ kind: 'error', text: errorMessage(err) }))
      .finally(() => {
        void navigate(
          { pathname: location.pathname, search: location.search, hash: '' },
          { replace: true },
        );
      });
  }, [verifyToken, navigate, location.pathname, location.search, refreshSession]);

  // The e-mailed proof of a pending link lands here as /signin#link=<token>: connect and sign in.
  const linkToken = hashParam(location.hash, 'link');
  useEffect(() => {
    if (!linkToken || linking.current === linkToken) return;
    linking.current = linkToken;
    confirmIdentityLinkCall(linkToken)
      .then(async (session) => {
        await applySession(session);
        notifyMessage('Your account is connected. You are signed in.');
        await navigate(safeRedirect(redirect), { replace: true });
      })
      .catch((err: unknown) => {
        setNotice({ kind: 'error', text: errorMessage(err) });
        void navigate(
          { pathname: location.pathname, search: location.search, hash: '' },
          { replace: true },
        );
      });
  }, [linkToken, applySession, navigate, redirect, location.pathname, location.search]);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: validateWith(signInRequestSchema),
  });

  const { submit, submitting, error } = useFormSubmit(
    form,
    async (values) => {
      const session = await signIn({ email: values.email.trim(), password: values.password });
      await applySession(session);
      if (linkProvider) {
        const accounts = await connectedAccountsCall().catch(() => null);
        if (accounts?.identities.some((i) => i.provider === linkProvider))
          notifyMessage(`${socialProviderNames[linkProvider]} is now connected to your account.`);
      }
      await navigate(safeRedirect(redirect));
    },
    { fieldErrors: 'with-message' },
  );

  const withRedirect = (path: string) =>
    redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

  // The verification link opened in the browser that is already signed in: nothing to sign in
  // to, so the way back to what they were doing (a new chef's setup above all) replaces the form.
  if (user && verifyToken === null && notice?.kind === 'success' && verifying.current) {
    const isChef = user.profile.type === 'chef';
    return (
      <AuthCard title="E-mail verified" subtitle="Thank you for confirming your address.">
        <Alert color="teal" role="status">
          {notice.text}
        </Alert>
        <Button component={Link} to={isChef ? '/chef/apply' : safeRedirect(redirect)} size="md">
          {isChef ? 'Continue setting up your business' : 'Continue to Potluck'}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" subtitle="Welcome back to Potluck.">
      {verifyToken && !notice && <Text>Checking your verification link…</Text>}
      {linkToken && !notice && <Text>Connecting your account…</Text>}
      {linkProvider && !linkToken && (
        <Alert color="blue" role="status" title={`Connect ${socialProviderNames[linkProvider]}`}>
          You already have a Potluck account with this e-mail address. Sign in with its password
          below to connect {socialProviderNames[linkProvider]}, or follow the link we just e-mailed
          you.
        </Alert>
      )}
      {notice && (
        <Alert
          color={notice.kind === 'success' ? 'teal' : 'red'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      {!linkProvider && <SocialSignInButtons redirect={redirect} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={error} />
          <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordField
            kind="current"
            label="Password"
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
      <Button component={Link} to={withRedirect('/phone-signin')} variant="default" fullWidth>
        Sign in with phone
      </Button>
      <Text ta="center" size="sm">
        New to Potluck?{' '}
        <Anchor component={Link} to={withRedirect('/signup')} fw={600}>
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
