import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '#contracts/addresses';
import { addAddress } from '#contracts/endpoints/addresses';
import {
  applyAsChef,
  chefSignUp as chefSignUpEndpoint,
  uploadBanner,
  uploadLogo,
  completeOnboardingStep,
  getOnboarding,
  goLive,
  saveOrderSettingsStep,
  saveProfileStep,
} from '#contracts/endpoints/onboarding';
import {
  connectPayouts as connectPayoutsEndpoint,
  getFinanceSettings,
  removePayoutAccount,
  saveFinanceSettings,
} from '#contracts/endpoints/payouts';
import type {
  ApplyRequest,
  ChefSignUpRequest,
  GoLiveRequest,
  OnboardingResponse,
  OnboardingSavedResponse,
  OrderSettingsStepInput,
  ProfileStepInput,
} from '#contracts/onboarding';
import type { FinanceSettingsUpdate } from '#contracts/payouts';
import { call } from '../../lib/api';
import { invalidateAddresses, useAddresses } from '../../lib/queries/addresses';
import { useRefreshSession } from '../../lib/session';

export const onboardingKey = ['onboarding'] as const;
export const financeKey = ['payouts', 'finance'] as const;

export const chefSignUp = (body: ChefSignUpRequest) => call(chefSignUpEndpoint, { body });

export function useOnboarding(enabled = true) {
  return useQuery({
    queryKey: onboardingKey,
    queryFn: ({ signal }) => call(getOnboarding, { signal }),
    enabled,
    // The Menus step's counts change in the catalogue editors (another feature, other
    // queries); coming back to the wizard always reads them afresh.
    refetchOnMount: 'always',
  });
}

/** Every wizard write answers the new state; it replaces the cached one. */
function useOnboardingWrite<Input>(call: (input: Input) => Promise<OnboardingSavedResponse>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) =>
      qc.setQueryData<OnboardingResponse>(onboardingKey, { onboarding: res.onboarding }),
  });
}

export function useApply() {
  const refreshSession = useRefreshSession();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyRequest) => call(applyAsChef, { body }),
    onSuccess: async (res) => {
      qc.setQueryData<OnboardingResponse>(onboardingKey, { onboarding: res.onboarding });
      await refreshSession();
    },
  });
}

export const useSaveProfileStep = () =>
  useOnboardingWrite((body: ProfileStepInput) => call(saveProfileStep, { body }));

export const useSaveOrderSettings = () =>
  useOnboardingWrite((body: OrderSettingsStepInput) => call(saveOrderSettingsStep, { body }));

export const useCompleteStep = () =>
  useOnboardingWrite((step: 'welcome' | 'finance' | 'menus') =>
    call(completeOnboardingStep, { params: { step } }),
  );

export const useGoLive = () => useOnboardingWrite((body: GoLiveRequest) => call(goLive, { body }));

export function useUploadBranding(kind: 'logo' | 'banner') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(kind === 'logo' ? uploadLogo : uploadBanner, { body: form });
    },
    onSuccess: (res) =>
      qc.setQueryData<OnboardingResponse>(onboardingKey, (old) =>
        old?.onboarding
          ? {
              onboarding: {
                ...old.onboarding,
                profile: {
                  ...old.onboarding.profile,
                  ...(kind === 'logo' ? { businessLogo: res.url } : { bannerUrl: res.url }),
                },
              },
            }
          : old,
      ),
  });
}

export const useMyAddresses = () => useAddresses();

/** The wizard's business address: the address list and the Profile step's state change. */
export function useAddAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput) => call(addAddress, { body }),
    onSuccess: async () => {
      await invalidateAddresses(qc);
      await qc.invalidateQueries({ queryKey: onboardingKey });
    },
  });
}

export function useFinance() {
  return useQuery({
    queryKey: financeKey,
    queryFn: ({ signal }) => call(getFinanceSettings, { signal }),
  });
}

export function useSaveFinance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FinanceSettingsUpdate) => call(saveFinanceSettings, { body }),
    onSuccess: (res) => qc.setQueryData(financeKey, res),
  });
}

/** Removes the deposit account (the caller asked "are you sure?" first, spec §5). */
export function useRemovePayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(removePayoutAccount),
    onSuccess: (res) => qc.setQueryData(financeKey, res),
  });
}

export const connectPayouts = (returnTo: string) =>
  call(connectPayoutsEndpoint, { body: { returnTo } });
