import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnTo } from '#domain/return-to';
import {
  isSocialProvider,
  socialProviderNames,
  socialProviders,
  type SocialErrorCode,
  type SocialProvider,
} from '#domain/social-sign-in';
import { sessionResponseSchema } from '#contracts/auth';
import { errorResponses } from '#contracts/errors';
import {
  connectedAccountsResponseSchema,
  linkConfirmRequestSchema,
  setPasswordRequestSchema,
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialStartQuerySchema,
} from '#contracts/social-auth';
import { setSessionCookie } from '../../../http/authenticate.ts';
import { AppError } from '../../../http/errors.ts';
import { signedInUserId } from '../../../http/route-policy.ts';
import { createSession, deleteSession, getSessionUser } from '../session.service.ts';
import {
  authorizationRequest,
  clientConfiguration,
  completeAuthorization,
  providerSettings,
  ProviderUnavailableError,
} from './oauth-client.ts';
import {
  clearAttemptCookie,
  clearPendingLinkCookie,
  newAttemptExpiry,
  readAttemptCookie,
  sameState,
  setAttemptCookie,
  setPendingLinkCookie,
} from './social-cookies.ts';
import {
  confirmLinkByEmail,
  connectedAccounts,
  linkProviderToUser,
  setFirstPassword,
  signInWithProvider,
  unlinkProvider,
} from './social-accounts.service.ts';

const tags = ['auth'];
const redirect = z.null().describe('Redirect (Location header)');
const noContent = z.null().describe('No content');
const loosePathParams = z.object({ provider: z.string().max(30) });

/**
 * Social sign-in (spec §6, decision 057): /start sends the browser to the provider with
 * authorization code + PKCE + state; /callback checks them, then signs in, creates the account,
 * or asks for proof before linking. Both answer with redirects only: every refusal lands on
 * /signin (or /profile when connecting) with ?error=<code>, never on an error page.
 */
export const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const offered = () => socialProviders.filter((p) => providerSettings(ctx.config, p) !== null);
  const callbackUrl = (p: SocialProvider) =>
    `${ctx.config.publicBaseUrl}/api/v1/auth/oauth/${p}/callback`;

  const refuse = (
    reply: FastifyReply,
    intent: 'signin' | 'link',
    code: SocialErrorCode,
    provider: SocialProvider | null,
  ) => {
    const params = new URLSearchParams({ error: code });
    if (provider) params.set('provider', provider);
    return reply.redirect(`${intent === 'link' ? '/profile' : '/signin'}?${params}`);
  };

  /** Counts against the sign-in limit; a refusal becomes a redirect, not JSON. */
  const withinLimit = async (req: Parameters<typeof app.consumeLimit>[0], reply: FastifyReply) => {
    try {
      await app.consumeLimit(req, reply, 'signIn');
      return true;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 429) return false;
      throw err;
    }
  };

  app.get(
    '/auth/oauth/providers',
    {
      config: { auth: 'public', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The social sign-in providers offered',
        response: { 200: socialProvidersResponseSchema },
      },
    },
    async () => ({
      providers: offered().map((id) => ({ id, name: socialProviderNames[id] })),
    }),
  );

  app.get(
    '/auth/oauth/:provider/start',
    {
      config: { auth: 'public', cache: 'no-store' },
      schema: {
        // Browser navigations (redirects), not API operations: kept out of the OpenAPI document.
        hide: true,
        tags,
        summary: 'Start signing in (or connecting) with a social provider: redirects to it',
        params: loosePathParams,
        querystring: socialStartQuerySchema,
        response: { 302: redirect },
      },
    },
    async (req, reply) => {
      const intent = req.query.intent ?? 'signin';
      const provider = isSocialProvider(req.params.provider) ? req.params.provider : null;
      if (!(await withinLimit(req, reply))) return refuse(reply, intent, 'rate_limited', provider);
      const settings = provider ? providerSettings(ctx.config, provider) : null;
      if (!provider || !settings) return refuse(reply, intent, 'disabled', provider);
      if (intent === 'link' && !req.auth)
        return refuse(reply, 'signin', 'sign_in_required', provider);
      let request;
      try {
        const configuration = await clientConfiguration(ctx.config, settings);
        request = await authorizationRequest(configuration, settings, callbackUrl(provider));
      } catch (err) {
        if (err instanceof ProviderUnavailableError)
          return refuse(reply, intent, 'unavailable', provider);
        req.log.warn({ err, provider }, 'social sign-in could not start');
        return refuse(reply, intent, 'failed', provider);
      }
      await setAttemptCookie(ctx, reply, {
        provider,
        state: request.state,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        returnTo: intent === 'link' ? '/profile' : safeReturnTo(req.query.returnTo),
        intent,
        userId: intent === 'link' ? (req.auth?.userId ?? null) : null,
        expiresAt: newAttemptExpiry(ctx),
      });
      return reply.redirect(request.url);
    },
  );

  app.get(
    '/auth/oauth/:provider/callback',
    {
      config: { auth: 'public', cache: 'no-store' },
      schema: {
        hide: true,
        tags,
        summary: 'Where the social provider sends the browser back: redirects into the site',
        params: loosePathParams,
        querystring: socialCallbackQuerySchema,
        response: { 302: redirect },
      },
    },
    async (req, reply) => {
      const attempt = await readAttemptCookie(ctx, req);
      clearAttemptCookie(ctx, reply);
      const intent = attempt?.intent ?? 'signin';
      const provider = isSocialProvider(req.params.provider) ? req.params.provider : null;
      if (!(await withinLimit(req, reply))) return refuse(reply, intent, 'rate_limited', provider);
      // The state must be the one this browser was given: otherwise the answer is someone
      // else's (login CSRF) or stale.
      if (
        !provider ||
        !attempt ||
        attempt.provider !== provider ||
        !sameState(attempt.state, req.query.state)
      )
        return refuse(reply, intent, 'state', provider);
      if (req.query.error && req.query.error !== 'access_denied')
        req.log.warn({ provider, error: req.query.error }, 'social provider refused the sign-in');
      if (req.query.error)
        return refuse(
          reply,
          intent,
          req.query.error === 'access_denied' ? 'denied' : 'failed',
          provider,
        );
      const settings = providerSettings(ctx.config, provider);
      if (!settings) return refuse(reply, intent, 'disabled', provider);

      let profile;
      try {
        const configuration = await clientConfiguration(ctx.config, settings);
        profile = await completeAuthorization(
          configuration,
          settings,
          new URL(req.url, ctx.config.publicBaseUrl),
          attempt,
        );
      } catch (err) {
        if (err instanceof ProviderUnavailableError)
          return refuse(reply, intent, 'unavailable', provider);
        req.log.warn(
          { err: { name: (err as Error).name, message: (err as Error).message }, provider },
          'social sign-in failed',
        );
        return refuse(reply, intent, 'failed', provider);
      }

      if (intent === 'link') {
        if (!req.auth || req.auth.userId !== attempt.userId)
          return refuse(reply, 'signin', 'sign_in_required', provider);
        const linked = await linkProviderToUser(ctx, req.auth.userId, provider, profile);
        if (linked.kind === 'error') return refuse(reply, 'link', linked.code, provider);
        return reply.redirect(`/profile?connected=${provider}`);
      }

      const outcome = await signInWithProvider(ctx, provider, profile, req.log);
      switch (outcome.kind) {
        case 'error':
          return refuse(reply, 'signin', outcome.code, provider);
        case 'pending_link': {
          setPendingLinkCookie(ctx, reply, outcome.token, outcome.expiresAt);
          const params = new URLSearchParams({ link: provider });
          if (attempt.returnTo !== '/') params.set('redirect', attempt.returnTo);
          return reply.redirect(`/signin?${params}`);
        }
        case 'signed_in': {
          if (req.auth) await deleteSession(ctx, req.auth.sessionId);
          const session = await createSession(ctx, outcome.userId, {
            userAgent: req.headers['user-agent'],
            ip: req.ip,
          });
          setSessionCookie(reply, ctx, session.token, session.expiresAt);
          return reply.redirect(attempt.returnTo);
        }
        case 'linked':
          return reply.redirect('/profile');
      }
    },
  );

  app.post(
    '/auth/oauth/link/confirm',
    {
      config: { auth: 'public', limit: 'verifyEmail' },
      schema: {
        tags,
        summary: 'Connect a social account from the e-mailed link, and sign in',
        body: linkConfirmRequestSchema,
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await confirmLinkByEmail(ctx, req.body.token);
      if (req.auth) await deleteSession(ctx, req.auth.sessionId);
      const session = await createSession(ctx, userId, {
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setSessionCookie(reply, ctx, session.token, session.expiresAt);
      clearPendingLinkCookie(ctx, reply);
      return { user: await getSessionUser(ctx, userId) };
    },
  );

  app.get(
    '/auth/identities',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The ways this account signs in: password, phone and connected providers',
        response: { 200: connectedAccountsResponseSchema, ...errorResponses },
      },
    },
    async (req) => connectedAccounts(ctx, signedInUserId(req), offered()),
  );

  app.delete(
    '/auth/identities/:provider',
    {
      config: { auth: 'user', limit: 'profileSave' },
      schema: {
        tags,
        summary: 'Disconnect a social provider (never the last way to sign in)',
        params: socialProviderParamsSchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await unlinkProvider(ctx, signedInUserId(req), req.params.provider);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password/set',
    {
      config: { auth: 'user', limit: 'changePassword' },
      schema: {
        tags,
        summary: 'Set the first password of an account made by social or phone sign-in',
        body: setPasswordRequestSchema,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await setFirstPassword(
        ctx,
        signedInUserId(req),
        req.auth?.sessionId ?? '',
        req.body.password,
      );
      return reply.code(204).send(null);
    },
  );
};
