import type { DatabaseHandle } from '../db/client.ts';
import { InProcessEventBus, type EventBus } from './event-bus.ts';
import { PostgresEventBus } from './postgres-event-bus.ts';

/**
 * On a PostgreSQL server several instances may share the database, so events travel through
 * LISTEN/NOTIFY; the embedded database allows one process, so a plain emitter is enough.
 */
export async function createEventBus(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  onError: (message: string) => void = (message) => console.warn(message),
): Promise<EventBus> {
  if (database.kind === 'pglite' || !databaseUrl) return new InProcessEventBus();
  return PostgresEventBus.start({
    connectionString: databaseUrl,
    executeSql: (text, values) => database.executeSql(text, values),
    onError,
  });
}
