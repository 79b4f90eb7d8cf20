import type {
  businessLastCallResponseSchema,
  businessLastCallsResponseSchema,
  createLastCallBodySchema,
  lastCallIdParamsSchema,
  lastCallDealsQuerySchema,
  lastCallDealsResponseSchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
} from '#contracts/lastcall';
import { endpoint } from './endpoint';

export const listLastCallDeals = endpoint<{
  query: typeof lastCallDealsQuerySchema;
  response: typeof lastCallDealsResponseSchema;
}>('GET', '/last-calls');

export const getLastCallSubscription = endpoint<{ response: typeof subscriptionResponseSchema }>(
  'GET',
  '/last-calls/subscription',
);

export const subscribeLastCalls = endpoint<{
  body: typeof subscribeBodySchema;
  response: typeof subscriptionResponseSchema;
}>('PUT', '/last-calls/subscription');

export const pauseLastCallSubscription = endpoint<{ response: typeof subscriptionResponseSchema }>(
  'POST',
  '/last-calls/subscription/pause',
);

export const resumeLastCallSubscription = endpoint<{ response: typeof subscriptionResponseSchema }>(
  'POST',
  '/last-calls/subscription/resume',
);

export const unsubscribeLastCalls = endpoint<{ response: typeof subscriptionResponseSchema }>(
  'DELETE',
  '/last-calls/subscription',
);

// The chef's own last calls (business portal).

export const listMyLastCalls = endpoint<{ response: typeof businessLastCallsResponseSchema }>(
  'GET',
  '/business/last-calls',
);

export const createLastCall = endpoint<{
  body: typeof createLastCallBodySchema;
  response: typeof businessLastCallResponseSchema;
}>('POST', '/business/last-calls');

export const endLastCall = endpoint<{
  params: typeof lastCallIdParamsSchema;
  response: typeof businessLastCallResponseSchema;
}>('POST', '/business/last-calls/{id}/end');
