import type { AccountStatusResponse, SuspendAccountBody } from '#contracts/complaints';
import { complaintMessages } from '#domain/complaints';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { endLiveStreamsOf } from '../livestreams/end-live-stream.service.ts';
import { cancelOpenOrdersOf } from '../orders/order-transitions.service.ts';
import { findTicket } from '../support/support-queries.ts';
import {
  endSessionsOf,
  lockAccount,
  recordAdminAction,
  setSuspension,
} from './complaints-queries.ts';
import { accountOf, accountView } from '../accounts/account-queries.ts';
import { tellAdminInbox } from '../notifications/admin-inbox.ts';

/**
 * An account's suspension shows on complaints and support requests alike. One after the other:
 * admins' pages hear the two events in a fixed order (at once, they raced on a server database).
 */
async function tellBothInboxes(ctx: AppContext): Promise<void> {
  await tellAdminInbox(ctx, 'complaints');
  await tellAdminInbox(ctx, 'support');
}

/**
 * POST /admin/accounts/:userId/suspend: a chef or a customer is suspended with a reason, from a
 * complaint or from one of their own support requests (named in the action's details). In one
 * transaction the account is marked and every session of it ends, with the 'account.suspend'
 * admin action; from then on it cannot sign in, and a chef's page, dishes and listings are
 * hidden (the chefs module's visibility rule). Then its open orders are cancelled and their
 * money released or refunded (orders' cancelOpenOrdersOf), and a chef's live broadcast ends.
 */
export async function suspendAccount(
  ctx: AppContext,
  adminId: string,
  userId: string,
  input: SuspendAccountBody,
): Promise<AccountStatusResponse> {
  if (userId === adminId) throw badRequest(complaintMessages.suspendSelf);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account || account.deletedAt) throw notFound(complaintMessages.accountNotFound);
    if (account.suspendedAt) throw conflict(complaintMessages.alreadySuspended);
    if (input.ticketId) {
      const ticket = await findTicket(tx, input.ticketId);
      if (!ticket) throw notFound(complaintMessages.ticketNotFound);
      if (ticket.userId !== userId)
        throw badRequest(complaintMessages.ticketNotOfAccount, {
          ticketId: complaintMessages.ticketNotOfAccount,
        });
    }
    await setSuspension(tx, userId, { at: now, reason: input.reason });
    await endSessionsOf(tx, userId);
    await recordAdminAction(tx, {
      adminId,
      action: 'account.suspend',
      subjectId: userId,
      reason: input.reason,
      details: {
        ...(input.complaintId ? { complaintId: input.complaintId } : {}),
        ...(input.ticketId ? { ticketId: input.ticketId } : {}),
      },
      createdAt: now,
    });
  });
  const cancelledOrders = await cancelOpenOrdersOf(
    ctx,
    adminId,
    userId,
    `Account suspended by Potluck: ${input.reason}`,
  );
  await endLiveStreamsOf(ctx, userId, 'suspended');
  await tellBothInboxes(ctx);
  const account = await accountOf(ctx.db, userId);
  return {
    account: accountView(account!),
    cancelledOrders,
    message: complaintMessages.suspended,
  };
}

/** POST /admin/accounts/:userId/reinstate: undoes a suspension ('account.reinstate'). */
export async function reinstateAccount(
  ctx: AppContext,
  adminId: string,
  userId: string,
  reason: string | undefined,
): Promise<AccountStatusResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account || account.deletedAt) throw notFound(complaintMessages.accountNotFound);
    if (!account.suspendedAt) throw conflict(complaintMessages.notSuspended);
    await setSuspension(tx, userId, null);
    await recordAdminAction(tx, {
      adminId,
      action: 'account.reinstate',
      subjectId: userId,
      reason: reason?.trim() || null,
      details: { suspendedAt: account.suspendedAt.toISOString() },
      createdAt: now,
    });
  });
  await tellBothInboxes(ctx);
  const account = await accountOf(ctx.db, userId);
  return {
    account: accountView(account!),
    cancelledOrders: 0,
    message: complaintMessages.reinstated,
  };
}
