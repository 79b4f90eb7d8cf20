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
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import {
  addCard,
  listCards,
  paymentHistory,
  removeCard,
  setDefaultCard,
  startCardSetup,
} from './cards.service.ts';

const tags = ['payments'];
/**
 * Card saves per user per hour. Trying stolen numbers one after another ("card testing") is
 * the classic abuse of a card form, and a person adds a card or two at a time.
 */
export const CARD_ADDS_PER_HOUR = 10;
/** Card-form openings per user per hour (each one is a SetupIntent at Stripe). */
export const CARD_SETUPS_PER_HOUR = 30;
export const PAYMENT_READS_PER_MINUTE = 300;
export const PAYMENT_WRITES_PER_MINUTE = 60;
const HOUR = 3600;
const MINUTE = 60;

const withCardErrors = { ...errorResponses, 402: errorResponseSchema } as const;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const limit = (key: string, count: number, window: number) =>
    consumeRateLimit(ctx, key, count, window);

  app.get(
    '/payments/cards',
    {
      schema: {
        tags,
        summary: 'My saved cards, the default first',
        response: { 200: savedCardsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await limit(`payments-read:${userId}`, PAYMENT_READS_PER_MINUTE, MINUTE);
      reply.header('cache-control', 'no-store');
      return { cards: await listCards(ctx, userId) };
    },
  );

  app.post(
    '/payments/cards/setup',
    {
      schema: {
        tags,
        summary: 'Start adding a card: where to tokenise it (local) or a SetupIntent (Stripe)',
        response: { 200: cardSetupResponseSchema, ...withCardErrors },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await limit(`card-setup:${userId}`, CARD_SETUPS_PER_HOUR, HOUR);
      reply.header('cache-control', 'no-store');
      return startCardSetup(ctx, userId);
    },
  );

  app.post(
    '/payments/cards',
    {
      schema: {
        tags,
        summary: "Save a card from the processor's token (never a card number)",
        body: addCardBodySchema,
        response: { 201: savedCardResponseSchema, ...withCardErrors },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await limit(`card-add:${userId}`, CARD_ADDS_PER_HOUR, HOUR);
      const card = await addCard(ctx, userId, req.body.token);
      return reply.code(201).send({ card });
    },
  );

  app.put(
    '/payments/cards/:cardId/default',
    {
      schema: {
        tags,
        summary: 'Make one of my cards the default',
        params: cardIdParamsSchema,
        response: { 200: savedCardResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      await limit(`payments-write:${userId}`, PAYMENT_WRITES_PER_MINUTE, MINUTE);
      return { card: await setDefaultCard(ctx, userId, req.params.cardId) };
    },
  );

  app.delete(
    '/payments/cards/:cardId',
    {
      schema: {
        tags,
        summary: 'Remove one of my cards',
        params: cardIdParamsSchema,
        response: { 204: z.null().describe('Removed'), ...withCardErrors },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await limit(`payments-write:${userId}`, PAYMENT_WRITES_PER_MINUTE, MINUTE);
      await removeCard(ctx, userId, req.params.cardId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/payments/history',
    {
      schema: {
        tags,
        summary: 'My payments, newest first',
        response: { 200: paymentHistoryResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await limit(`payments-read:${userId}`, PAYMENT_READS_PER_MINUTE, MINUTE);
      reply.header('cache-control', 'no-store');
      return { items: await paymentHistory(ctx, userId) };
    },
  );
};
