// The accounts' SQL that other modules read (decision 025): the facts an admin acts on about
// an account (complaints, support requests, suspension) and who the admins are.
import { and, eq, isNull } from 'drizzle-orm';
import type { ComplaintAccount } from '#contracts/complaints';
import { chefDisplayName } from '#domain/chef';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** A person's display name: the profile's name, else the e-mail's local part. */
export const personName = (p: { name: string | null; email: string | null }) =>
  p.name?.trim() || p.email?.split('@')[0] || 'Someone';

/** The account facts the inbox shows about either party. */
export async function accountOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      deletedAt: users.deletedAt,
      isAdmin: users.isAdmin,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      type: profiles.type,
      name: profiles.name,
      businessName: profiles.businessName,
      handle: profiles.handle,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const name =
    row.type === 'chef' ? chefDisplayName(row) : personName({ name: row.name, email: row.email });
  return { ...row, name };
}
export type AccountFacts = NonNullable<Awaited<ReturnType<typeof accountOf>>>;

/** An account as the admin inboxes show it (a chef by business name, a person by name or e-mail). */
export function accountView(a: AccountFacts): ComplaintAccount {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    type: a.type,
    suspendedAt: a.suspendedAt ? a.suspendedAt.toISOString() : null,
    suspendedReason: a.suspendedReason,
  };
}

/** Every admin whose account is in use. */
export async function activeAdminIds(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt), isNull(users.suspendedAt)));
  return rows.map((r) => r.id);
}
