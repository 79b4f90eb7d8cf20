import type { ComplaintFormResponse, MyComplaintsResponse } from '#contracts/complaints';
import { complaintMessages } from '#domain/complaints';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { toMyComplaints } from './complaint-view.ts';
import { complaintById, complaintsFiledBy, ordersOfBuyerFromChef } from './complaints-queries.ts';
import { accountOf } from '../accounts/account-queries.ts';

/** GET /complaints/mine: the person's complaints with their status and the staff's replies. */
export async function listMyComplaints(
  ctx: AppContext,
  userId: string,
): Promise<MyComplaintsResponse> {
  return { items: await toMyComplaints(ctx.db, await complaintsFiledBy(ctx.db, userId)) };
}

/**
 * GET /complaints/chefs/:chefId/form: the chef's name and the person's own orders from that
 * chef. A chef hidden or suspended may still be complained about; a deleted one, or an account
 * that is not a chef, is not found.
 */
export async function complaintForm(
  ctx: AppContext,
  userId: string,
  chefId: string,
): Promise<ComplaintFormResponse> {
  const chef = await accountOf(ctx.db, chefId);
  if (!chef || chef.deletedAt || chef.type !== 'chef')
    throw notFound(complaintMessages.chefNotFound);
  const orders = await ordersOfBuyerFromChef(ctx.db, userId, chefId);
  return {
    chef: { id: chef.id, name: chef.name },
    orders: orders.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      totalCents: o.totalCents,
      summary: o.summary,
    })),
  };
}

/**
 * GET /complaints/:id/photos/:n: a photo of a complaint, for the person who filed it and for
 * admins only; anyone else gets the same 404 as for a missing photo.
 */
export async function readComplaintPhoto(
  ctx: AppContext,
  viewer: { userId: string; isAdmin: boolean },
  complaintId: string,
  n: number,
) {
  const complaint = await complaintById(ctx.db, complaintId);
  if (!complaint || (!viewer.isAdmin && complaint.fromUserId !== viewer.userId)) throw notFound();
  const key = complaint.photoKeys[n - 1];
  const file = key ? await ctx.storage.get(key) : null;
  if (!file) throw notFound();
  return file;
}
