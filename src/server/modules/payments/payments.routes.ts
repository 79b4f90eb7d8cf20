import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import {
  addCardBodySchema,
  cardIdParamsSchema,
  cardSetupResponseSchema,
  paymentHistoryResponseSchema,
  savedCardResponseSchema,
  savedCardsResponseSchema,
} from '#contracts/payments';
import {
  addCard,
  listCards,
  paymentHistory,
  removeCard,
  setDefaultCard,
  startCardSetup,
} from './cards.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['payments'];

const withCardErrors = { ...errorResponses, 402: errorResponseSchema } as const;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/payments/cards',
    {
      config: { auth: 'user', limit: 'paymentsRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My saved cards, the default first',
        response: { 200: savedCardsResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ cards: await listCards(ctx, signedInUserId(req)) }),
  );

  app.post(
    '/payments/cards/setup',
    {
      config: { auth: 'user', limit: 'cardSetup', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Start adding a card: where to tokenise it (local) or a SetupIntent (Stripe)',
        response: { 200: cardSetupResponseSchema, ...withCardErrors },
      },
    },
    async (req) => startCardSetup(ctx, signedInUserId(req)),
  );

  app.post(
    '/payments/cards',
    {
      config: { auth: 'user', limit: 'cardAdd' },
      schema: {
        tags,
        summary: "Save a card from the processor's token (never a card number)",
        body: addCardBodySchema,
        response: { 201: savedCardResponseSchema, ...withCardErrors },
      },
    },
    async (req, reply) => {
      const userId = signedInUserId(req);
      const card = await addCard(ctx, userId, req.body.token);
      return reply.code(201).send({ card });
    },
  );

  app.put(
    '/payments/cards/:cardId/default',
    {
      config: { auth: 'user', limit: 'paymentsWrite' },
      schema: {
        tags,
        summary: 'Make one of my cards the default',
        params: cardIdParamsSchema,
        response: { 200: savedCardResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ card: await setDefaultCard(ctx, signedInUserId(req), req.params.cardId) }),
  );

  app.delete(
    '/payments/cards/:cardId',
    {
      config: { auth: 'user', limit: 'paymentsWrite' },
      schema: {
        tags,
        summary: 'Remove one of my cards',
        params: cardIdParamsSchema,
        response: { 204: z.null().describe('Removed'), ...withCardErrors },
      },
    },
    async (req, reply) => {
      const userId = signedInUserId(req);
      await removeCard(ctx, userId, req.params.cardId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/payments/history',
    {
      config: { auth: 'user', limit: 'paymentsRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My payments, newest first',
        response: { 200: paymentHistoryResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ items: await paymentHistory(ctx, signedInUserId(req)) }),
  );
};
