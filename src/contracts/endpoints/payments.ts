import type {
  addCardBodySchema,
  cardIdParamsSchema,
  cardSetupResponseSchema,
  paymentHistoryResponseSchema,
  savedCardResponseSchema,
  savedCardsResponseSchema,
} from '#contracts/payments';
import { endpoint } from './endpoint';

export const listSavedCards = endpoint<{ response: typeof savedCardsResponseSchema }>(
  'GET',
  '/payments/cards',
);

export const startCardSetup = endpoint<{ response: typeof cardSetupResponseSchema }>(
  'POST',
  '/payments/cards/setup',
);

export const saveCard = endpoint<{
  body: typeof addCardBodySchema;
  response: typeof savedCardResponseSchema;
}>('POST', '/payments/cards');

export const setDefaultCard = endpoint<{
  params: typeof cardIdParamsSchema;
  response: typeof savedCardResponseSchema;
}>('PUT', '/payments/cards/{cardId}/default');

export const removeCard = endpoint<{ params: typeof cardIdParamsSchema; response: null }>(
  'DELETE',
  '/payments/cards/{cardId}',
);

export const getPaymentHistory = endpoint<{ response: typeof paymentHistoryResponseSchema }>(
  'GET',
  '/payments/history',
);
