import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

// Reads that tolerate a second of lag go to a streaming read replica when DATABASE_REPLICA_URL
// is set, and a person's own writes are read back from the primary (decision 071). This file
// owns the choice of pool; nothing above it picks a pool itself.

/**
 * What one request knows about its sender's writes. The HTTP layer opens a scope per request
 * (http/read-your-writes.ts): `after` from the sender's marker cookie, `wrote` set here when the
 * request writes to the primary.
 */
export interface ReadScope {
  /** The primary's WAL position (pg_lsn as a number) the sender's last write reached, or null. */
  after: bigint | null;
  /** The request ran a statement on the primary that may have written. */
  wrote: boolean;
  /** Where this request's lag-tolerant reads go, once decided (one decision per request). */
  target?: Promise<'replica' | 'primary'>;
}

export const readScopes = new AsyncLocalStorage<ReadScope>();

/** A pg_lsn's text ('16/B374D848') as a number, or null when it is not one. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const m = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  if (!m?.[1] || !m[2]) return null;
  return (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`);
}

/** A number as pg_lsn text. */
export function formatLsn(lsn: bigint): string {
  const hex = (n: bigint) => n.toString(16).toUpperCase();
  return `${hex(lsn >> 32n)}/${hex(lsn & 0xffffffffn)}`;
}

/** Statements that only read: anything else on the primary counts as a write of the request. */
const READ_ONLY_STATEMENT = /^\s*(select|show|values|explain)\b/i;
const FOR_UPDATE = /\bfor\s+(no\s+key\s+)?(update|share)\b/i;

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config) {
    const text = (config as { text: unknown }).text;
    return typeof text === 'string' ? text : '';
  }
  return '';
}

type QueryCallback = (err: Error | null, result?: pg.QueryResult) => void;

/**
 * The primary's pool when a replica is configured: it notes, in the request's scope, that the
 * request may have written, so the HTTP layer hands the sender a read-your-writes marker. A
 * statement that is not a plain read counts, and so does a checked-out client (drizzle's
 * transactions call `connect()` without a callback; pg's own `query` checks out with one).
 */
export class WriteNotingPool extends pg.Pool {
  override query(...args: unknown[]): never {
    const scope = readScopes.getStore();
    if (scope && !scope.wrote) {
      const text = statementText(args[0]);
      if (!READ_ONLY_STATEMENT.test(text) || FOR_UPDATE.test(text)) scope.wrote = true;
    }
    return (pg.Pool.prototype.query as (...a: unknown[]) => never).apply(this, args);
  }

  override connect(...args: unknown[]): never {
    const scope = readScopes.getStore();
    if (scope && typeof args[0] !== 'function') scope.wrote = true;
    return (pg.Pool.prototype.connect as (...a: unknown[]) => never).apply(this, args);
  }

  /** A statement outside any request's write accounting (the replica's fallback reads). */
  queryUnnoted(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    return (pg.Pool.prototype.query as (c: unknown, v: unknown) => Promise<pg.QueryResult>).call(
      this,
      config,
      values,
    );
  }

  /** The primary's current WAL position: every write committed so far is at or before it. */
  async writePosition(): Promise<string> {
    const result = await this.queryUnnoted('select pg_current_wal_lsn()::text as lsn');
    return (result.rows[0] as { lsn: string }).lsn;
  }
}

/**
 * A replica error after which the same read runs on the primary: the replica unreachable or
 * shutting down (not a DatabaseError, class 08, 57P01–57P03, too many connections), a write that
 * reached it (25006 read-only), or a read cancelled by replay (40001 conflict with recovery).
 * Errors in the statement itself (42…, 22…) are the caller's and are thrown as they are.
 */
export function replicaFallback(err: unknown): 'unavailable' | 'retry' | null {
  if (!(err instanceof pg.DatabaseError)) return 'unavailable';
  const code = err.code ?? '';
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code))
    return 'unavailable';
  if (code === '25006' || code === '40001') return 'retry';
  return null;
}

export interface LagTolerantPoolOptions extends pg.PoolConfig {
  /** How long reads stay on the primary after the replica failed to answer. */
  retryAfterMs?: number;
}

/**
 * The pool of lag-tolerant reads: the replica, unless the request's sender wrote something the
 * replica has not replayed yet (`pg_last_wal_replay_lsn()` below their marker) or the replica is
 * down; then the primary. A `pg.Pool` itself, so drizzle and the search's prepared statements
 * use it as they use any pool. Checked-out clients (transactions) come from the primary.
 */
export class LagTolerantPool extends pg.Pool {
  readonly replica: pg.Pool;
  private readonly retryAfterMs: number;
  /** The highest replay position the replica reported: it only grows. */
  private readonly primary: WriteNotingPool;
  private replayed = -1n;
  private downUntil = 0;

  constructor(
    primary: WriteNotingPool,
    { retryAfterMs = 5_000, ...options }: LagTolerantPoolOptions,
  ) {
    super({ max: 1 });
    this.primary = primary;
    this.retryAfterMs = retryAfterMs;
    // No connectionTimeoutMillis: pg-pool applies it to waiting for a pooled client too, and
    // under load that wait is not the replica being down (measured: spurious fallbacks).
    this.replica = new pg.Pool(options);
    this.replica.on('error', () => undefined);
  }

  override query(...args: unknown[]): never {
    const [config, second, third] = args;
    const callback = [second, third].find((a): a is QueryCallback => typeof a === 'function');
    const values = typeof second === 'function' ? undefined : second;
    const result = this.read(config, values);
    if (callback) {
      result.then(
        (r) => callback(null, r),
        (err: Error) => callback(err),
      );
      return undefined as never;
    }
    return result as never;
  }

  override connect(...args: unknown[]): never {
    return (this.primary.connect as (...a: unknown[]) => never)(...args);
  }

  override async end(): Promise<void> {
    await this.replica.end();
    await super.end();
  }

  /** Where the current request's lag-tolerant reads go. */
  async target(): Promise<'replica' | 'primary'> {
    if (Date.now() < this.downUntil) return 'primary';
    const scope = readScopes.getStore();
    if (!scope?.after || scope.after <= this.replayed) return 'replica';
    const after = scope.after;
    scope.target ??= this.replayedPast(after);
    return scope.target;
  }

  private async replayedPast(after: bigint): Promise<'replica' | 'primary'> {
    try {
      const result = await this.replica.query('select pg_last_wal_replay_lsn()::text as lsn');
      const replayed = parseLsn((result.rows[0] as { lsn: string | null }).lsn);
      // Null: not a standby at all (nothing to wait for would be a guess): read the primary.
      if (replayed === null) return 'primary';
      if (replayed > this.replayed) this.replayed = replayed;
      return replayed >= after ? 'replica' : 'primary';
    } catch (err) {
      if (replicaFallback(err) === 'unavailable') this.markDown();
      return 'primary';
    }
  }

  private markDown(): void {
    this.downUntil = Date.now() + this.retryAfterMs;
  }

  private async read(config: unknown, values: unknown): Promise<pg.QueryResult> {
    if ((await this.target()) === 'replica') {
      try {
        return await (this.replica.query as (c: unknown, v: unknown) => Promise<pg.QueryResult>)(
          config,
          values,
        );
      } catch (err) {
        const fallback = replicaFallback(err);
        if (!fallback) throw err;
        if (fallback === 'unavailable') this.markDown();
      }
    }
    return this.primary.queryUnnoted(config, values);
  }
}
