import { asc, count, desc, eq } from 'drizzle-orm';
import type { BusinessStatus, ProductListQuery, ProductListResponse } from '#contracts/products';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { summaryColumns, toSummary } from './product-store.ts';

export async function getBusinessStatus(ctx: AppContext, chefId: string): Promise<BusinessStatus> {
  const [row] = await ctx.db
    .select({
      approvalStatus: profiles.approvalStatus,
      businessName: profiles.businessName,
      latitude: profiles.latitude,
      submittedAt: chefApprovals.submittedAt,
    })
    .from(profiles)
    .leftJoin(chefApprovals, eq(chefApprovals.chefId, profiles.id))
    .where(eq(profiles.id, chefId));
  return {
    approvalStatus: row?.approvalStatus ?? 'pending',
    businessName: row?.businessName ?? null,
    hasLocation: row?.latitude != null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
  };
}

/** GET /business/products — the chef's products, newest first, with the business status. */
export async function listMyProducts(
  ctx: AppContext,
  chefId: string,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const [business, rows, [totalRow]] = await Promise.all([
    getBusinessStatus(ctx, chefId),
    ctx.db
      .select(summaryColumns)
      .from(dishes)
      .where(eq(dishes.chefId, chefId))
      .orderBy(desc(dishes.createdAt), asc(dishes.id))
      .limit(query.size)
      .offset(query.from),
    ctx.db.select({ n: count() }).from(dishes).where(eq(dishes.chefId, chefId)),
  ]);
  return { business, products: rows.map(toSummary), total: totalRow?.n ?? 0 };
}
