/*
 * The local processor's writes of new transfers. A payout run asks for one transfer per chef,
 * many at once; written one statement each, every transfer is its own commit and waits for its
 * own flush to disk, which is what bounded a run's sending (decision 037). Here the transfers
 * asked for in the same turn of the event loop go to the database together: one statement and
 * one commit for all of them, each still kept once per idempotency key.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import type { localProcessorTransfers } from '../../db/schema/local-processor.ts';

export type TransferRow = typeof localProcessorTransfers.$inferSelect;

interface Waiting {
  row: TransferRow;
  resolve: (written: TransferRow | null) => void;
  reject: (err: unknown) => void;
}

/** Rows per statement: bounds one statement's size when very many calls are in flight. */
const MAX_ROWS = 1_000;

export class LocalTransferWriter {
  private waiting: Waiting[] = [];
  private scheduled = false;

  constructor(private readonly db: Database) {}

  /**
   * Writes `row` if its account can be paid and its key is new. Resolves with the row as
   * written, or null when nothing was written: the key was used before (or by another call in
   * the same statement), or the account is missing or cannot be paid; the caller then reads
   * what is there.
   */
  write(row: TransferRow): Promise<TransferRow | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // After the calls made in this turn (a run's workers ask again as soon as their answers
      // arrive, all in one turn), so they share a statement.
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = [];
    for (let i = 0; i < batch.length; i += MAX_ROWS) void this.insert(batch.slice(i, i + MAX_ROWS));
  }

  private async insert(batch: Waiting[]): Promise<void> {
    try {
      const rows = batch.map((w) => w.row);
      // A payable account and a new key, checked in the statement itself; when two rows of
      // the statement share a key, the first is written and the other finds it afterwards.
      const written = await queryRows<Record<string, unknown>>(
        this.db,
        sql`
        INSERT INTO local_processor_transfers (id, account_id, amount_cents, idempotency_key,
          transfer_group, description, arrival_date, created_at)
        SELECT t.id, t.account_id, t.amount_cents, t.idempotency_key, t.transfer_group,
          t.description, t.arrival_date, t.created_at
        FROM unnest(
          ${sql.param(rows.map((r) => r.id))}::text[],
          ${sql.param(rows.map((r) => r.accountId))}::text[],
          ${sql.param(rows.map((r) => r.amountCents))}::bigint[],
          ${sql.param(rows.map((r) => r.idempotencyKey))}::text[],
          ${sql.param(rows.map((r) => r.transferGroup))}::text[],
          ${sql.param(rows.map((r) => r.description))}::text[],
          ${sql.param(rows.map((r) => r.arrivalDate.toISOString()))}::timestamptz[],
          ${sql.param(rows.map((r) => r.createdAt.toISOString()))}::timestamptz[]
        ) WITH ORDINALITY AS t(id, account_id, amount_cents, idempotency_key, transfer_group,
          description, arrival_date, created_at, n)
        JOIN local_processor_connect_accounts a ON a.id = t.account_id AND a.payouts_enabled
        ORDER BY t.n
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id`,
      );
      const ids = new Set(written.map((r) => r.id as string));
      for (const w of batch) w.resolve(ids.has(w.row.id) ? w.row : null);
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}
