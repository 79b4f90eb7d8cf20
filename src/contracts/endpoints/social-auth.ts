import type { sessionResponseSchema } from '#contracts/auth';
import type {
  connectedAccountsResponseSchema,
  linkConfirmRequestSchema,
  setPasswordRequestSchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
} from '#contracts/social-auth';
import { endpoint } from './endpoint';

export const getSocialProviders = endpoint<{ response: typeof socialProvidersResponseSchema }>(
  'GET',
  '/auth/oauth/providers',
);

export const confirmIdentityLink = endpoint<{
  body: typeof linkConfirmRequestSchema;
  response: typeof sessionResponseSchema;
}>('POST', '/auth/oauth/link/confirm');

export const getConnectedAccounts = endpoint<{
  response: typeof connectedAccountsResponseSchema;
}>('GET', '/auth/identities');

export const disconnectAccount = endpoint<{
  params: typeof socialProviderParamsSchema;
  response: null;
}>('DELETE', '/auth/identities/{provider}');

export const setPassword = endpoint<{ body: typeof setPasswordRequestSchema; response: null }>(
  'POST',
  '/auth/password/set',
);
