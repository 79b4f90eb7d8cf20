import { Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OnboardingState } from '#contracts/onboarding';
import { FormError } from '../../components/FormError';
import { notifyMessage } from '../../lib/notify';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { useSaveProfileStep } from './onboarding-api';
import { BrandingImages } from './profile-step/BrandingImages';
import { BusinessAddress, useAddressDraft } from './profile-step/BusinessAddress';
import { BusinessDetailsFields } from './profile-step/BusinessDetailsFields';
import { BusinessHoursFields } from './profile-step/BusinessHoursFields';
import { ContactFields } from './profile-step/ContactFields';
import {
  profileStepFormSchema,
  profileStepValues,
  toProfileStepInput,
  type ProfileStepValues,
} from './profile-step/profile-step-form';
import { StepActions } from './StepActions';

/**
 * The wizard's Profile step. The logo, banner and a new address save on their own; the
 * business address is picked above the form but saved with it.
 */
export function ProfileStep({
  state,
  onBack,
  onDone,
}: {
  state: OnboardingState;
  onBack: () => void;
  onDone: () => void;
}) {
  const p = state.profile;
  const save = useSaveProfileStep();
  const form = useForm<ProfileStepValues>({
    mode: 'controlled',
    initialValues: profileStepValues(p),
    validate: validateWith(profileStepFormSchema),
  });

  const addressDraft = useAddressDraft((id) => form.setFieldValue('businessAddressId', id));
  const { submit, submitting, error } = useFormSubmit(form, async (v) => {
    const typed = v.businessAddressId ? 'none' : await addressDraft.saveIfTyped();
    if (typed === 'invalid') return; // the address form shows what to fix
    const businessAddressId = typed === 'none' ? v.businessAddressId : typed.id;
    const res = await save.mutateAsync(toProfileStepInput({ ...v, businessAddressId }));
    notifyMessage(res.message);
    onDone();
  });

  return (
    <Stack gap="lg">
      <Title order={2}>Your business profile</Title>
      <BrandingImages logo={p.businessLogo} banner={p.bannerUrl} />
      <BusinessAddress
        value={form.values.businessAddressId}
        onChange={(id) => form.setFieldValue('businessAddressId', id)}
        error={form.errors.businessAddressId as string | undefined}
        draft={addressDraft}
      />
      <form onSubmit={submit} noValidate aria-label="Business profile">
        <Stack gap="md">
          <FormError error={error} />
          <BusinessDetailsFields form={form} savedHandle={p.handle} />
          <ContactFields form={form} />
          <BusinessHoursFields form={form} />
          <StepActions onBack={onBack} submitting={submitting} />
        </Stack>
      </form>
    </Stack>
  );
}
