import type { FastifyInstance } from 'fastify';
import { createOriginPolicy } from './origin-policy.ts';

/**
 * One host name per browser session (docs/decisions/050-canonical-host.md): a page asked for
 * under another name of this server (http://127.0.0.1:3000 when the public origin is
 * http://localhost:3000) is redirected to the public origin before anything else runs. A
 * session cookie belongs to the host name it was set on, and every round trip (verification
 * mail, deposit-account provider, social sign-in) comes back to the public origin; a person
 * who signed in under another name would come back signed out.
 *
 * Only page loads move (GET and HEAD outside /api/): API callers on this machine (health
 * probes, benchmarks, tools) keep calling by address, and a redirected write would lose its
 * body. Host names that are not ours at all are refused by the host check (csrf.ts).
 */
export function registerCanonicalHost(app: FastifyInstance): void {
  const policy = createOriginPolicy(app.ctx.config);
  const publicBaseUrl = app.ctx.config.publicBaseUrl;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    if (req.url.startsWith('/api/')) return;
    if (!policy.hostAllowed(req.host) || policy.isPublicHost(req.host)) return;
    // A request line may name an absolute URL (`GET http://elsewhere/x`): only its path and
    // query move to the public origin, never its host.
    const target = new URL(req.url, publicBaseUrl);
    return reply.redirect(`${publicBaseUrl}${target.pathname}${target.search}`, 308);
  });
}
