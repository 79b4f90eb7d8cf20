import type {
  AdminComplaintResponse,
  ComplaintMessageBody,
  UpdateComplaintBody,
} from '#contracts/complaints';
import {
  closedAtAfter,
  complaintMessages,
  complaintStatusLabels,
  isComplaintClosed,
} from '#domain/complaints';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { tellAdminInbox } from '../notifications/admin-inbox.ts';
import { notify } from '../notifications/notifications.service.ts';
import { toAdminComplaint } from './complaint-view.ts';
import {
  complaintById,
  insertComplaintMessage,
  isOneOpenViolation,
  recordAdminAction,
  updateComplaint,
  type ComplaintRow,
} from './complaints-queries.ts';
import { accountOf } from '../accounts/account-queries.ts';

/** Where the person follows their complaint: the complaint page of that chef. */
const complaintLink = (c: ComplaintRow) => (c.toUserId ? `/complaint/chef/${c.toUserId}` : null);

/** The account an admin action about a complaint is filed under (admin_actions.subject_id). */
/** Whom admin_actions names: the chef complained about, else the person who complained. */
const subjectOf = (c: ComplaintRow) => c.toUserId ?? c.fromUserId;

const reopenRefused =
  'The person has another open complaint about this chef and order, so this one cannot be reopened.';

/**
 * PATCH /admin/complaints/:id: take the complaint, move its status (resolved and dismissed
 * close it), or share the complainer's name with the chef. Decided on the locked row and
 * recorded as one 'complaint.update' admin action with what changed; the person hears of a
 * status change, the chef of a shared identity, after commit.
 */
export async function updateInboxComplaint(
  ctx: AppContext,
  adminId: string,
  complaintId: string,
  body: UpdateComplaintBody,
): Promise<AdminComplaintResponse> {
  const now = ctx.clock.now();
  let result: { before: ComplaintRow; after: ComplaintRow };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const before = await complaintById(tx, complaintId, true);
      if (!before) throw notFound(complaintMessages.notFound);
      const changes: Record<string, unknown> = {};
      const set: Parameters<typeof updateComplaint>[2] = { updatedAt: now };
      if (body.assignToMe && before.assignedAdminId !== adminId) {
        set.assignedAdminId = adminId;
        changes.assignedAdminId = { from: before.assignedAdminId, to: adminId };
      }
      if (body.status && body.status !== before.status) {
        set.status = body.status;
        set.closedAt = closedAtAfter(body.status, before.closedAt, now);
        changes.status = { from: before.status, to: body.status };
      }
      if (body.shareIdentity && !before.identityShared) {
        set.identityShared = true;
        changes.identityShared = { from: false, to: true };
      }
      if (Object.keys(changes).length === 0) throw badRequest(complaintMessages.nothingToChange);
      await updateComplaint(tx, complaintId, set);
      await recordAdminAction(tx, {
        adminId,
        action: 'complaint.update',
        subjectId: subjectOf(before),
        reason: null,
        details: { complaintId, referenceId: before.referenceId, changes },
        createdAt: now,
      });
      return { before, after: { ...before, ...set } as ComplaintRow };
    });
  } catch (err) {
    if (isOneOpenViolation(err)) throw conflict(reopenRefused);
    throw err;
  }
  await tellParties(ctx, result.before, result.after);
  await tellAdminInbox(ctx, 'complaints');
  const row = await complaintById(ctx.db, complaintId);
  return {
    complaint: await toAdminComplaint(ctx.db, row!, adminId),
    message:
      result.after.identityShared && !result.before.identityShared
        ? complaintMessages.identityShared
        : complaintMessages.updated,
  };
}

/** After commit: the person hears of a new status, the chef of a name shared with them. */
async function tellParties(ctx: AppContext, before: ComplaintRow, after: ComplaintRow) {
  if (before.status !== after.status && after.fromUserId) {
    const closed = isComplaintClosed(after.status);
    await notify(ctx, undefined, {
      userId: after.fromUserId,
      type: 'complaint_status',
      title: `Your complaint ${after.referenceId}: ${complaintStatusLabels[after.status]}`,
      body: closed
        ? `We closed your complaint ${after.referenceId} as ${complaintStatusLabels[after.status].toLowerCase()}. Read our replies on Potluck.`
        : `Your complaint ${after.referenceId} is now ${complaintStatusLabels[after.status].toLowerCase()}.`,
      link: complaintLink(after),
      data: { complaintId: after.id },
    });
  }
  if (!before.identityShared && after.identityShared && after.toUserId) {
    const person = after.fromUserId ? await accountOf(ctx.db, after.fromUserId) : null;
    await notify(ctx, undefined, {
      userId: after.toUserId,
      type: 'complaint_identity',
      title: `About complaint ${after.referenceId}`,
      body: `Potluck's team looked into a complaint about your business (reference ${after.referenceId}) and decided to tell you who filed it: ${person?.name ?? 'an account that no longer exists'}. Our team may contact you about it.`,
      link: null,
      data: { complaintId: after.id },
    });
  }
}

/**
 * POST /admin/complaints/:id/messages: a reply to the person (e-mailed and notified) or an
 * internal note (admins only, never shown to the person). Recorded as a 'complaint.update'.
 */
export async function addComplaintMessage(
  ctx: AppContext,
  adminId: string,
  complaintId: string,
  input: Required<ComplaintMessageBody>,
): Promise<AdminComplaintResponse> {
  const now = ctx.clock.now();
  const complaint = await ctx.db.transaction(async (tx) => {
    const row = await complaintById(tx, complaintId, true);
    if (!row) throw notFound(complaintMessages.notFound);
    const message = await insertComplaintMessage(tx, {
      complaintId,
      authorId: adminId,
      fromStaff: true,
      internal: input.internal,
      body: input.body,
      createdAt: now,
    });
    await recordAdminAction(tx, {
      adminId,
      action: 'complaint.update',
      subjectId: subjectOf(row),
      reason: null,
      details: {
        complaintId,
        referenceId: row.referenceId,
        [input.internal ? 'note' : 'reply']: message.id,
      },
      createdAt: now,
    });
    return row;
  });
  await tellAdminInbox(ctx, 'complaints');
  if (!input.internal && complaint.fromUserId) {
    await notify(ctx, undefined, {
      userId: complaint.fromUserId,
      type: 'complaint_reply',
      title: `Reply to your complaint ${complaint.referenceId}`,
      body: input.body,
      link: complaintLink(complaint),
      data: { complaintId },
    });
  }
  return {
    complaint: await toAdminComplaint(ctx.db, complaint, adminId),
    message: input.internal ? complaintMessages.noteAdded : complaintMessages.replied,
  };
}
