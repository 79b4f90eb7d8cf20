import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerCanonicalHost } from './http/canonical-host.ts';
import { badInputServerOptions, registerUrlLimit } from './http/bad-input.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerOpenApi } from './openapi/openapi.ts';
import { registerRoutePolicy } from './http/route-policy.ts';
import { registerReadYourWrites } from './http/read-your-writes.ts';
import { inlineScriptSources } from './http/inline-scripts.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { socialAuthRoutes } from './modules/auth/social/social.routes.ts';
import { devOidcRoutes, LOCAL_OIDC_PREFIX } from './modules/devoidc/devoidc.routes.ts';
import { phoneAuthRoutes } from './modules/auth/phone-auth.routes.ts';
import { devjobsRoutes } from './modules/devjobs/devjobs.routes.ts';
import { devmailRoutes } from './modules/devmail/devmail.routes.ts';
import { devphoneRoutes } from './modules/devphone/devphone.routes.ts';
import { devpushRoutes } from './modules/devpush/devpush.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { albumsRoutes } from './modules/albums/albums.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { chefsRoutes } from './modules/chefs/chefs.routes.ts';
import { chefCatalogRoutes } from './modules/catalog/chef-catalog.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { invitationsRoutes } from './modules/social/invitations.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentAdminRoutes } from './modules/content/content-admin.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { lastcallRoutes } from './modules/lastcall/lastcall.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import {
  LOCAL_PROCESSOR_PREFIX,
  localProcessorRoutes,
} from './modules/payments/local-processor.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { liveRoutes } from './realtime/live.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { approvalsRoutes } from './modules/approvals/approvals.routes.ts';
import { adminMoneyRoutes } from './modules/adminmoney/adminmoney.routes.ts';
import { complaintsRoutes } from './modules/complaints/complaints.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { creditsRoutes } from './modules/credits/credits.routes.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { modifiersRoutes } from './modules/modifiers/modifiers.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import {
  INGEST_MAX_FRAME_BYTES,
  streamIngestRoutes,
} from './modules/livestreams/stream-ingest.routes.ts';
import { liveStreamsRoutes } from './modules/livestreams/livestreams.routes.ts';
import { streamChatRoutes } from './modules/livestreams/stream-chat.routes.ts';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  /** Serve the built SPA from this folder (production and `npm start`). */
  webDir?: string;
  logger?: boolean;
  /** Ping interval of the live WebSocket hub (tests shorten it). */
  liveHeartbeatMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole HTTP app around a context. main.ts listens; tests call `inject`. */
export async function buildApp(
  ctx: AppContext,
  opts: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger
      ? {
          level: ctx.config.LOG_LEVEL,
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          serializers: {
            req: (req: FastifyRequest) => ({
              method: req.method,
              // A social sign-in's callback carries a one-time code and state: never logged.
              url: req.url.startsWith('/api/v1/auth/oauth/') ? req.url.split('?', 1)[0] : req.url,
              host: req.host,
              remoteAddress: req.ip,
              remotePort: req.socket.remotePort,
            }),
          },
        }
      : false,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...badInputServerOptions,
  }).withTypeProvider<ZodTypeProvider>();

  // Stripe Elements loads from js.stripe.com and talks to api.stripe.com, only when configured.
  const stripeJsSources = ctx.config.STRIPE_PUBLISHABLE_KEY
    ? ['https://js.stripe.com', 'https://api.stripe.com', 'https://*.stripe.com']
    : [];
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerUrlLimit(app);
  registerCanonicalHost(app);

  // The security headers, built once: @fastify/helmet rebuilt helmet's middleware (parsing
  // every CSP directive again) on each request, ≈ 2 % of a checkout burst's server CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The build's inline scripts in home.html, by hash (decision 073).
        scriptSrc: ["'self'", ...inlineScriptSources(opts.webDir), ...stripeJsSources],
        // Mantine writes CSS variables into style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...stripeJsSources],
        frameSrc: ["'self'", ...stripeJsSources],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: ctx.config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  await app.register(cookie);
  registerErrorHandling(app);
  registerCsrfProtection(app);
  registerAuthentication(app);
  await registerRoutePolicy(app);
  registerReadYourWrites(app);

  await registerOpenApi(app, API_PREFIX);
  // Before any route, so the plugin sees every route that asks for `websocket: true`. The
  // limit is the largest frame any socket takes (the chef's media); the listen-only sockets
  // (/live, stream rooms) close on any client frame over 1 KB themselves.
  await app.register(websocket, { options: { maxPayload: INGEST_MAX_FRAME_BYTES } });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      // Domain modules register here, one line each.
      await api.register(contentRoutes);
      await api.register(contentAdminRoutes);
      await api.register(lastcallRoutes);
      await api.register(socialRoutes);
      await api.register(invitationsRoutes);
      await api.register(profilesRoutes);
      await api.register(albumsRoutes);
      await api.register(addressesRoutes);
      await api.register(filesRoutes);
      await api.register(geocodingRoutes);
      await api.register(searchRoutes);
      await api.register(catalogRoutes);
      await api.register(promotionsRoutes);
      await api.register(creditsRoutes);
      await api.register(chefsRoutes);
      await api.register(chefCatalogRoutes);
      await api.register(authRoutes);
      await api.register(socialAuthRoutes);
      await api.register(phoneAuthRoutes);
      await api.register(devmailRoutes);
      await api.register(devjobsRoutes);
      await api.register(devphoneRoutes);
      await api.register(devpushRoutes);
      await api.register(pushRoutes);
      await api.register(messagingRoutes);
      await api.register(paymentsRoutes);
      await api.register(checkoutRoutes);
      await api.register(cartRoutes);
      await api.register(ordersRoutes);
      await api.register(notificationsRoutes);
      await api.register(settingsRoutes);
      await api.register(liveRoutes, { heartbeatMs: opts.liveHeartbeatMs });
      await api.register(reviewsRoutes);
      await api.register(payoutsRoutes);
      await api.register(approvalsRoutes);
      await api.register(adminMoneyRoutes);
      await api.register(complaintsRoutes);
      await api.register(productsRoutes);
      await api.register(menusRoutes);
      await api.register(modifiersRoutes);
      await api.register(onboardingRoutes);
      await api.register(supportRoutes);
      await api.register(streamIngestRoutes);
      await api.register(liveStreamsRoutes);
      await api.register(streamChatRoutes);
    },
    { prefix: API_PREFIX },
  );
  // The local card processor's public endpoint sits beside our API, as Stripe's would.
  if (ctx.localProcessor) {
    await app.register(localProcessorRoutes(ctx.localProcessor), {
      prefix: LOCAL_PROCESSOR_PREFIX,
    });
  }

  // The local stand-ins for Google, Facebook and X (outside production; decision 057).
  await app.register(devOidcRoutes, { prefix: LOCAL_OIDC_PREFIX });

  // Unknown API paths answer JSON 404; any other GET (or HEAD, which must answer wherever GET
  // does) gets the SPA, whose router shows /notFound.
  const serveSpa = Boolean(opts.webDir && existsSync(path.join(opts.webDir, 'index.html')));
  // `/` gets its own copy of index.html that also preloads the home page's chunks (decision 067).
  const homeHtml = Boolean(
    serveSpa && opts.webDir && existsSync(path.join(opts.webDir, 'home.html')),
  );
  if (serveSpa && opts.webDir) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Vite fingerprints everything under /assets, so those files never change.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (
      serveSpa &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api/')
    ) {
      const home = homeHtml && (req.url === '/' || req.url.startsWith('/?'));
      return reply.type('text/html').sendFile(home ? 'home.html' : 'index.html', { maxAge: 0 });
    }
    // Probing for routes or ids is cheap for an attacker: limit it per client.
    await app.consumeLimit(req, reply, 'notFound');
    return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
  });

  return app;
}
