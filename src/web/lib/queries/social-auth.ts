import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialProvider } from '#domain/social-sign-in';
import {
  confirmIdentityLink,
  disconnectAccount,
  getConnectedAccounts,
  getSocialProviders,
  setPassword,
} from '#contracts/endpoints/social-auth';
import { call } from '../api';

// Social sign-in (decision 057): the providers offered, and the ways the signed-in account
// signs in (password, phone, connected providers), shown on /profile.

export const socialProvidersKey = ['social-providers'] as const;
export const connectedAccountsKey = ['connected-accounts'] as const;

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: socialProvidersKey,
    queryFn: ({ signal }) => call(getSocialProviders, { signal }),
    staleTime: Infinity,
  });

export const connectedAccountsQuery = () =>
  queryOptions({
    queryKey: connectedAccountsKey,
    queryFn: ({ signal }) => call(getConnectedAccounts, { signal }),
  });

/** Where the browser goes to sign in (or connect) with a provider: the server redirects on. */
export function socialStartUrl(
  provider: SocialProvider,
  options: { returnTo?: string | null; intent?: 'link' } = {},
): string {
  const query = new URLSearchParams();
  if (options.returnTo) query.set('returnTo', options.returnTo);
  if (options.intent) query.set('intent', options.intent);
  const search = query.toString();
  return `/api/v1/auth/oauth/${provider}/start${search ? `?${search}` : ''}`;
}

/** Connects the provider from the e-mailed link and signs in. */
export const confirmIdentityLinkCall = (token: string) =>
  call(confirmIdentityLink, { body: { token } });

export const connectedAccountsCall = () => call(getConnectedAccounts);

export function useDisconnectAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => call(disconnectAccount, { params: { provider } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: connectedAccountsKey }),
  });
}

export function useSetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(setPassword, { body: { password } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: connectedAccountsKey }),
  });
}
