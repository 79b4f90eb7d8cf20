import { asc, count, desc, eq } from 'drizzle-orm';
import type { InvitationsPageQuery, SentInvitationsResponse } from '#contracts/invitations';
import type { AppContext } from '../../context.ts';
import { invitations } from '../../db/schema/social.ts';
import { iso } from './invitation-store.ts';

/** GET /invitations/sent — what I sent, newest first, with where each one stands. */
export async function listSentInvitations(
  ctx: AppContext,
  userId: string,
  page: InvitationsPageQuery,
): Promise<SentInvitationsResponse> {
  const where = eq(invitations.senderId, userId);
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select()
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), asc(invitations.id))
      .limit(page.size)
      .offset(page.from),
    ctx.db.select({ total: count() }).from(invitations).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      toEmail: r.toEmail,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      reviewDate: iso(r.reviewDate),
      acceptDate: iso(r.acceptDate),
    })),
    total: totalRow?.total ?? 0,
  };
}
