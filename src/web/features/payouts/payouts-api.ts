import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  LocalPayoutOnboardingRequest,
  LocalPayoutOnboardingResponse,
  PayoutConnectResponse,
  PayoutRefreshResponse,
} from '#contracts/payouts';
import { api } from '../../lib/api';

/** Reads the deposit account back from the provider (after it sent the chef here). */
export function usePayoutRefresh() {
  return useQuery({
    queryKey: ['payouts', 'refresh'],
    queryFn: () => api<PayoutRefreshResponse>('/payouts/connect/refresh', { method: 'POST' }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Opens the provider's onboarding again and goes there. */
export function useConnectAgain() {
  return useMutation({
    mutationFn: (returnTo?: string) =>
      api<PayoutConnectResponse>('/payouts/connect', {
        method: 'POST',
        body: returnTo ? { returnTo } : {},
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function submitLocalOnboarding(body: LocalPayoutOnboardingRequest) {
  return api<LocalPayoutOnboardingResponse>('/payouts/local/onboarding', { body });
}
