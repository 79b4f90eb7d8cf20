import { and, eq, isNull } from 'drizzle-orm';
import type { InvitationAnswerResponse } from '#contracts/invitations';
import { isPendingInvitation } from '#domain/invitations';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { followings, invitations } from '../../db/schema/social.ts';
import { conflict } from '../../http/errors.ts';
import { answerAsRecipient } from './answer-as-recipient.ts';
import { insertFollowing } from './follows.service.ts';
import { detailOf } from './invitation-store.ts';

/**
 * POST /invitations/:id/accept — the invited person accepts a pending invitation: it becomes
 * accepted, they follow the sender (a follow that exists is kept) and, if their profile has
 * none yet, it records this invitation as the one that brought them. Accepting twice answers
 * as the first time; any other failure is "Unable to accept this invite!".
 */
export async function acceptInvitation(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<InvitationAnswerResponse> {
  return answerAsRecipient(ctx, userId, id, messages.inviteAcceptFailed, async (tx, inv) => {
    if (inv.status === 'accepted' && inv.acceptedById === userId) {
      const { detail } = await detailOf(tx, inv, 'recipient');
      // They may have unfollowed since: say how things stand, do not follow again.
      const [follow] = await tx
        .select({ id: followings.id })
        .from(followings)
        .where(and(eq(followings.fromUserId, userId), eq(followings.toUserId, inv.senderId)))
        .limit(1);
      return { invitation: detail, following: Boolean(follow) };
    }
    const { senderGone } = await detailOf(tx, inv, 'recipient');
    if (!isPendingInvitation(inv.status) || senderGone || inv.senderId === userId) {
      throw conflict(messages.inviteAcceptFailed);
    }
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedById: userId, acceptDate: now, updatedAt: now })
      .where(eq(invitations.id, id))
      .returning();
    await insertFollowing(tx, userId, inv.senderId, { now, invitationId: inv.id });
    await tx
      .update(profiles)
      .set({ invitationId: inv.id })
      .where(and(eq(profiles.id, userId), isNull(profiles.invitationId)));
    if (!updated) throw conflict(messages.inviteAcceptFailed);
    const { detail } = await detailOf(tx, updated, 'recipient');
    return { invitation: detail, following: true };
  });
}
