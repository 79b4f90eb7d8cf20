import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a state-changing request must come from
 * our own origin. Browsers always send `Origin` on cross-site POSTs (and `Sec-Fetch-Site`),
 * so a write whose Origin is not ours, or that carries neither header, is refused.
 * SameSite=Lax cookies are the second layer.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  const allowed = new Set([new URL(app.ctx.config.publicBaseUrl).origin]);
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (!req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const hostOrigin = `${req.protocol}://${req.headers.host ?? ''}`;
    const ok = origin
      ? allowed.has(origin) || origin === hostOrigin
      : fetchSite === 'same-origin' || fetchSite === 'none';
    if (!ok) {
      return reply.code(403).send({
        error: { code: 'csrf_rejected', message: 'This request did not come from Potluck.' },
      });
    }
  });
}
