import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { resolveSession, type SessionAuth } from './session.ts';
import { forbidden, unauthenticated } from './errors.ts';

export const SESSION_COOKIE = 'potluck_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent this request, resolved from the session cookie; null when signed out. */
    auth: SessionAuth | null;
  }
}

/**
 * Resolves the session cookie into `req.auth` for every API request. Registered on the
 * root instance (not inside a plugin scope) so the hook applies to all routes.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    req.auth = null;
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    req.auth = await resolveSession(app.ctx, token);
  });
}

/** The signed-in user's id, or 401 unauthenticated. */
export function requireUser(req: FastifyRequest): string {
  if (!req.auth) throw unauthenticated();
  return req.auth.userId;
}

/** The signed-in admin's id: 401 when signed out, 403 when not an admin. */
export function requireAdmin(req: FastifyRequest): string {
  const userId = requireUser(req);
  if (!req.auth?.isAdmin) throw forbidden();
  return userId;
}

export function setSessionCookie(
  reply: FastifyReply,
  ctx: AppContext,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.config.isProduction,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.config.isProduction,
  });
}
