import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { sharedKey } from '../db/app-secrets.ts';
import { parseLsn, readScopes, type ReadScope } from '../db/read-replica.ts';

// Read-your-writes over a read replica (decision 071). A request that wrote to the primary
// answers with a signed marker cookie holding the primary's WAL position after it; the sender's
// later lag-tolerant reads go to the primary until the replica has replayed past it (the pool
// in db/read-replica.ts decides). Only registered when a replica is configured.

export const READ_MARKER_COOKIE = 'potluck_rw';
/**
 * How long a marker counts. A replica further behind than this is broken rather than lagging;
 * reads of a writer then see the replica's state like everyone else's.
 */
export const READ_MARKER_SECONDS = 60;
const KEY_NAME = 'read_your_writes';

const contexts = new WeakMap<AppContext, AppContext>();

/**
 * The context of reads that tolerate a second of lag: its `db` is the read replica (with
 * read-your-writes) when one is configured, else the same context. A module's routes hand it
 * to their public read services; writes that reach the replica are redone on the primary.
 */
export function lagTolerant(ctx: AppContext): AppContext {
  if (ctx.database.reads === ctx.db) return ctx;
  let reads = contexts.get(ctx);
  if (!reads) contexts.set(ctx, (reads = { ...ctx, db: ctx.database.reads }));
  return reads;
}

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);
}

/** The LSN a marker cookie carries, when it is ours, well formed and not expired. */
export function verifyMarker(key: string, value: string | undefined, nowMs: number): bigint | null {
  const [lsn, expires, mac] = value?.split('.') ?? [];
  if (!lsn || !expires || !mac || !/^\d{1,15}$/.test(expires)) return null;
  if (Number(expires) <= nowMs) return null;
  const expected = Buffer.from(sign(key, `${lsn}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseLsn(lsn);
}

export function markerValue(key: string, lsn: string, expiresMs: number): string {
  return `${lsn}.${expiresMs}.${sign(key, `${lsn}.${expiresMs}`)}`;
}

/** Opens each request's read scope and hands writers their marker. */
export function registerReadYourWrites(app: FastifyInstance): void {
  const { ctx } = app;
  const writePosition = ctx.database.writePosition;
  if (!writePosition) return;
  // Wall-clock time, not ctx.clock: the marker ages with the replica's real replay.
  const key = () => sharedKey(ctx.db, KEY_NAME);

  // Callback style, so everything after this hook (the handler included) runs in the scope.
  app.addHook('onRequest', (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const raw = req.cookies[READ_MARKER_COOKIE];
    const scope: ReadScope = { after: null, wrote: false };
    if (!raw) return readScopes.run(scope, done);
    key().then(
      (k) => {
        scope.after = verifyMarker(k, raw, Date.now());
        readScopes.run(scope, done);
      },
      // Without the key the marker cannot be checked: read the primary, as after a write.
      () => readScopes.run({ ...scope, after: BigInt(Number.MAX_SAFE_INTEGER) }, done),
    );
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const scope = readScopes.getStore();
    if (!scope?.wrote || reply.statusCode >= 500) return payload;
    try {
      const [k, lsn] = await Promise.all([key(), writePosition()]);
      const expires = Date.now() + READ_MARKER_SECONDS * 1000;
      const cookie = app.serializeCookie(READ_MARKER_COOKIE, markerValue(k, lsn, expires), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: ctx.config.isProduction,
        maxAge: READ_MARKER_SECONDS,
      });
      const existing = reply.getHeader('set-cookie');
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      reply.header('set-cookie', [...list.map(String), cookie]);
    } catch (err) {
      // The answer stands; without a marker the writer may read the replica's older state.
      req.log.warn({ err }, 'read-your-writes marker not set');
    }
    return payload;
  });
}
