import { and, count, eq, ne } from 'drizzle-orm';
import {
  handleMessages,
  isHandleAvailable,
  isReservedHandle,
  normalizeHandle,
  sameHandle,
} from '#domain/handle';
import type { Queryable } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';

// A profile's @handle (spec §5): who holds one, whether a person may take one. The profile
// editor and the onboarding wizard both set it through here; the unique index on the citext
// column settles a race between two people.

export const handleTaken = () =>
  new AppError(409, 'handle_taken', handleMessages.taken, { handle: handleMessages.taken });

async function ownHandle(db: Queryable, userId: string): Promise<string | null> {
  const [own] = await db
    .select({ handle: profiles.handle })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return own?.handle ?? null;
}

/** Whether `name` is free for the caller (signed in or not). Assumes a well-formed handle. */
export async function checkHandle(
  db: Queryable,
  userId: string | null,
  name: string,
): Promise<boolean> {
  const candidate = normalizeHandle(name);
  const [holder] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.handle, candidate))
    .limit(1);
  return isHandleAvailable({
    candidate,
    ownHandle: userId ? await ownHandle(db, userId) : null,
    holderId: holder?.id ?? null,
    userId,
  });
}

/** Refuses (409 "Handle is taken") a well-formed handle someone else holds or that is reserved. */
export async function ensureHandleFree(
  db: Queryable,
  userId: string,
  handle: string,
): Promise<void> {
  if (sameHandle(handle, await ownHandle(db, userId))) return;
  if (isReservedHandle(handle)) throw handleTaken();
  const [other] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.handle, handle), ne(profiles.id, userId)));
  if ((other?.n ?? 0) > 0) throw handleTaken();
}
