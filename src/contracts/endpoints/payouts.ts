import type {
  financeSettingsResponseSchema,
  financeSettingsUpdateSchema,
  localPayoutOnboardingRequestSchema,
  localPayoutOnboardingResponseSchema,
  payoutConnectRequestSchema,
  payoutConnectResponseSchema,
  payoutRefreshResponseSchema,
} from '#contracts/payouts';
import { endpoint } from './endpoint';

export const getFinanceSettings = endpoint<{ response: typeof financeSettingsResponseSchema }>(
  'GET',
  '/payouts/finance',
);

export const saveFinanceSettings = endpoint<{
  body: typeof financeSettingsUpdateSchema;
  response: typeof financeSettingsResponseSchema;
}>('PUT', '/payouts/finance');

export const connectPayouts = endpoint<{
  body: typeof payoutConnectRequestSchema;
  response: typeof payoutConnectResponseSchema;
}>('POST', '/payouts/connect');

export const removePayoutAccount = endpoint<{ response: typeof financeSettingsResponseSchema }>(
  'DELETE',
  '/payouts/account',
);

export const refreshPayoutAccount = endpoint<{ response: typeof payoutRefreshResponseSchema }>(
  'POST',
  '/payouts/connect/refresh',
);

export const submitLocalPayoutOnboarding = endpoint<{
  body: typeof localPayoutOnboardingRequestSchema;
  response: typeof localPayoutOnboardingResponseSchema;
}>('POST', '/payouts/local/onboarding');
