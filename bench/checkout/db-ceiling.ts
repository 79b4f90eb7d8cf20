// The database's own ceiling for the bench's stock (issue 17 point 1): the same number of
// conditional decrements as the bench has buyers — `UPDATE dishes SET amount_left =
// amount_left - n WHERE id = … AND amount_left >= n`, each its own autocommit transaction —
// sent at once over as many connections as the server's pool has, on a dishes row given the
// same stock as the measured dish. Nothing but PostgreSQL and the wire: what no checkout
// through the app can beat, so app ÷ this is a figure that survives a busy machine better
// than either rate alone.
import pg from 'pg';

export interface DbCeiling {
  updates: number;
  connections: number;
  /** Decrements that found stock (must equal the stock: the same guarantee as the bench's). */
  taken: number;
  ms: number;
  perSecond: number;
}

export async function measureDbCeiling(opts: {
  databaseUrl: string;
  /** A dishes row the checkout burst does not use (the bench's unlimited warm-up dish). */
  dishId: string;
  units: number;
  updates: number;
  connections: number;
  quantity?: number;
}): Promise<DbCeiling> {
  const n = opts.quantity ?? 1;
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.connections });
  try {
    // Every connection open before the clock starts, as the server's pool is after warm-up.
    const clients = await Promise.all(
      Array.from({ length: opts.connections }, () => pool.connect()),
    );
    for (const c of clients) c.release();
    await pool.query('update dishes set amount_left = $2 where id = $1', [opts.dishId, opts.units]);
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: opts.updates }, () =>
        pool.query(
          'update dishes set amount_left = amount_left - $2 where id = $1 and amount_left >= $2',
          [opts.dishId, n],
        ),
      ),
    );
    const ms = performance.now() - t0;
    // The dish is unlimited again for whatever reads it later.
    await pool.query('update dishes set amount_left = -1 where id = $1', [opts.dishId]);
    return {
      updates: opts.updates,
      connections: opts.connections,
      taken: results.filter((r) => r.rowCount === 1).length,
      ms,
      perSecond: opts.updates / (ms / 1000),
    };
  } finally {
    await pool.end();
  }
}
