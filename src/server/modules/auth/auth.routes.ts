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
import { clearSessionCookie, requireUser, setSessionCookie } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { requestAccountDeletion } from './deletion.service.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.ts';
import { createSession, deleteSession, getSessionUser } from './session.service.ts';
import { verifyCredentials } from './sign-in.service.ts';
import { signUp } from './sign-up.service.ts';
import { normalizeEmail } from './tokens.ts';
import { confirmVerification, sendVerificationEmail } from './verification.service.ts';

const MIN15 = 15 * 60;
const HOUR = 60 * 60;
const tags = ['auth'];
const noContent = z.null().describe('No content');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/auth/session',
    { schema: { tags, summary: 'Who is signed in', response: { 200: sessionResponseSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const user = req.auth ? await getSessionUser(ctx, req.auth.userId) : null;
      return { user };
    },
  );

  app.post(
    '/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account (customer profile) and sign in',
        body: signUpRequestSchema,
        response: { 201: sessionResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      await consumeRateLimit(ctx, `signup:ip:${req.ip}`, 10, HOUR);
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
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: signInRequestSchema,
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      await consumeRateLimit(ctx, `signin:ip:${req.ip}`, 30, MIN15);
      await consumeRateLimit(ctx, `signin:ip-email:${req.ip}:${email}`, 10, MIN15);
      const userId = await verifyCredentials(ctx, req.body);
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
    { schema: { tags, summary: 'Sign out (ends this session)', response: { 204: noContent } } },
    async (req, reply) => {
      if (req.auth) await deleteSession(ctx, req.auth.sessionId);
      clearSessionCookie(reply, ctx);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password/forgot',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (answers 202 whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      await consumeRateLimit(ctx, `forgot:ip:${req.ip}`, 5, MIN15);
      await consumeRateLimit(ctx, `forgot:email:${email}`, 5, MIN15);
      await requestPasswordReset(ctx, email, req.log);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link (ends every session)',
        body: resetPasswordRequestSchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await consumeRateLimit(ctx, `reset:ip:${req.ip}`, 5, MIN15);
      await resetPassword(ctx, req.body);
      clearSessionCookie(reply, ctx);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password/change',
    {
      schema: {
        tags,
        summary: 'Change the password (ends the other sessions)',
        body: changePasswordRequestSchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await consumeRateLimit(ctx, `change-password:user:${userId}`, 10, MIN15);
      await changePassword(ctx, userId, req.auth?.sessionId ?? '', req.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/verification/send',
    {
      schema: {
        tags,
        summary: 'Send the verification e-mail again (at most 5 in all)',
        response: { 200: verificationSendResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return { verificationEmailCount: await sendVerificationEmail(ctx, userId) };
    },
  );

  app.post(
    '/auth/verification/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address from a verification link',
        body: verificationConfirmRequestSchema,
        response: { 200: verificationConfirmResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      await consumeRateLimit(ctx, `verify:ip:${req.ip}`, 30, MIN15);
      await confirmVerification(ctx, req.body.token);
      return { verified: true as const };
    },
  );

  app.post(
    '/auth/account/deletion-request',
    {
      schema: {
        tags,
        summary: 'Ask for the account to be deleted; signs out everywhere',
        body: deletionRequestSchema.optional(),
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await requestAccountDeletion(ctx, userId, req.body?.reason);
      clearSessionCookie(reply, ctx);
      return reply.code(202).send({ accepted: true as const });
    },
  );
};
