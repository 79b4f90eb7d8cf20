import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LIVE_PATH } from '#contracts/live';
import { SESSION_COOKIE } from '../http/authenticate.ts';
import { forbidden } from '../http/errors.ts';
import { RateLimitedError, signedInUserId } from '../http/route-policy.ts';
import { resolveSession } from '../http/session.ts';
import { LiveHub, MAX_CONNECTIONS_PER_USER } from './live-hub.ts';

/** Client frames larger than this end the socket (code 1009): clients only listen. */
export const LIVE_MAX_CLIENT_MESSAGE_BYTES = 1024;

export interface LiveRoutesOptions {
  heartbeatMs?: number;
}

/**
 * A browser sends cookies with a WebSocket handshake to any page that opens one, and the
 * same-origin policy does not apply to WebSockets: without this check any site could open
 * /live with the visitor's session (cross-site WebSocket hijacking). The Origin header is
 * set by the browser and cannot be forged by a page; a handshake without one is refused.
 */
export function originAllowed(req: FastifyRequest, publicBaseUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const hostOrigin = `${req.protocol}://${req.headers.host ?? ''}`;
  return origin === new URL(publicBaseUrl).origin || origin === hostOrigin;
}

/**
 * GET /api/v1/live — the WebSocket that tells a signed-in user's tabs what changed
 * (docs/decisions/014-live-hub-and-jobs.md). Registered under the API prefix, so the session
 * cookie is resolved and the route policy (auth: user) applied as for every HTTP request.
 */
export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, opts) => {
  const ctx = app.ctx;
  const hub = new LiveHub(ctx.events, {
    heartbeatMs: opts.heartbeatMs,
    maxClientMessageBytes: LIVE_MAX_CLIENT_MESSAGE_BYTES,
  });
  app.addHook('onClose', async () => hub.close());
  const path = LIVE_PATH.replace(/^\/api\/v1/, '');

  app.get(
    path,
    {
      websocket: true,
      schema: { hide: true },
      config: { auth: 'user' },
      // Runs before the upgrade: a refusal is a plain HTTP answer on the handshake.
      preValidation: async (req) => {
        if (!originAllowed(req, ctx.config.publicBaseUrl)) throw forbidden();
        if (hub.connectionsOf(signedInUserId(req)) >= MAX_CONNECTIONS_PER_USER) {
          // A tab closing frees a place at once; Retry-After is a hint for well-behaved clients.
          throw new RateLimitedError(30, 'Too many live connections. Close a tab.');
        }
      },
    },
    (socket, req) => {
      const auth = req.auth;
      const token = req.cookies[SESSION_COOKIE];
      if (!auth || !token) {
        socket.close(1008, 'unauthenticated');
        return;
      }
      hub.add(auth.userId, socket, async () => {
        const session = await resolveSession(ctx, token);
        return session?.userId === auth.userId;
      });
    },
  );
};
