import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import {
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
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { LocalPayoutsProvider } from '../../providers/payouts/local-payouts.ts';
import { earningsCsv, getEarnings, getSalesSummary } from './earnings.service.ts';
import { submitLocalOnboarding } from './local-onboarding.service.ts';
import {
  connectPayouts,
  getFinance,
  refreshPayouts,
  removePayoutAccount,
  saveFinance,
} from './payouts.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['payouts'];
const errors = { ...errorResponses, 503: errorResponseSchema };
/** Where the success page offers to go next: kept beside the chef's browser, not in the URL. */
export const RETURN_TO_COOKIE = 'potluck_payout_return';
const COOKIE_PATH = '/api/v1/payouts';

export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/payouts/finance',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary: "The chef's deposit account and commission choice",
        response: { 200: financeSettingsResponseSchema, ...errors },
      },
    },
    async (req) => getFinance(ctx, signedInUserId(req)),
  );

  app.put(
    '/payouts/finance',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Save the commission choice (spec §9)',
        body: financeSettingsUpdateSchema,
        response: { 200: financeSettingsResponseSchema, ...errors },
      },
    },
    async (req) => saveFinance(ctx, signedInUserId(req), req.body.commissionStructure),
  );

  app.post(
    '/payouts/connect',
    {
      config: { auth: 'user', limit: 'payoutConnect' },
      schema: {
        tags,
        summary:
          "Open (once) the chef's connected account and answer its onboarding link; body { returnTo? }",
        response: { 200: payoutConnectResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const userId = signedInUserId(req);
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
      config: { auth: 'user', limit: 'payoutConnect' },
      schema: {
        tags,
        summary: "Remove the chef's deposit account (closed at the provider, forgotten here)",
        response: { 200: financeSettingsResponseSchema, ...errors },
      },
    },
    async (req) => removePayoutAccount(ctx, signedInUserId(req)),
  );

  app.post(
    '/payouts/connect/refresh',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Read the account back from the provider (the success page calls this)',
        response: { 200: payoutRefreshResponseSchema, ...errors },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      const result = await refreshPayouts(ctx, userId);
      const remembered = payoutConnectRequestSchema.shape.returnTo.safeParse(
        req.cookies[RETURN_TO_COOKIE],
      );
      return { ...result, returnTo: remembered.success ? (remembered.data ?? null) : null };
    },
  );

  app.get(
    '/payouts/earnings',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary:
          "The chef's balance, earnings per order and payouts for a date range (?from&to, the chef's calendar)",
        querystring: earningsQuerySchema,
        response: { 200: earningsResponseSchema, ...errors },
      },
    },
    async (req) => getEarnings(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/payouts/earnings.csv',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The same earnings as a CSV download: one row per order, one per payout',
        querystring: earningsQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (req, reply) => {
      const csv = await earningsCsv(ctx, signedInUserId(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv.body);
    },
  );

  app.get(
    '/payouts/sales-summary',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: "This week's and this month's sales in the chef's time zone (business portal)",
        response: { 200: salesSummaryResponseSchema, ...errors },
      },
    },
    async (req) => getSalesSummary(ctx, signedInUserId(req)),
  );

  // The local test provider's hosted onboarding form posts here (the page is ours too).
  const local = ctx.payouts instanceof LocalPayoutsProvider ? ctx.payouts : null;
  if (local) {
    app.post(
      '/payouts/local/onboarding',
      {
        config: { auth: 'public', limit: 'payoutLocalOnboarding', cache: 'no-store' },
        schema: {
          tags,
          summary: 'Local test payout provider: the hosted onboarding form (bank account)',
          body: localPayoutOnboardingRequestSchema,
          response: { 200: localPayoutOnboardingResponseSchema, ...errors },
        },
      },
      async (req) => {
        return submitLocalOnboarding(ctx, local, req.body);
      },
    );
  }
};
