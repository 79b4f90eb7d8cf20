import { Link, Navigate, useNavigate } from 'react-router';
import {
  Anchor,
  Button,
  Center,
  Container,
  Group,
  List,
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
import { roiFacts } from '#domain/roi';
import { chefSignUpPitch } from '../../i18n/catalogs/chef-signup';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { preparePitch as preparePitchCatalog } from '../../i18n/pitch-i18n';
import { usePitch } from '../../i18n/use-pitch';
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

/** The route's prepare step: the remembered language's texts, before the first render. */
export const preparePitch = () => preparePitchCatalog(chefSignUpPitch);

/**
 * /chef/signup: a guest creates an account as a chef, then goes into the wizard. The pitch above
 * the form speaks English or Chinese (decision 060); the form itself is English.
 */
export function ChefSignUpPage() {
  const { user, isLoading } = useSession();
  const { t, lang, locale, setLocale } = usePitch(chefSignUpPitch);
  const navigate = useNavigate();
  const qc = useQueryClient();

  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', producerKind: '', agreementVersion: '' },
    validate: validateWith(chefSignUpFormSchema),
  });

  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const name = values.name.trim();
    const session = await chefSignUp({
      email: values.email.trim(),
      password: values.password,
      producerKind: values.producerKind as ProducerKind,
      agreementVersion: values.agreementVersion,
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
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  // Someone signed in applies from their own account.
  if (user && !submitting) return <Navigate to="/chef/apply" replace />;

  return (
    <Container size={520} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div lang={lang}>
            <LanguageSwitch locale={locale} onChange={setLocale} />
            <Title order={1} size="h2">
              {t('chefSignUp.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('chefSignUp.lead', roiFacts.onboardingMinutes)}
            </Text>
            <List size="sm" mt="sm" spacing={2}>
              <List.Item>
                {t('chefSignUp.point.commission', {
                  commission: roiFacts.commissionPercent,
                  fee: roiFacts.customerFeePercent,
                })}
              </List.Item>
              <List.Item>{t('chefSignUp.point.payout', { hours: roiFacts.payoutHours })}</List.Item>
              <List.Item>
                {t('chefSignUp.point.approval', { hours: roiFacts.approvalHours })}
              </List.Item>
            </List>
            <Group gap="md" mt="xs">
              <Anchor component={Link} to="/why-us" size="sm">
                {t('chefSignUp.whyUs')}
              </Anchor>
              <Anchor component={Link} to="/roi" size="sm">
                {t('chefSignUp.roi')}
              </Anchor>
            </Group>
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
              <SignUpAgreement
                value={form.values.agreementVersion}
                onChange={(v) => form.setFieldValue('agreementVersion', v)}
                error={form.errors.agreementVersion as string | undefined}
              />
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
