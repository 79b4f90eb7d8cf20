import {
  ADMIN_COMPLAINTS_PAGE_SIZE,
  type AdminComplaintListResponse,
  type AdminComplaintResponse,
} from '#contracts/complaints';
import { chefDisplayName } from '#domain/chef';
import {
  complaintMessages,
  type ComplaintCategory,
  type ComplaintStatus,
} from '#domain/complaints';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { plainText } from '#domain/plain-text';
import { toAdminComplaint } from './complaint-view.ts';
import { complaintById, countsByStatus, inboxPage } from './complaints-queries.ts';

const EXCERPT = 140;

/** GET /admin/complaints: one page of the queue, filtered, with counts by status. */
export async function listComplaintInbox(
  ctx: AppContext,
  adminId: string,
  query: { status?: ComplaintStatus; category?: ComplaintCategory; page: number },
): Promise<AdminComplaintListResponse> {
  const pageSize = ADMIN_COMPLAINTS_PAGE_SIZE;
  const { rows, total } = await inboxPage(ctx.db, query, query.page, pageSize);
  return {
    items: rows.map((r) => ({
      id: r.complaint.id,
      referenceId: r.complaint.referenceId,
      category: r.complaint.category,
      status: r.complaint.status,
      excerpt: plainText(r.complaint.content, EXCERPT, true),
      complainerName: r.complainerName,
      chefName:
        r.complaint.toUserId === null
          ? null
          : chefDisplayName({
              name: r.chefName,
              businessName: r.chefBusinessName,
              handle: r.chefHandle,
            }),
      assignedAdminName: r.assigneeName,
      assignedToMe: r.complaint.assignedAdminId === adminId,
      createdAt: r.complaint.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize,
    counts: await countsByStatus(ctx.db, query.category),
  };
}

/** GET /admin/complaints/:id: the complaint in full, internal notes included. */
export async function getInboxComplaint(
  ctx: AppContext,
  adminId: string,
  complaintId: string,
): Promise<AdminComplaintResponse> {
  const row = await complaintById(ctx.db, complaintId);
  if (!row) throw notFound(complaintMessages.notFound);
  return { complaint: await toAdminComplaint(ctx.db, row, adminId) };
}
