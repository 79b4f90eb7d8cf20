import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openPgliteDataDir, postgresHandle, type DatabaseHandle } from './db/client.ts';
import { migratePgliteDatabase, migratePostgresDatabase } from './db/migrate.ts';
import { systemClock, type Clock } from './providers/clock/clock.ts';
import { createEventBus } from './realtime/create-event-bus.ts';
import { StreamRooms } from './realtime/stream-rooms.ts';
import { createProviders } from './providers/create-providers.ts';

/**
 * Opens and migrates the database, then wires the providers chosen by configuration.
 * Close with `ctx.streamRooms.close()`, `ctx.events.close()` then `ctx.database.close()`
 * (main.ts shutdown).
 */
export async function createContext(
  config: Config,
  clock: Clock = systemClock,
): Promise<AppContext> {
  let database: DatabaseHandle;
  if (config.DATABASE_URL) {
    await migratePostgresDatabase(config.DATABASE_URL);
    database = postgresHandle(config.DATABASE_URL, undefined, config.DATABASE_REPLICA_URL);
  } else {
    database = await openPgliteDataDir(config.pgliteDir, migratePgliteDatabase);
  }
  const events = await createEventBus(database, config.DATABASE_URL);
  return {
    config,
    database,
    db: database.db,
    clock,
    ...createProviders(config, database.db, clock),
    events,
    streamRooms: new StreamRooms(events),
  };
}
