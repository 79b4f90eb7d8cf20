import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChefParamsSchema,
  adminOrderParamsSchema,
  adminOrderResponseSchema,
  adminPayoutParamsSchema,
  adminRefundBodySchema,
  adminRefundHeadersSchema,
  adminRefundResponseSchema,
  chefLedgerQuerySchema,
  chefLedgerResponseSchema,
  moneySummaryQuerySchema,
  moneySummaryResponseSchema,
  payoutRetryResponseSchema,
} from '#contracts/adminmoney';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import { signedInUserId } from '../../http/route-policy.ts';
import { getAdminOrder } from './admin-order.service.ts';
import { chefLedger } from './chef-ledger.service.ts';
import { moneySummary } from './money-summary.service.ts';
import { refundOrder } from './refund-order.service.ts';
import { retryPayout } from './retry-payout.service.ts';

const tags = ['admin'];

/** The admin's money tools: admins only (others 403, guests 401). */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/admin/orders/:id',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: "Any order's money: total, captured, refunded, refundable, parties and refunds",
        params: adminOrderParamsSchema,
        response: { 200: adminOrderResponseSchema, ...errorResponses },
      },
    },
    async (req) => getAdminOrder(ctx, req.params.id),
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'Refund an order in full or in part, with a reason (Idempotency-Key: a retry answers with the first refund); both parties are told',
        params: adminOrderParamsSchema,
        headers: adminRefundHeadersSchema,
        body: adminRefundBodySchema,
        response: {
          200: adminRefundResponseSchema,
          ...errorResponses,
          402: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (req) =>
      refundOrder(
        ctx,
        signedInUserId(req),
        req.params.id,
        req.headers['idempotency-key'],
        req.body,
      ),
  );

  app.get(
    '/admin/chefs/:id/ledger',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: "A chef's ledger balances, latest entries with their lines, and payouts",
        params: adminChefParamsSchema,
        querystring: chefLedgerQuerySchema,
        response: { 200: chefLedgerResponseSchema, ...errorResponses },
      },
    },
    async (req) => chefLedger(ctx, req.params.id, req.query.page),
  );

  app.post(
    '/admin/payouts/:id/retry',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary:
          "Retry a failed payout: re-read the chef's deposit account and, if it can be paid, pay the chef now",
        params: adminPayoutParamsSchema,
        response: { 200: payoutRetryResponseSchema, ...errorResponses, 503: errorResponseSchema },
      },
    },
    async (req) => retryPayout(ctx, signedInUserId(req), req.params.id),
  );

  app.get(
    '/admin/money/summary',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary:
          "One UTC day's money from the ledger: sales, fees, tips, refunds, payouts, and the reconciliation",
        querystring: moneySummaryQuerySchema,
        response: { 200: moneySummaryResponseSchema, ...errorResponses },
      },
    },
    async (req) => moneySummary(ctx, req.query.date),
  );
};
