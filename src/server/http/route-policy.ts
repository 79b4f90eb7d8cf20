import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { messages } from '#domain/messages';
import { AppError, forbidden, notFound, unauthenticated } from './errors.ts';
import {
  counterStore,
  MemoryCounter,
  PostgresCounter,
  RedisCounter,
  type WindowCounter,
} from './rate-limit-stores.ts';
import { rateLimits, type RateLimitName, type RateLimitRule } from './rate-limits.ts';

/** Who may call a route: anyone, a signed-in person, a chef (applicant or approved), an admin. */
export type RouteAuth = 'public' | 'user' | 'chef' | 'admin';

/** Cache-Control a route answers with. */
export const cachePolicies = {
  /** Personal data: never stored by any cache. */
  'no-store': 'no-store',
  /** Public pages whose answer depends on the viewer (isOwner, isFavorite, …). */
  'private-revalidate': 'private, no-cache',
  /**
   * Public pages that change when an admin edits them (the carousel, about, blog and help):
   * any cache may keep them but must ask again each time, so an edit shows at once.
   */
  'public-revalidate': 'public, no-cache',
} as const;
export type CachePolicy = keyof typeof cachePolicies;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every API route declares it (route-policy.test.ts proves it). */
    auth?: RouteAuth;
    /**
     * Rate limits counted for each call, by name from rateLimits (http/rate-limits.ts), in
     * order; the first one exceeded answers 429. Named `limit` because @fastify/rate-limit
     * owns `config.rateLimit`.
     */
    limit?: RateLimitName | readonly RateLimitName[];
    /** The Cache-Control of every answer. */
    cache?: CachePolicy;
    /** Only requests from this machine (the socket's address, never X-Forwarded-For). */
    localOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared policy (for the policy test and docs). */
    routePolicies: RouteRecord[];
    /** Counts one call against a named limit; throws 429 (with Retry-After) past it. */
    consumeLimit(req: FastifyRequest, reply: FastifyReply, name: RateLimitName): Promise<void>;
  }
}

export interface RouteRecord {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  hidden: boolean;
}

/** 429 rate_limited with the spec's message; Retry-After says when to try again. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = messages.tooManyRequests,
  ) {
    super(429, 'rate_limited', message);
  }
}

const isUpgrade = (req: FastifyRequest) => req.headers.upgrade?.toLowerCase() === 'websocket';

const LOCAL_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The id of the signed-in user of a route whose policy guaranteed one (auth: user|chef|admin). */
export function signedInUserId(req: FastifyRequest): string {
  if (!req.auth) throw unauthenticated();
  return req.auth.userId;
}

function checkAuth(req: FastifyRequest, auth: RouteAuth): void {
  if (auth === 'public') return;
  if (!req.auth) throw unauthenticated();
  // Pending chefs pass: they build their catalogue while they wait for approval.
  if (auth === 'chef' && req.auth.profileType !== 'chef') throw forbidden(messages.accountNotSetUp);
  if (auth === 'admin' && !req.auth.isAdmin) throw forbidden();
}

/**
 * The route policy: each route declares `config: { auth, limit?, cache?, localOnly? }` and
 * these hooks apply it (docs/decisions/022-route-policy.md). Who may call is checked on
 * request, before the body is read or validated; limits are counted after validation (a
 * malformed request costs nothing), in the store chosen by configuration
 * (docs/decisions/023-rate-limit-store.md). Register on the root instance, before routes.
 */
export async function registerRoutePolicy(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const redis = ctx.config.REDIS_URL
    ? new Redis(ctx.config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : null;
  const shared: WindowCounter = redis ? new RedisCounter(redis) : new MemoryCounter();
  const durable: WindowCounter = redis ? shared : new PostgresCounter(ctx.db, ctx.clock);
  const sharedStore = counterStore(shared, ctx.clock);
  const durableStore = counterStore(durable, ctx.clock);
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(fastifyRateLimit, {
    global: false,
    // A Redis outage lets requests through rather than failing every limited route.
    skipOnError: true,
    // One store for the plugin; each named limit picks its counter in child() below.
    store: class {
      incr = sharedStore.incr;
      child = (params: unknown) =>
        (params as { durable?: boolean }).durable ? durableStore : sharedStore;
    },
  });

  const limiters = new Map<RateLimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  for (const [name, limit] of Object.entries(rateLimits) as [RateLimitName, RateLimitRule][]) {
    const bucket = limit.bucket ?? name;
    limiters.set(
      name,
      app.createRateLimit({
        max: limit.max * ctx.config.RATE_LIMIT_SCALE,
        timeWindow: limit.windowSeconds * 1000,
        keyGenerator: (req) => `${bucket}:${limit.key(req)}`,
        ...({ durable: limit.durable ?? false } as object),
      }),
    );
  }

  app.decorate(
    'consumeLimit',
    async (req: FastifyRequest, reply: FastifyReply, name: RateLimitName) => {
      const limiter = limiters.get(name);
      if (!limiter) throw new Error(`unknown rate limit ${name}`);
      const result = await limiter(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new RateLimitedError(Math.max(1, result.ttlInSeconds));
      }
    },
  );

  app.decorate('routePolicies', [] as RouteRecord[]);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routePolicies.push({
        method,
        url: route.url,
        auth: route.config?.auth,
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
      });
    }
  });

  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config;
    // Looks absent from anywhere else: no hint that a dev route exists.
    if (config.localOnly && !LOCAL_ADDRESSES.has(req.socket.remoteAddress ?? '')) throw notFound();
    if (config.auth && !isUpgrade(req)) checkAuth(req, config.auth);
  });
  // A WebSocket handshake refused in onRequest leaves its socket open, and the server then
  // never finishes closing: the WebSocket plugin answers refusals from preValidation on.
  app.addHook('preValidation', async (req) => {
    const auth = req.routeOptions.config.auth;
    if (auth && isUpgrade(req)) checkAuth(req, auth);
  });

  app.addHook('preHandler', async (req, reply) => {
    const limit = req.routeOptions.config.limit;
    if (!limit) return;
    for (const name of typeof limit === 'string' ? [limit] : limit) {
      await app.consumeLimit(req, reply, name);
    }
  });

  app.addHook('onSend', async (req, reply) => {
    const cache = req.routeOptions.config.cache;
    if (cache) reply.header('cache-control', cachePolicies[cache]);
  });

  // Every 429, wherever it was thrown, tells the caller when to try again.
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof RateLimitedError && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(err.retryAfterSeconds));
    }
  });
}
