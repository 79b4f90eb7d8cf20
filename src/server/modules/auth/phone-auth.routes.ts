import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponseSchema } from '#contracts/auth';
import { errorResponses } from '#contracts/errors';
import {
  accountPhoneResponseSchema,
  phoneCodeCheckSchema,
  phoneCodeRequestSchema,
  phoneCodeSentResponseSchema,
} from '#contracts/phone-auth';
import { formatPhone } from '#domain/phone-codes';
import { setSessionCookie } from '../../http/authenticate.ts';
import { signedInUserId } from '../../http/route-policy.ts';
import {
  getAccountPhone,
  removeAccountPhone,
  sendAccountPhoneCode,
  verifyAccountPhone,
} from './account-phone.service.ts';
import { sendPhoneCode, type SentCode } from './phone-codes.service.ts';
import { signInWithPhoneCode } from './phone-sign-in.service.ts';
import { createSession, deleteSession, getSessionUser } from './session.service.ts';

// Phone sign-in and the account's verified phone (issue 15 point 2, decision 058). The limits
// on texts are counted by the code service itself (per number, per address, per hour for all);
// the routes only bound how often codes may be checked.

const tags = ['auth'];
const noContent = z.null().describe('No content');

const sentAnswer = (sent: SentCode) => ({
  phone: sent.e164,
  display: formatPhone(sent.e164),
  resendAfterSeconds: sent.resendAfterSeconds,
  expiresAt: sent.expiresAt.toISOString(),
});

export const phoneAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/auth/phone/code',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Text a 6-digit sign-in code to a phone (allowed countries, rate limited)',
        body: phoneCodeRequestSchema,
        response: { 202: phoneCodeSentResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const sent = await sendPhoneCode(
        ctx,
        { phone: req.body.phone, purpose: 'sign_in', ip: req.ip },
        req.log,
      );
      return reply.code(202).send(sentAnswer(sent));
    },
  );

  app.post(
    '/auth/phone/signin',
    {
      config: { auth: 'public', limit: 'phoneCodeCheck' },
      schema: {
        tags,
        summary: 'Sign in with the code texted to a phone (the first time creates the account)',
        body: phoneCodeCheckSchema,
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { userId } = await signInWithPhoneCode(ctx, req.body);
      if (req.auth) await deleteSession(ctx, req.auth.sessionId);
      const session = await createSession(ctx, userId, {
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setSessionCookie(reply, ctx, session.token, session.expiresAt);
      return { user: await getSessionUser(ctx, userId) };
    },
  );

  app.get(
    '/auth/account/phone',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary: "The signed-in person's verified phone",
        response: { 200: accountPhoneResponseSchema, ...errorResponses },
      },
    },
    (req) => getAccountPhone(ctx, signedInUserId(req)),
  );

  app.post(
    '/auth/account/phone/code',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Text a code to a phone the signed-in person wants to add',
        body: phoneCodeRequestSchema,
        response: { 202: phoneCodeSentResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const sent = await sendAccountPhoneCode(
        ctx,
        signedInUserId(req),
        req.body.phone,
        req.ip,
        req.log,
      );
      return reply.code(202).send(sentAnswer(sent));
    },
  );

  app.post(
    '/auth/account/phone/verify',
    {
      config: { auth: 'user', limit: 'phoneCodeCheck' },
      schema: {
        tags,
        summary: 'Verify the phone with its code; it becomes a way to sign in',
        body: phoneCodeCheckSchema,
        response: { 200: accountPhoneResponseSchema, ...errorResponses },
      },
    },
    (req) => verifyAccountPhone(ctx, signedInUserId(req), req.body),
  );

  app.delete(
    '/auth/account/phone',
    {
      config: { auth: 'user', limit: 'profileSave' },
      schema: {
        tags,
        summary: 'Remove the verified phone (not when it is the only way to sign in)',
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await removeAccountPhone(ctx, signedInUserId(req));
      return reply.code(204).send(null);
    },
  );
};
