import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appSecrets } from './schema/settings.ts';

// The server's own generated secrets (app_secrets): every instance on one database, and every
// restart, must use the same ones. Two instances asking at once both insert, the database keeps
// the first, and both read back the kept value.

/** The value kept under `name`, made by `fresh()` on first use. */
export async function keptSecret(
  db: Database,
  name: string,
  fresh: () => Record<string, string>,
): Promise<Record<string, string>> {
  await db
    .insert(appSecrets)
    .values({ name, value: fresh() })
    .onConflictDoNothing({ target: appSecrets.name });
  const [kept] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, sql`${name}`));
  if (!kept) throw new Error(`app_secrets holds no ${name} secret`);
  return kept.value;
}

const keys = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * A 256-bit key (hex) kept under `name`, read once per database and name; a failed read is
 * forgotten so the next call tries again. `configured` (from the environment) wins when set.
 */
export function sharedKey(db: Database, name: string, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let byName = keys.get(db);
  if (!byName) keys.set(db, (byName = new Map()));
  let found = byName.get(name);
  if (!found) {
    found = keptSecret(db, name, () => ({ key: randomBytes(32).toString('hex') })).then((v) => {
      if (!v.key) throw new Error(`app_secrets holds no usable ${name} key`);
      return v.key;
    });
    found.catch(() => byName.delete(name));
    byName.set(name, found);
  }
  return found;
}
