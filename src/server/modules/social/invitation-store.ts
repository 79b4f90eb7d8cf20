// What the invitation services share: the caller's account, an invitation's row, who may see
// it (its sender and the owner of the address it went to) and how it is shown to them.
import { and, eq, isNull } from 'drizzle-orm';
import {
  invitationMessages,
  type InvitationDetail,
  type InvitationPerson,
} from '#contracts/invitations';
import { isPendingInvitation, sameEmail } from '#domain/invitations';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { invitations } from '../../db/schema/social.ts';
import { notFound } from '../../http/errors.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The caller's address, whether it is verified, and their name. */
export async function accountOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      name: profiles.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  // A session of a deleted account is not valid anyway; answer as for a stranger.
  if (!row) throw notFound(invitationMessages.notFound);
  return row;
}

const personColumns = {
  id: users.id,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
  type: profiles.type,
  deletedAt: users.deletedAt,
};

export function toPerson(r: {
  id: string;
  name: string | null;
  avatarUrl: string | null;
  type: string | null;
}): InvitationPerson {
  return { id: r.id, name: r.name ?? '', avatarUrl: r.avatarUrl, isChef: r.type === 'chef' };
}

async function senderOf(db: Queryable, senderId: string) {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, senderId))
    .limit(1);
  return row ?? null;
}

/** Who may see an invitation: its sender and the owner of the address it went to. */
export function roleOf(
  inv: InvitationRow,
  userId: string,
  myEmail: string | null,
): 'sender' | 'recipient' | null {
  if (inv.senderId === userId) return 'sender';
  if (sameEmail(inv.toEmail, myEmail)) return 'recipient';
  return null;
}

export async function detailOf(
  db: Queryable,
  inv: InvitationRow,
  role: 'sender' | 'recipient',
): Promise<{ detail: InvitationDetail; senderGone: boolean }> {
  const sender = await senderOf(db, inv.senderId);
  const senderGone = !sender || sender.deletedAt !== null;
  return {
    senderGone,
    detail: {
      id: inv.id,
      status: inv.status,
      sender: toPerson(sender ?? { id: inv.senderId, name: null, avatarUrl: null, type: null }),
      isRecipient: role === 'recipient',
      canRespond: role === 'recipient' && isPendingInvitation(inv.status) && !senderGone,
      createdAt: inv.createdAt.toISOString(),
      reviewDate: iso(inv.reviewDate),
      acceptDate: iso(inv.acceptDate),
    },
  };
}

export async function invitationRow(db: Queryable, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}
