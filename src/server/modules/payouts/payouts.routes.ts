import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import {
  financeSettingsResponseSchema,
  financeSettingsUpdateSchema,
  localPayoutOnboardingRequestSchema,
  localPayoutOnboardingResponseSchema,
  payoutConnectRequestSchema,
  payoutConnectResponseSchema,
  payoutRefreshResponseSchema,
} from '#contracts/payouts';
import { requireUser } from '../../http/authenticate.ts';
import { badRequest } from '../../http/errors.ts';
import { LocalPayoutsProvider } from '../../providers/payouts/local-payouts.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { submitLocalOnboarding } from './local-onboarding.service.ts';
import {
  connectPayouts,
  getFinance,
  refreshPayouts,
  removePayoutAccount,
  saveFinance,
} from './payouts.service.ts';

const tags = ['payouts'];
const errors = { ...errorResponses, 503: errorResponseSchema };
/** Where the success page offers to go next: kept beside the chef's browser, not in the URL. */
export const RETURN_TO_COOKIE = 'potluck_payout_return';
const COOKIE_PATH = '/api/v1/payouts';
/** Connect calls per chef per hour: each one may open an account at the provider. */
export const CONNECTS_PER_HOUR = 20;
/** Hosted-form submits per client address per hour. */
export const LOCAL_ONBOARDING_PER_HOUR = 30;

export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Signed-in people only, checked before the body (the provider's hosted form excepted).
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/v1/payouts/local/')) requireUser(req);
  });

  app.get(
    '/payouts/finance',
    {
      schema: {
        tags,
        summary: "The chef's deposit account and commission choice",
        response: { 200: financeSettingsResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      reply.header('cache-control', 'no-store');
      return getFinance(ctx, userId);
    },
  );

  app.put(
    '/payouts/finance',
    {
      schema: {
        tags,
        summary: 'Save the commission choice (spec §9)',
        body: financeSettingsUpdateSchema,
        response: { 200: financeSettingsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return saveFinance(ctx, userId, req.body.commissionStructure);
    },
  );

  app.post(
    '/payouts/connect',
    {
      schema: {
        tags,
        summary:
          "Open (once) the chef's connected account and answer its onboarding link; body { returnTo? }",
        response: { 200: payoutConnectResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await consumeRateLimit(ctx, `payout-connect:${userId}`, CONNECTS_PER_HOUR, 3600);
      // The body is optional (a bare POST is fine), so it is read here rather than by a schema.
      const parsed = payoutConnectRequestSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        throw badRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.', {
          returnTo: parsed.error.issues[0]?.message ?? 'Enter a path inside the app.',
        });
      }
      const result = await connectPayouts(ctx, userId);
      const returnTo = parsed.data.returnTo;
      const cookie = {
        httpOnly: true,
        sameSite: 'lax' as const,
        path: COOKIE_PATH,
        secure: ctx.config.isProduction,
      };
      if (returnTo) reply.setCookie(RETURN_TO_COOKIE, returnTo, { ...cookie, maxAge: 86_400 });
      else reply.clearCookie(RETURN_TO_COOKIE, cookie);
      return result;
    },
  );

  app.delete(
    '/payouts/account',
    {
      schema: {
        tags,
        summary: "Remove the chef's deposit account (closed at the provider, forgotten here)",
        response: { 200: financeSettingsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      await consumeRateLimit(ctx, `payout-connect:${userId}`, CONNECTS_PER_HOUR, 3600);
      return removePayoutAccount(ctx, userId);
    },
  );

  app.post(
    '/payouts/connect/refresh',
    {
      schema: {
        tags,
        summary: 'Read the account back from the provider (the success page calls this)',
        response: { 200: payoutRefreshResponseSchema, ...errors },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const result = await refreshPayouts(ctx, userId);
      const remembered = payoutConnectRequestSchema.shape.returnTo.safeParse(
        req.cookies[RETURN_TO_COOKIE],
      );
      return { ...result, returnTo: remembered.success ? (remembered.data ?? null) : null };
    },
  );

  // The local test provider's hosted onboarding form posts here (the page is ours too).
  const local = ctx.payouts instanceof LocalPayoutsProvider ? ctx.payouts : null;
  if (local) {
    app.post(
      '/payouts/local/onboarding',
      {
        schema: {
          tags,
          summary: 'Local test payout provider: the hosted onboarding form (bank account)',
          body: localPayoutOnboardingRequestSchema,
          response: { 200: localPayoutOnboardingResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        await consumeRateLimit(
          ctx,
          `payout-local-onboarding:${req.ip}`,
          LOCAL_ONBOARDING_PER_HOUR,
          3600,
        );
        reply.header('cache-control', 'no-store');
        return submitLocalOnboarding(ctx, local, req.body);
      },
    );
  }
};
