import type { AppContext } from '../../context.ts';
import { accountDeletionRequests } from '../../db/schema/accounts.ts';
import { deleteUserSessions } from './session.service.ts';

/** Records a deletion request for the admins to process, then signs the user out everywhere. */
export async function requestAccountDeletion(
  ctx: AppContext,
  userId: string,
  reason?: string,
): Promise<void> {
  await ctx.db.insert(accountDeletionRequests).values({
    userId,
    reason: reason?.trim() || null,
    createdAt: ctx.clock.now(),
  });
  await deleteUserSessions(ctx, userId);
}
