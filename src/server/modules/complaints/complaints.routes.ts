import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountIdParamsSchema,
  accountStatusResponseSchema,
  adminComplaintListQuerySchema,
  adminComplaintListResponseSchema,
  adminComplaintResponseSchema,
  complaintChefParamsSchema,
  complaintFormResponseSchema,
  complaintIdParamsSchema,
  complaintMessageBodySchema,
  complaintPhotoParamsSchema,
  fileComplaintResponseSchema,
  myComplaintsResponseSchema,
  reinstateAccountBodySchema,
  suspendAccountBodySchema,
  updateComplaintBodySchema,
} from '#contracts/complaints';
import { AVATAR_MAX_BYTES } from '#contracts/profiles';
import { errorResponses } from '#contracts/errors';
import { COMPLAINT_PHOTOS_MAX } from '#domain/complaints';
import { signedInUserId } from '../../http/route-policy.ts';
import { getInboxComplaint, listComplaintInbox } from './complaint-inbox.service.ts';
import { fileComplaint, readComplaintForm } from './file-complaint.service.ts';
import { complaintForm, listMyComplaints, readComplaintPhoto } from './my-complaints.service.ts';
import { reinstateAccount, suspendAccount } from './suspend-account.service.ts';
import { addComplaintMessage, updateInboxComplaint } from './update-complaint.service.ts';

const tags = ['complaints'];
const adminTags = ['admin'];

/**
 * Complaints about a chef (/complaint/chef/{id}) for signed-in people, and the admins' inbox of
 * them with suspension of an account (/admin/complaints).
 */
export const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Photos like avatars: each within the avatar's 5 MB, a few per complaint, few text fields.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: COMPLAINT_PHOTOS_MAX, fields: 8, parts: 12 },
  });

  app.post(
    '/complaints',
    {
      config: { auth: 'user', limit: ['complaintFile', 'complaintFileDaily'] },
      // Up to four photos of 5 MB each, and the text.
      bodyLimit: COMPLAINT_PHOTOS_MAX * AVATAR_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary:
          'File a complaint about a chef (multipart: chefId, category, content, optional orderId, up to 4 files "photos"); answers its reference ID',
        consumes: ['multipart/form-data'],
        response: { 200: fileComplaintResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      return fileComplaint(ctx, userId, await readComplaintForm(req));
    },
  );

  app.get(
    '/complaints/mine',
    {
      config: { auth: 'user', limit: 'complaintRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My complaints, with their status and the replies of Potluck staff',
        response: { 200: myComplaintsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listMyComplaints(ctx, signedInUserId(req)),
  );

  app.get(
    '/complaints/chefs/:chefId/form',
    {
      config: { auth: 'user', limit: 'complaintRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'What the complaint form needs: the chef, and my orders from that chef',
        params: complaintChefParamsSchema,
        response: { 200: complaintFormResponseSchema, ...errorResponses },
      },
    },
    async (req) => complaintForm(ctx, signedInUserId(req), req.params.chefId),
  );

  app.get(
    '/complaints/:complaintId/photos/:photo',
    {
      config: { auth: 'user', limit: 'complaintRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'A photo of a complaint, for the person who filed it and for admins',
        params: complaintPhotoParamsSchema,
        response: { 200: z.unknown().describe('The image bytes'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const file = await readComplaintPhoto(
        ctx,
        { userId: signedInUserId(req), isAdmin: req.auth?.isAdmin ?? false },
        req.params.complaintId,
        req.params.photo,
      );
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return reply.type(file.contentType).send(file.body);
    },
  );

  app.get(
    '/admin/complaints',
    {
      config: { auth: 'admin', limit: 'adminInbox', cache: 'no-store' },
      schema: {
        tags: adminTags,
        summary: 'The complaints queue, filtered by status and category, with counts',
        querystring: adminComplaintListQuerySchema,
        response: { 200: adminComplaintListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listComplaintInbox(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/admin/complaints/:complaintId',
    {
      config: { auth: 'admin', limit: 'adminInbox', cache: 'no-store' },
      schema: {
        tags: adminTags,
        summary: 'One complaint in full: both parties, the order, replies and internal notes',
        params: complaintIdParamsSchema,
        response: { 200: adminComplaintResponseSchema, ...errorResponses },
      },
    },
    async (req) => getInboxComplaint(ctx, signedInUserId(req), req.params.complaintId),
  );

  app.patch(
    '/admin/complaints/:complaintId',
    {
      config: { auth: 'admin', limit: 'adminInbox' },
      schema: {
        tags: adminTags,
        summary:
          "Take a complaint, change its status, or share the complainer's name with the chef",
        params: complaintIdParamsSchema,
        body: updateComplaintBodySchema,
        response: { 200: adminComplaintResponseSchema, ...errorResponses },
      },
    },
    async (req) => updateInboxComplaint(ctx, signedInUserId(req), req.params.complaintId, req.body),
  );

  app.post(
    '/admin/complaints/:complaintId/messages',
    {
      config: { auth: 'admin', limit: 'adminInbox' },
      schema: {
        tags: adminTags,
        summary: 'Reply to the person (e-mailed and notified) or add an internal note',
        params: complaintIdParamsSchema,
        body: complaintMessageBodySchema,
        response: { 200: adminComplaintResponseSchema, ...errorResponses },
      },
    },
    async (req) => addComplaintMessage(ctx, signedInUserId(req), req.params.complaintId, req.body),
  );

  app.post(
    '/admin/accounts/:userId/suspend',
    {
      config: { auth: 'admin', limit: 'adminInbox' },
      schema: {
        tags: adminTags,
        summary:
          'Suspend an account with a reason: it cannot sign in, its listings hide, its open orders are cancelled and refunded',
        params: accountIdParamsSchema,
        body: suspendAccountBodySchema,
        response: { 200: accountStatusResponseSchema, ...errorResponses },
      },
    },
    async (req) => suspendAccount(ctx, signedInUserId(req), req.params.userId, req.body),
  );

  app.post(
    '/admin/accounts/:userId/reinstate',
    {
      config: { auth: 'admin', limit: 'adminInbox' },
      schema: {
        tags: adminTags,
        summary: 'Lift a suspension',
        params: accountIdParamsSchema,
        body: reinstateAccountBodySchema,
        response: { 200: accountStatusResponseSchema, ...errorResponses },
      },
    },
    async (req) => reinstateAccount(ctx, signedInUserId(req), req.params.userId, req.body.reason),
  );
};
