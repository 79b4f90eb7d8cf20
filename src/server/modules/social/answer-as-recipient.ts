// What accepting and ignoring an invitation share: only the invited person answers, and one
// answer at a time.
import { eq } from 'drizzle-orm';
import type { InvitationAnswerResponse } from '#contracts/invitations';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { invitations } from '../../db/schema/social.ts';
import { notFound } from '../../http/errors.ts';
import { accountOf, roleOf, type InvitationRow } from './invitation-store.ts';

/**
 * Runs `answer` for the invited person with the invitation locked, so an accept and an ignore
 * of the same invitation cannot both win; anyone else gets `failure` as a 404.
 */
export async function answerAsRecipient(
  ctx: AppContext,
  userId: string,
  id: string,
  failure: string,
  answer: (tx: Tx, inv: InvitationRow) => Promise<InvitationAnswerResponse>,
): Promise<InvitationAnswerResponse> {
  const me = await accountOf(ctx.db, userId);
  return ctx.db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.id, id))
      .for('update')
      .limit(1);
    if (!inv || roleOf(inv, userId, me.email) !== 'recipient') throw notFound(failure);
    return answer(tx, inv);
  });
}
