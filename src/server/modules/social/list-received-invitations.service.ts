import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { InvitationsPageQuery, ReceivedInvitationsResponse } from '#contracts/invitations';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { invitations } from '../../db/schema/social.ts';
import { accountOf, toPerson } from './invitation-store.ts';

/**
 * GET /invitations/received — pending invitations to my e-mail from people still here, newest
 * first; only once my address is verified (see the contract).
 */
export async function listReceivedInvitations(
  ctx: AppContext,
  userId: string,
  page: InvitationsPageQuery,
): Promise<ReceivedInvitationsResponse> {
  const me = await accountOf(ctx.db, userId);
  if (!me.emailVerifiedAt || !me.email) return { items: [], total: 0, emailVerified: false };
  const where = and(
    eq(invitations.toEmail, me.email),
    eq(invitations.status, 'sent'),
    isNull(users.deletedAt),
  );
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select({
        id: invitations.id,
        createdAt: invitations.createdAt,
        senderId: users.id,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
        type: profiles.type,
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.senderId))
      .leftJoin(profiles, eq(profiles.id, invitations.senderId))
      .where(where)
      .orderBy(desc(invitations.createdAt), asc(invitations.id))
      .limit(page.size)
      .offset(page.from),
    ctx.db
      .select({ total: count() })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.senderId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      sender: toPerson({ ...r, id: r.senderId }),
    })),
    total: totalRow?.total ?? 0,
    emailVerified: true,
  };
}
