import { aliasedTable, count, desc, eq } from 'drizzle-orm';
import {
  ADMIN_ACTIONS_PAGE_SIZE,
  type AdminAction,
  type AdminActionsResponse,
} from '#contracts/approvals';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { adminActions } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';

const adminUser = aliasedTable(users, 'admin_user');

const adminProfile = aliasedTable(profiles, 'admin_profile');

/** Admin actions, newest first; only about one chef when `subjectId` is given. */
export async function readActions(
  ctx: AppContext,
  opts: { subjectId?: string; limit: number; offset: number },
): Promise<AdminAction[]> {
  const rows = await ctx.db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      createdAt: adminActions.createdAt,
      reason: adminActions.reason,
      adminId: adminActions.adminId,
      adminName: adminProfile.name,
      adminEmail: adminUser.email,
      subjectId: adminActions.subjectId,
      subjectName: profiles.name,
      subjectBusiness: profiles.businessName,
    })
    .from(adminActions)
    .innerJoin(adminUser, eq(adminUser.id, adminActions.adminId))
    .leftJoin(adminProfile, eq(adminProfile.id, adminActions.adminId))
    .leftJoin(profiles, eq(profiles.id, adminActions.subjectId))
    .where(opts.subjectId ? eq(adminActions.subjectId, opts.subjectId) : undefined)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    createdAt: r.createdAt.toISOString(),
    reason: r.reason,
    admin: { id: r.adminId, name: r.adminName, email: r.adminEmail },
    subject: r.subjectId
      ? { id: r.subjectId, name: r.subjectName, businessName: r.subjectBusiness }
      : null,
  }));
}

/** GET /admin/actions */
export async function listAdminActions(
  ctx: AppContext,
  page: number,
): Promise<AdminActionsResponse> {
  const [total] = await ctx.db.select({ n: count() }).from(adminActions);
  const items = await readActions(ctx, {
    limit: ADMIN_ACTIONS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_ACTIONS_PAGE_SIZE,
  });
  return { items, total: total?.n ?? 0, page, pageSize: ADMIN_ACTIONS_PAGE_SIZE };
}
