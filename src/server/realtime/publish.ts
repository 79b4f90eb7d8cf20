import type { LiveEvent } from '#contracts/live';
import type { AppContext } from '../context.ts';

/**
 * Tells users something changed, after the change is committed. Never fails the caller: the
 * change stands, and a client that missed the event re-reads when its socket reconnects.
 */
export async function publishLive(
  ctx: AppContext,
  userIds: readonly string[],
  event: LiveEvent,
): Promise<void> {
  if (userIds.length === 0) return;
  try {
    await ctx.events.publish(userIds, event);
  } catch {
    // A database hiccup on NOTIFY: see above.
  }
}
