import { useMutation, useQuery } from '@tanstack/react-query';
import {
  connectPayouts,
  refreshPayoutAccount,
  submitLocalPayoutOnboarding,
} from '#contracts/endpoints/payouts';
import type { LocalPayoutOnboardingRequest } from '#contracts/payouts';
import { call } from '../../lib/api';

/** Reads the deposit account back from the provider (after it sent the chef here). */
export function usePayoutRefresh() {
  return useQuery({
    queryKey: ['payouts', 'refresh'],
    queryFn: () => call(refreshPayoutAccount),
    refetchOnWindowFocus: false,
  });
}

/** Opens the provider's onboarding again and goes there. */
export function useConnectAgain() {
  return useMutation({
    mutationFn: (returnTo?: string) => call(connectPayouts, { body: returnTo ? { returnTo } : {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function submitLocalOnboarding(body: LocalPayoutOnboardingRequest) {
  return call(submitLocalPayoutOnboarding, { body });
}
