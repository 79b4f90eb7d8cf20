import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedResponseSchema,
  changePasswordRequestSchema,
  deletionRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  verificationConfirmRequestSchema,
  verificationConfirmResponseSchema,
  verificationSendResponseSchema,
} from '#contracts/auth';
import { errorResponses } from '#contracts/errors';
import { clearSessionCookie, setSessionCookie } from '../../http/authenticate.ts';
import { signedInUserId } from '../../http/route-policy.ts';
import { requestAccountDeletion } from './deletion.service.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.ts';
import { createSession, deleteSession, getSessionUser } from './session.service.ts';
import { verifyCredentials } from './sign-in.service.ts';
import { completeLinkAfterPassword } from './social/social-accounts.service.ts';
import { clearPendingLinkCookie, readPendingLinkCookie } from './social/social-cookies.ts';
import { signUp } from './sign-up.service.ts';
import { normalizeEmail } from './tokens.ts';
import { confirmVerification, sendVerificationEmail } from './verification.service.ts';

const tags = ['auth'];
const noContent = z.null().describe('No content');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/auth/session',
    {
      config: { auth: 'public', cache: 'no-store' },
      schema: { tags, summary: 'Who is signed in', response: { 200: sessionResponseSchema } },
    },
    async (req) => ({ user: req.auth ? await getSessionUser(ctx, req.auth.userId) : null }),
  );

  app.post(
    '/auth/signup',
    {
      config: { auth: 'public', limit: 'signUp' },
      schema: {
        tags,
        summary: 'Create an account (customer profile) and sign in',
        body: signUpRequestSchema,
        response: { 201: sessionResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await signUp(ctx, req.body, req.log);
      const session = await createSession(ctx, userId, {
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setSessionCookie(reply, ctx, session.token, session.expiresAt);
      return reply.code(201).send({ user: await getSessionUser(ctx, userId) });
    },
  );

  app.post(
    '/auth/signin',
    {
      config: { auth: 'public', limit: ['signIn', 'signInEmail'] },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: signInRequestSchema,
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await verifyCredentials(ctx, req.body);
      // The password proves the account a social sign-in was waiting to link (decision 057).
      const pendingLink = readPendingLinkCookie(req);
      if (pendingLink) {
        await completeLinkAfterPassword(ctx, pendingLink, userId);
        clearPendingLinkCookie(ctx, reply);
      }
      if (req.auth) await deleteSession(ctx, req.auth.sessionId);
      const session = await createSession(ctx, userId, {
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setSessionCookie(reply, ctx, session.token, session.expiresAt);
      return { user: await getSessionUser(ctx, userId) };
    },
  );

  app.post(
    '/auth/signout',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Sign out (ends this session)', response: { 204: noContent } },
    },
    async (req, reply) => {
      if (req.auth) await deleteSession(ctx, req.auth.sessionId);
      clearSessionCookie(reply, ctx);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password/forgot',
    {
      config: { auth: 'public', limit: ['forgotPassword', 'forgotPasswordEmail'] },
      schema: {
        tags,
        summary: 'E-mail a password reset link (answers 202 whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      await requestPasswordReset(ctx, normalizeEmail(req.body.email), req.log);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { auth: 'public', limit: 'resetPassword' },
      schema: {
        tags,
        summary: 'Set a new password from a reset link (ends every session)',
        body: resetPasswordRequestSchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await resetPassword(ctx, req.body);
      clearSessionCookie(reply, ctx);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password/change',
    {
      config: { auth: 'user', limit: 'changePassword' },
      schema: {
        tags,
        summary: 'Change the password (ends the other sessions)',
        body: changePasswordRequestSchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await changePassword(ctx, signedInUserId(req), req.auth?.sessionId ?? '', req.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/verification/send',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Send the verification e-mail again (at most 5 in all)',
        response: { 200: verificationSendResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({
      verificationEmailCount: await sendVerificationEmail(ctx, signedInUserId(req)),
    }),
  );

  app.post(
    '/auth/verification/confirm',
    {
      config: { auth: 'public', limit: 'verifyEmail' },
      schema: {
        tags,
        summary: 'Confirm the e-mail address from a verification link',
        body: verificationConfirmRequestSchema,
        response: { 200: verificationConfirmResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      await confirmVerification(ctx, req.body.token);
      return { verified: true as const };
    },
  );

  app.post(
    '/auth/account/deletion-request',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Ask for the account to be deleted; signs out everywhere',
        body: deletionRequestSchema.optional(),
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      await requestAccountDeletion(ctx, signedInUserId(req), req.body?.reason);
      clearSessionCookie(reply, ctx);
      return reply.code(202).send({ accepted: true as const });
    },
  );
};
