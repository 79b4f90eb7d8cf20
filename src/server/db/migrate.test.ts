import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite, pgliteHandle, queryRows } from './client.ts';
import { migratePgliteDatabase } from './migrate.ts';

describe('migratePgliteDatabase', () => {
  it(
    'leaves the client able to send arrays of the types the migrations created (a first start)',
    { timeout: 180_000 },
    async () => {
      // A server's first start: the client opens an empty database, then migrates it. The
      // ledger posts one array per column (ledger-queries.ts); before the fix every sign-up
      // on a fresh embedded database failed with "malformed array literal".
      const client = await openPglite();
      const handle = pgliteHandle(client);
      try {
        await migratePgliteDatabase(client);
        const rows = await queryRows<{ kind: string }>(
          handle.db,
          sql`select unnest(${sql.param(['credit_granted', 'capture'])}::ledger_entry_kind[])::text as kind`,
        );
        expect(rows.map((r) => r.kind)).toEqual(['credit_granted', 'capture']);
      } finally {
        await handle.close();
      }
    },
  );
});
