import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordRequestSchema } from '#contracts/auth';
import { FormError } from '../../components/FormError';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { AuthCard } from './AuthCard';
import { hashParam, requestPasswordReset, resetPassword, useApplySession } from './auth-api';
import { resetPasswordFormSchema } from './auth-forms';
import { EmailInput, PasswordField } from './fields';

/** /forgot-password: ask for a link; the link comes back here as #token=… to set a new password. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const token = hashParam(location.hash, 'token');
  return token ? <ResetPasswordForm token={token} /> : <RequestResetForm />;
}

function RequestResetForm() {
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: validateWith(forgotPasswordRequestSchema),
  });

  const { submit, submitting, error } = useFormSubmit(
    form,
    async ({ email }) => {
      await requestPasswordReset(email.trim());
      setSent(true);
    },
    { fieldErrors: 'ignore' },
  );

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
            <FormError error={error} />
            <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
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
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: validateWith(resetPasswordFormSchema),
  });

  const { submit, submitting, error } = useFormSubmit(form, async ({ password }) => {
    await resetPassword({ token, password });
    // A reset ends every session, this browser's included.
    await applySession({ user: null });
    await navigate('/signin', {
      replace: true,
      state: { message: 'Your password has been changed. Sign in with your new password.' },
    });
  });

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={error}>
            {' '}
            <Anchor component={Link} to="/forgot-password" c="inherit" fw={600} underline="always">
              Ask for a new link
            </Anchor>
          </FormError>
          <PasswordField
            kind="new"
            label="New password"
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
