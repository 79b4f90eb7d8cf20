import { eq } from 'drizzle-orm';
import type { InvitationAnswerResponse } from '#contracts/invitations';
import { isPendingInvitation } from '#domain/invitations';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { invitations } from '../../db/schema/social.ts';
import { conflict } from '../../http/errors.ts';
import { answerAsRecipient } from './answer-as-recipient.ts';
import { detailOf } from './invitation-store.ts';

/**
 * POST /invitations/:id/ignore — the invited person declines a pending invitation (the sender
 * sees it as ignored). Ignoring twice answers as the first time; any other failure is
 * "Unable to update this invite!".
 */
export async function ignoreInvitation(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<InvitationAnswerResponse> {
  return answerAsRecipient(ctx, userId, id, messages.inviteUpdateFailed, async (tx, inv) => {
    if (inv.status === 'ignored') {
      const { detail } = await detailOf(tx, inv, 'recipient');
      return { invitation: detail, following: false };
    }
    if (!isPendingInvitation(inv.status)) throw conflict(messages.inviteUpdateFailed);
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(invitations)
      .set({ status: 'ignored', reviewDate: now, updatedAt: now })
      .where(eq(invitations.id, id))
      .returning();
    if (!updated) throw conflict(messages.inviteUpdateFailed);
    const { detail } = await detailOf(tx, updated, 'recipient');
    return { invitation: detail, following: false };
  });
}
