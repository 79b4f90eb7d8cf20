import { Link, Navigate, useNavigate } from 'react-router';
import {
  Anchor,
  Button,
  Center,
  Container,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProducerKind } from '#contracts/profiles';
import { chefSignUpRequestSchema } from '#contracts/onboarding';
import { passwordPolicyHint } from '#domain/password';
import { ONBOARDING_ESTIMATE } from '#domain/onboarding';
import { FormError } from '../../components/FormError';
import { SignUpAgreement } from '../../components/SignUpAgreement';
import { sessionQueryKey, useSession } from '../../lib/session';
import { passwordPolicyIssue } from '../../lib/password-policy';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { useQueryClient } from '@tanstack/react-query';
import { chefSignUp, onboardingKey } from './onboarding-api';
import { ProducerKindField } from './ProducerKindField';

/** The chef sign-up contract plus the password policy; the kind starts unpicked (''). */
const chefSignUpFormSchema = chefSignUpRequestSchema.superRefine((v, ctx) =>
  passwordPolicyIssue(ctx, 'password', v.password, v.email),
);

/** /chef/signup: a guest creates an account as a chef, then goes into the wizard. */
export function ChefSignUpPage() {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();

  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', producerKind: '' },
    validate: validateWith(chefSignUpFormSchema),
  });

  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const name = values.name.trim();
    const session = await chefSignUp({
      email: values.email.trim(),
      password: values.password,
      producerKind: values.producerKind as ProducerKind,
      ...(name ? { name } : {}),
    });
    qc.setQueryData(sessionQueryKey, session);
    qc.removeQueries({ queryKey: onboardingKey });
    await qc.invalidateQueries({ queryKey: sessionQueryKey });
    await navigate('/chef/apply?step=welcome');
  });

  if (isLoading) {
    return (
      <Center h={200}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  // Someone signed in applies from their own account.
  if (user && !submitting) return <Navigate to="/chef/apply" replace />;

  return (
    <Container size={520} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              Sell your food on Potluck
            </Title>
            <Text c="dimmed" mt={4}>
              Create your chef account. Setting up your business takes {ONBOARDING_ESTIMATE}.
            </Text>
          </div>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormError error={error} />
              <TextInput
                label="Chef or business name"
                description="Use a real or registered business name."
                autoComplete="organization"
                {...form.getInputProps('name')}
              />
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                description={passwordPolicyHint}
                autoComplete="new-password"
                required
                {...form.getInputProps('password')}
              />
              <ProducerKindField
                value={form.values.producerKind}
                onChange={(v) => form.setFieldValue('producerKind', v)}
                error={form.errors.producerKind as string | undefined}
              />
              <SignUpAgreement />
              <Button type="submit" loading={submitting} fullWidth size="md">
                Sign up as a chef
              </Button>
            </Stack>
          </form>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/signin?redirect=%2Fchef%2Fapply" fw={600}>
              Sign in to apply
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
