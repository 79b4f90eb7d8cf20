import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkPassword, passwordPolicyHint } from '#domain/password';
import { ApiError } from '../../lib/api';
import { safeRedirect } from '../../lib/RequireAuth';
import { AuthCard } from './AuthCard';
import { signUp, useApplySession, validateEmail } from './auth-api';

export function SignUpPage() {
  const { type } = useParams();
  const isChef = type === 'chef';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const applySession = useApplySession();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const redirect = params.get('redirect');

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
    validate: {
      name: (v) => (v.trim().length > 100 ? 'Use at most 100 characters.' : null),
      email: validateEmail,
      password: (v, values) => checkPassword(v, values.email),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    try {
      const name = values.name.trim();
      const session = await signUp({
        email: values.email.trim(),
        password: values.password,
        ...(name ? { name } : {}),
      });
      await applySession(session);
      await navigate(safeRedirect(redirect));
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) form.setErrors(err.fields);
      else setError(err instanceof ApiError ? err.message : 'Something went wrong.');
    } finally {
      setSubmitting(false);
    }
  });

  const signInLink = redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin';

  return (
    <AuthCard
      title={isChef ? 'Sign up to sell your food' : 'Create your Potluck account'}
      subtitle={
        isChef
          ? 'Start with an account; you set up your kitchen and menu right after.'
          : 'Order from cooks near you, save addresses and follow the chefs you love.'
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={isChef ? 'Chef or business name' : 'Name'}
            description={
              isChef
                ? 'Use a real or registered business name.'
                : 'Optional. We use your e-mail if you leave it empty.'
            }
            autoComplete={isChef ? 'organization' : 'name'}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
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
            description={passwordPolicyHint}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Text size="sm" c="dimmed">
            By signing up you agree to Potluck&apos;s Terms of use and Privacy Policy.
          </Text>
          <Button type="submit" loading={submitting} fullWidth size="md">
            Sign up
          </Button>
        </Stack>
      </form>
      <Stack gap={4} align="center">
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={signInLink} fw={600}>
            Sign in
          </Anchor>
        </Text>
        {isChef ? (
          <Anchor component={Link} to="/signup" size="sm">
            Sign up to order food instead
          </Anchor>
        ) : (
          <Anchor component={Link} to="/signup/chef" size="sm">
            Want to sell your food? Sign up as a chef
          </Anchor>
        )}
      </Stack>
    </AuthCard>
  );
}
