import type { FastifyPluginAsync } from 'fastify';
import { localTokenRequestSchema, type LocalProcessorError } from '#contracts/payments';
import type { LocalCardProcessor } from '../../providers/payments/local-processor.ts';
import { CardDetailsError } from '../../providers/payments/local-processor.ts';
import { cardErrorCodes } from '../../providers/payments/payments.ts';
import { AppError } from '../../http/errors.ts';

/** Where the local processor's public API is mounted: beside our API, not inside it. */
export const LOCAL_PROCESSOR_PREFIX = '/local-processor/v1';

/**
 * The local card processor's own endpoint, the stand-in for Stripe Elements: the card form
 * posts the number, expiry and CVC here and gets a single-use token back, so card numbers
 * never reach our /api/v1 handlers. Plain JSON validation (not the API's zod error shape):
 * the processor answers Stripe-like errors, and never echoes what was typed.
 */
export function localProcessorRoutes(processor: LocalCardProcessor): FastifyPluginAsync {
  return async (app) => {
    const send = (status: number, error: LocalProcessorError['error']) => ({
      status,
      body: { error },
    });

    app.post(
      '/tokens',
      { schema: { hide: true }, config: { auth: 'public' } },
      async (req, reply) => {
        try {
          await app.consumeLimit(req, reply, 'localProcessorTokens');
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          const r = send(429, {
            type: 'rate_limit_error',
            code: 'rate_limited',
            message: err.message,
          });
          return reply.code(r.status).send(r.body);
        }
        const parsed = localTokenRequestSchema.safeParse(req.body);
        if (!parsed.success) {
          const param = String(parsed.error.issues[0]?.path[0] ?? '');
          const r = send(400, {
            type: 'invalid_request_error',
            code: 'invalid_request',
            message: 'Enter the card number, expiry month and year, and security code.',
            ...(param ? { param } : {}),
          });
          return reply.code(r.status).send(r.body);
        }
        try {
          reply.header('cache-control', 'no-store');
          return await processor.tokenize(parsed.data);
        } catch (err) {
          if (!(err instanceof CardDetailsError)) throw err;
          const isCardError = cardErrorCodes.has(err.code);
          const r = send(isCardError ? 402 : 400, {
            type: isCardError ? 'card_error' : 'invalid_request_error',
            code: err.code,
            message: err.message,
            param: err.param,
          });
          return reply.code(r.status).send(r.body);
        }
      },
    );
  };
}
