import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkPassword, passwordPolicyHint } from '#domain/password';
import { ApiError } from '../../lib/api';
import { AuthCard } from './AuthCard';
import {
  hashParam,
  requestPasswordReset,
  resetPassword,
  useApplySession,
  validateEmail,
} from './auth-api';

/** /forgot-password: ask for a link; the link comes back here as #token=… to set a new password. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const token = hashParam(location.hash, 'token');
  return token ? <ResetPasswordForm token={token} /> : <RequestResetForm />;
}

function RequestResetForm() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: validateEmail },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong.');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
    >
      {sent ? (
        <Alert color="teal" role="status">
          If an account exists for that e-mail, we sent a link to reset your password.
        </Alert>
      ) : (
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
            <Button type="submit" loading={submitting} fullWidth size="md">
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" size="sm">
        Remembered it?{' '}
        <Anchor component={Link} to="/signin" fw={600}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const applySession = useApplySession();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (v) => checkPassword(v),
      confirm: (v, values) => (v === values.password ? null : 'The passwords do not match.'),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword({ token, password });
      // A reset ends every session, this browser's included.
      await applySession({ user: null });
      await navigate('/signin', {
        replace: true,
        state: { message: 'Your password has been changed. Sign in with your new password.' },
      });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) form.setErrors(err.fields);
      else setError(err instanceof ApiError ? err.message : 'Something went wrong.');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}{' '}
              <Anchor
                component={Link}
                to="/forgot-password"
                c="inherit"
                fw={600}
                underline="always"
              >
                Ask for a new link
              </Anchor>
            </Alert>
          )}
          <PasswordInput
            label="New password"
            description={passwordPolicyHint}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            required
            key={form.key('confirm')}
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={submitting} fullWidth size="md">
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
