import {
  SUPPORT_TICKETS_PAGE_SIZE,
  type AdminTicketListQuery,
  type AdminTicketListResponse,
} from '#contracts/support';
import type { SupportTicketStatus } from '#domain/support';
import type { AppContext } from '../../context.ts';
import { inboxCounts, inboxPage } from './support-queries.ts';
import { ticketSummary } from './ticket-views.ts';

/** GET /admin/support/tickets: one status's queue with the counts of every status. */
export async function listInbox(
  ctx: AppContext,
  adminId: string,
  query: { status: SupportTicketStatus; mine: boolean; page: number } & AdminTicketListQuery,
): Promise<AdminTicketListResponse> {
  const assignedTo = query.mine ? adminId : null;
  const [{ rows, total }, counts] = await Promise.all([
    inboxPage(
      ctx.db,
      { status: query.status, assignedTo },
      { limit: SUPPORT_TICKETS_PAGE_SIZE, offset: (query.page - 1) * SUPPORT_TICKETS_PAGE_SIZE },
    ),
    inboxCounts(ctx.db, assignedTo),
  ]);
  return {
    items: rows.map((row) => ({
      ...ticketSummary(row),
      requester: {
        userId: row.userId,
        name: row.requesterName,
        email: row.requesterEmail ?? row.email,
      },
      assignedAdmin: row.assignedAdminId
        ? { id: row.assignedAdminId, name: row.assigneeName }
        : null,
      lastFromStaff: row.lastFromStaff,
    })),
    total,
    page: query.page,
    pageSize: SUPPORT_TICKETS_PAGE_SIZE,
    counts,
  };
}
