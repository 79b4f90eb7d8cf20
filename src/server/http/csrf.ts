import type { FastifyInstance } from 'fastify';
import { createOriginPolicy } from './origin-policy.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A load balancer probes instances by their own address, not by the public host name. */
const HOST_CHECK_EXEMPT = new Set(['/api/v1/health']);

/**
 * Origin and Host checks (docs/decisions/020-origin-and-host-check.md).
 *
 * Host: a request whose Host is not the public host (PUBLIC_BASE_URL) is refused, so a
 * DNS-rebinding page (evil.example resolving to this server) cannot read or write through a
 * visitor's browser.
 *
 * CSRF for cookie-authenticated writes: a state-changing request must come from our own
 * origin. Browsers always send `Origin` on cross-site POSTs (and `Sec-Fetch-Site`), so a write
 * whose Origin is not the public origin, or that carries neither header, is refused.
 * SameSite=Lax cookies are the second layer.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  const policy = createOriginPolicy(app.ctx.config);
  app.addHook('onRequest', async (req, reply) => {
    const pathOnly = req.url.split('?', 1)[0] ?? '';
    const exempt = SAFE_METHODS.has(req.method) && HOST_CHECK_EXEMPT.has(pathOnly);
    if (!exempt && !policy.hostAllowed(req.host)) {
      return reply.code(421).send({
        error: { code: 'misdirected_request', message: 'This address does not serve Potluck.' },
      });
    }
    if (SAFE_METHODS.has(req.method)) return;
    if (!req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const ok = origin
      ? policy.originAllowed(origin)
      : fetchSite === 'same-origin' || fetchSite === 'none';
    if (!ok) {
      return reply.code(403).send({
        error: { code: 'csrf_rejected', message: 'This request did not come from Potluck.' },
      });
    }
  });
}
