import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminActionsQuerySchema,
  adminActionsResponseSchema,
  approvalDecisionResponseSchema,
  approvalDetailResponseSchema,
  approvalListQuerySchema,
  approvalListResponseSchema,
  chefIdParamsSchema,
  rejectBodySchema,
} from '#contracts/approvals';
import { errorResponses } from '#contracts/errors';
import { decideApproval } from './decide-approval.service.ts';
import { getApproval } from './get-approval.service.ts';
import { listAdminActions } from './list-admin-actions.service.ts';
import { listApprovals } from './list-approvals.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['admin'];

/** The admin's approval console: admins only (others 403, guests 401). */
export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/admin/approvals',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Chef applications by state (submitted, onboarding, approved, rejected)',
        querystring: approvalListQuerySchema,
        response: { 200: approvalListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listApprovals(ctx, req.query.status, req.query.page),
  );

  app.get(
    '/admin/approvals/:chefId',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: "One chef's application in full, with its history",
        params: chefIdParamsSchema,
        response: { 200: approvalDetailResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ application: await getApproval(ctx, req.params.chefId) }),
  );

  app.post(
    '/admin/approvals/:chefId/approve',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Approve a submitted application (the chef is notified)',
        params: chefIdParamsSchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const adminId = signedInUserId(req);
      return decideApproval(ctx, adminId, req.params.chefId, { approve: true });
    },
  );

  app.post(
    '/admin/approvals/:chefId/reject',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Reject a submitted application with a reason (the chef is notified)',
        params: chefIdParamsSchema,
        body: rejectBodySchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const adminId = signedInUserId(req);
      return decideApproval(ctx, adminId, req.params.chefId, {
        approve: false,
        reason: req.body.reason,
      });
    },
  );

  app.get(
    '/admin/actions',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Recent admin decisions: who, when, what, on whom and why',
        querystring: adminActionsQuerySchema,
        response: { 200: adminActionsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listAdminActions(ctx, req.query.page),
  );
};
