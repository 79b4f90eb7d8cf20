import type {
  adminChefParamsSchema,
  adminOrderParamsSchema,
  adminOrderResponseSchema,
  adminPayoutParamsSchema,
  adminRefundBodySchema,
  adminRefundResponseSchema,
  chefLedgerQuerySchema,
  chefLedgerResponseSchema,
  moneySummaryQuerySchema,
  moneySummaryResponseSchema,
  payoutRetryResponseSchema,
} from '#contracts/adminmoney';
import { endpoint } from './endpoint';

export const getAdminOrder = endpoint<{
  params: typeof adminOrderParamsSchema;
  response: typeof adminOrderResponseSchema;
}>('GET', '/admin/orders/{id}');

/** Needs an `Idempotency-Key` header (one per refund the admin means). */
export const refundAdminOrder = endpoint<{
  params: typeof adminOrderParamsSchema;
  body: typeof adminRefundBodySchema;
  response: typeof adminRefundResponseSchema;
}>('POST', '/admin/orders/{id}/refunds');

export const getChefLedger = endpoint<{
  params: typeof adminChefParamsSchema;
  query: typeof chefLedgerQuerySchema;
  response: typeof chefLedgerResponseSchema;
}>('GET', '/admin/chefs/{id}/ledger');

export const retryPayout = endpoint<{
  params: typeof adminPayoutParamsSchema;
  response: typeof payoutRetryResponseSchema;
}>('POST', '/admin/payouts/{id}/retry');

export const getMoneySummary = endpoint<{
  query: typeof moneySummaryQuerySchema;
  response: typeof moneySummaryResponseSchema;
}>('GET', '/admin/money/summary');
