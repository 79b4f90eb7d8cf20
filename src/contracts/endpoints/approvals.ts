import type {
  adminActionsQuerySchema,
  adminActionsResponseSchema,
  approvalDecisionResponseSchema,
  approvalDetailResponseSchema,
  approvalListQuerySchema,
  approvalListResponseSchema,
  chefIdParamsSchema,
  rejectBodySchema,
} from '#contracts/approvals';
import { endpoint } from './endpoint';

export const listApprovals = endpoint<{
  query: typeof approvalListQuerySchema;
  response: typeof approvalListResponseSchema;
}>('GET', '/admin/approvals');

export const getApproval = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof approvalDetailResponseSchema;
}>('GET', '/admin/approvals/{chefId}');

export const approveChef = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof approvalDecisionResponseSchema;
}>('POST', '/admin/approvals/{chefId}/approve');

export const rejectChef = endpoint<{
  params: typeof chefIdParamsSchema;
  body: typeof rejectBodySchema;
  response: typeof approvalDecisionResponseSchema;
}>('POST', '/admin/approvals/{chefId}/reject');

export const listAdminActions = endpoint<{
  query: typeof adminActionsQuerySchema;
  response: typeof adminActionsResponseSchema;
}>('GET', '/admin/actions');
