import { invitationMessages, type InvitationDetail } from '#contracts/invitations';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { accountOf, detailOf, invitationRow, roleOf } from './invitation-store.ts';

/**
 * GET /invitations/:id — the accept screen. Anyone other than the sender and the invited
 * person gets the same 404 as for a missing id, so ids reveal nothing.
 */
export async function getInvitation(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<InvitationDetail> {
  const me = await accountOf(ctx.db, userId);
  const inv = await invitationRow(ctx.db, id);
  const role = inv && roleOf(inv, userId, me.email);
  if (!inv || !role) throw notFound(invitationMessages.notFound);
  return (await detailOf(ctx.db, inv, role)).detail;
}
