import type {
  earningsQuerySchema,
  earningsResponseSchema,
  financeSettingsResponseSchema,
  financeSettingsUpdateSchema,
  localPayoutOnboardingRequestSchema,
  localPayoutOnboardingResponseSchema,
  payoutConnectRequestSchema,
  payoutConnectResponseSchema,
  payoutRefreshResponseSchema,
  salesSummaryResponseSchema,
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

/** The chef's earnings, balance and payouts for a date range (GET, chef only). */
export const getEarnings = endpoint<{
  query: typeof earningsQuerySchema;
  response: typeof earningsResponseSchema;
}>('GET', '/payouts/earnings');

/** The same as a CSV download: the web links to it rather than fetching it. */
export const earningsCsv = endpoint<{
  query: typeof earningsQuerySchema;
  response: null;
}>('GET', '/payouts/earnings.csv');

/** This week's and this month's sales for the business portal. */
export const getSalesSummary = endpoint<{ response: typeof salesSummaryResponseSchema }>(
  'GET',
  '/payouts/sales-summary',
);
