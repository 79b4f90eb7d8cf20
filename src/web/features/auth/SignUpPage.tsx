import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../components/FormError';
import { SignUpAgreement } from '../../components/SignUpAgreement';
import { safeRedirect } from '../../lib/RequireAuth';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { AuthCard } from './AuthCard';
import { SocialSignInButtons } from './SocialSignInButtons';
import { signUp, useApplySession } from './auth-api';
import { signUpFormSchema } from './auth-forms';
import { EmailInput, PasswordField } from './fields';

/** /signup/{type?}: /signup/chef is the chef sign-up of the onboarding (/chef/signup). */
export function SignUpPage() {
  const { type } = useParams();
  const { search } = useLocation();
  if (type === 'chef') return <Navigate to={`/chef/signup${search}`} replace />;
  return <CustomerSignUp />;
}

function CustomerSignUp() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const applySession = useApplySession();
  // An invitation link sends guests here (spec §2 /invite/accept): afterwards, back to it.
  const invitationId = params.get('invitation_id');
  const redirect =
    params.get('redirect') ??
    (invitationId ? `/invite/accept?invitation_id=${encodeURIComponent(invitationId)}` : null);

  // Controlled: the agreement's checkbox shows the version held in the form's values.
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', agreementVersion: '' },
    validate: validateWith(signUpFormSchema),
  });

  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const name = values.name.trim();
    const session = await signUp({
      email: values.email.trim(),
      password: values.password,
      agreementVersion: values.agreementVersion,
      ...(name ? { name } : {}),
    });
    await applySession(session);
    await navigate(safeRedirect(redirect));
  });

  const signInLink = redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin';

  return (
    <AuthCard
      title="Create your Potluck account"
      subtitle="Order from cooks near you, save addresses and follow the chefs you love."
    >
      <SocialSignInButtons redirect={redirect} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={error} />
          <TextInput
            label="Name"
            description="Optional. We use your e-mail if you leave it empty."
            autoComplete="name"
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordField
            kind="new"
            label="Password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <SignUpAgreement
            value={form.values.agreementVersion}
            onChange={(v) => form.setFieldValue('agreementVersion', v)}
            error={form.errors.agreementVersion as string | undefined}
          />
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
        <Anchor component={Link} to="/chef/signup" size="sm">
          Want to sell your food? Sign up as a chef
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
