import type { AppContext } from '../../context.ts';
import { activeAdminIds } from '../accounts/account-queries.ts';
import { notify } from '../notifications/notifications.service.ts';

/**
 * Tells every admin that a business was submitted for approval (in the app and by e-mail, as
 * each admin's settings allow), linking to the application in the console. Called after the
 * submission committed; a failed notice never undoes it.
 */
export async function noticeSubmission(
  ctx: AppContext,
  chef: { id: string; businessName: string },
): Promise<void> {
  for (const adminId of await activeAdminIds(ctx.db)) {
    await notify(ctx, undefined, {
      userId: adminId,
      type: 'chef_submitted',
      title: `New application: ${chef.businessName}`,
      body: `${chef.businessName} submitted their business for approval. Chefs are promised an answer within 48 hours.`,
      link: `/admin/approvals/${chef.id}`,
      data: { chefId: chef.id },
    });
  }
}
