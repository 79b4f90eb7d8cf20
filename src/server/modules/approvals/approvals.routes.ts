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
import { requireAdmin } from '../../http/authenticate.ts';
import { decideApproval } from './decide-approval.service.ts';
import { getApproval } from './get-approval.service.ts';
import { listAdminActions } from './list-admin-actions.service.ts';
import { listApprovals } from './list-approvals.service.ts';

const tags = ['admin'];

/** The admin's approval console: admins only (others 403, guests 401). */
export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Before the body is validated: a guest is told to sign in, a non-admin is refused.
  app.addHook('onRequest', async (req) => {
    requireAdmin(req);
  });

  app.get(
    '/admin/approvals',
    {
      schema: {
        tags,
        summary: 'Chef applications by state (submitted, onboarding, approved, rejected)',
        querystring: approvalListQuerySchema,
        response: { 200: approvalListResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      requireAdmin(req);
      reply.header('cache-control', 'no-store');
      return listApprovals(ctx, req.query.status, req.query.page);
    },
  );

  app.get(
    '/admin/approvals/:chefId',
    {
      schema: {
        tags,
        summary: "One chef's application in full, with its history",
        params: chefIdParamsSchema,
        response: { 200: approvalDetailResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      requireAdmin(req);
      reply.header('cache-control', 'no-store');
      return { application: await getApproval(ctx, req.params.chefId) };
    },
  );

  app.post(
    '/admin/approvals/:chefId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a submitted application (the chef is notified)',
        params: chefIdParamsSchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const adminId = requireAdmin(req);
      return decideApproval(ctx, adminId, req.params.chefId, { approve: true });
    },
  );

  app.post(
    '/admin/approvals/:chefId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a submitted application with a reason (the chef is notified)',
        params: chefIdParamsSchema,
        body: rejectBodySchema,
        response: { 200: approvalDecisionResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const adminId = requireAdmin(req);
      return decideApproval(ctx, adminId, req.params.chefId, {
        approve: false,
        reason: req.body.reason,
      });
    },
  );

  app.get(
    '/admin/actions',
    {
      schema: {
        tags,
        summary: 'Recent admin decisions: who, when, what, on whom and why',
        querystring: adminActionsQuerySchema,
        response: { 200: adminActionsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      requireAdmin(req);
      reply.header('cache-control', 'no-store');
      return listAdminActions(ctx, req.query.page);
    },
  );
};
