// The admins' inboxes (complaints, support) refresh on their own when something in them changes:
// a live event to every admin names the inbox, never the record, so each page re-reads it
// through the API and the inbox's access rule stays the only one.
import type { AdminInbox } from '#contracts/live';
import type { AppContext } from '../../context.ts';
import { activeAdminIds } from '../accounts/account-queries.ts';

/**
 * Tells the admins' open pages that `inbox` changed (a new complaint or ticket, a reply, another
 * admin's action). Call after the change committed; a failure is logged and never undoes it.
 */
export async function tellAdminInbox(ctx: AppContext, inbox: AdminInbox): Promise<void> {
  try {
    const admins = await activeAdminIds(ctx.db);
    if (admins.length > 0) await ctx.events.publish(admins, { type: 'inbox.updated', inbox });
  } catch (error) {
    console.warn(`the ${inbox} inbox's live update failed:`, error);
  }
}
