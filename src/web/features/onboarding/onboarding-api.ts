import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput, AddressListResponse } from '#contracts/addresses';
import type { SessionResponse } from '#contracts/auth';
import type {
  ApplyRequest,
  BrandingImageResponse,
  ChefSignUpRequest,
  GoLiveRequest,
  OnboardingResponse,
  OnboardingSavedResponse,
  OrderSettingsStepInput,
  ProfileStepInput,
} from '#contracts/onboarding';
import type {
  FinanceSettingsResponse,
  FinanceSettingsUpdate,
  PayoutConnectResponse,
} from '#contracts/payouts';
import { api } from '../../lib/api';
import { useRefreshSession } from '../../lib/session';

export const onboardingKey = ['onboarding'] as const;
export const financeKey = ['payouts', 'finance'] as const;
const addressesKey = ['addresses'] as const;

export const chefSignUp = (body: ChefSignUpRequest) =>
  api<SessionResponse>('/onboarding/signup', { method: 'POST', body });

export function useOnboarding(enabled = true) {
  return useQuery({
    queryKey: onboardingKey,
    queryFn: () => api<OnboardingResponse>('/onboarding'),
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
    mutationFn: (body: ApplyRequest) =>
      api<OnboardingSavedResponse>('/onboarding/apply', { method: 'POST', body }),
    onSuccess: async (res) => {
      qc.setQueryData<OnboardingResponse>(onboardingKey, { onboarding: res.onboarding });
      await refreshSession();
    },
  });
}

export const useSaveProfileStep = () =>
  useOnboardingWrite((body: ProfileStepInput) =>
    api<OnboardingSavedResponse>('/onboarding/profile', { method: 'PUT', body }),
  );

export const useSaveOrderSettings = () =>
  useOnboardingWrite((body: OrderSettingsStepInput) =>
    api<OnboardingSavedResponse>('/onboarding/order-settings', { method: 'PUT', body }),
  );

export const useCompleteStep = () =>
  useOnboardingWrite((step: 'welcome' | 'finance' | 'menus') =>
    api<OnboardingSavedResponse>(`/onboarding/steps/${step}/complete`, { method: 'POST' }),
  );

export const useGoLive = () =>
  useOnboardingWrite((body: GoLiveRequest) =>
    api<OnboardingSavedResponse>('/onboarding/go-live', { method: 'POST', body }),
  );

export function useUploadBranding(kind: 'logo' | 'banner') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api<BrandingImageResponse>(`/onboarding/profile/${kind}`, {
        method: 'POST',
        body: form,
      });
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

export function useMyAddresses() {
  return useQuery({
    queryKey: addressesKey,
    queryFn: () => api<AddressListResponse>('/addresses'),
  });
}

export function useAddAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput) =>
      api<{ address: Address; message?: string }>('/addresses', { method: 'POST', body }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: addressesKey });
      await qc.invalidateQueries({ queryKey: onboardingKey });
    },
  });
}

export function useFinance() {
  return useQuery({
    queryKey: financeKey,
    queryFn: () => api<FinanceSettingsResponse>('/payouts/finance'),
  });
}

export function useSaveFinance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FinanceSettingsUpdate) =>
      api<FinanceSettingsResponse>('/payouts/finance', { method: 'PUT', body }),
    onSuccess: (res) => qc.setQueryData(financeKey, res),
  });
}

/** Removes the deposit account (the caller asked "are you sure?" first, spec §5). */
export function useRemovePayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<FinanceSettingsResponse>('/payouts/account', { method: 'DELETE' }),
    onSuccess: (res) => qc.setQueryData(financeKey, res),
  });
}

export const connectPayouts = (returnTo: string) =>
  api<PayoutConnectResponse>('/payouts/connect', { method: 'POST', body: { returnTo } });
