import { queryOptions } from '@tanstack/react-query';
import {
  getAdminOrder,
  getChefLedger,
  getMoneySummary,
  refundAdminOrder,
  retryPayout,
} from '#contracts/endpoints/adminmoney';
import type { AdminRefundBody } from '#contracts/adminmoney';
import { call } from '../api';

// The admin's money tools: one key and one fetcher per resource, all under ['admin', 'money'],
// so a refund or a payout retry makes every money screen read again.

export const adminMoneyKey = ['admin', 'money'] as const;

export const moneySummaryQuery = (date: string) =>
  queryOptions({
    queryKey: [...adminMoneyKey, 'summary', date],
    queryFn: ({ signal }) => call(getMoneySummary, { query: { date }, signal }),
  });

export const adminOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...adminMoneyKey, 'order', orderId],
    queryFn: ({ signal }) => call(getAdminOrder, { params: { id: orderId }, signal }),
  });

export const chefLedgerQuery = (chefId: string, page: number) =>
  queryOptions({
    queryKey: [...adminMoneyKey, 'ledger', chefId, page],
    queryFn: ({ signal }) =>
      call(getChefLedger, { params: { id: chefId }, query: { page }, signal }),
  });

/** A refund; the key is one per refund the admin means, so a retried submit refunds once. */
export const refundOrder = (orderId: string, body: AdminRefundBody, idempotencyKey: string) =>
  call(refundAdminOrder, {
    params: { id: orderId },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const retryFailedPayout = (payoutId: string) =>
  call(retryPayout, { params: { id: payoutId } });
