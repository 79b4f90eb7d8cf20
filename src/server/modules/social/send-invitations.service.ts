import { and, eq, inArray } from 'drizzle-orm';
import {
  invitationMessages,
  type InviteResult,
  type SendInvitationsRequest,
  type SendInvitationsResponse,
} from '#contracts/invitations';
import { parseInviteEmails, sameEmail } from '#domain/invitations';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { invitations } from '../../db/schema/social.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { invitationMail } from './invitation-mail.ts';
import { accountOf } from './invitation-store.ts';

/** Invitation e-mails one person may send per hour: mail to strangers is cheap to abuse. */
export const INVITE_MAILS_PER_HOUR = 50;
const HOUR = 3_600;

/** Where a failed mail is reported; the route passes its request logger. */
export interface MailFailureLog {
  warn(obj: object, msg: string): void;
}

/**
 * POST /invitations — invites each address of a comma-separated list. Every address gets its
 * own answer: one bad or repeated address never costs the others their invitation.
 */
export async function sendInvitations(
  ctx: AppContext,
  userId: string,
  body: SendInvitationsRequest,
  log: MailFailureLog,
): Promise<SendInvitationsResponse> {
  const me = await accountOf(ctx.db, userId);
  // Our address sends these mails: only an account that proved its own address may make us
  // write to strangers (docs/decisions/021-invitations-need-a-verified-e-mail.md).
  if (!me.emailVerifiedAt) throw forbidden(messages.accountNotVerified);
  const { entries, valid } = parseInviteEmails(body.emails);
  // How many addresses a request may hold is the request schema's rule (#contracts/invitations).
  const invitedBefore =
    valid.length === 0
      ? []
      : await ctx.db
          .select({ toEmail: invitations.toEmail })
          .from(invitations)
          // to_email is citext: the typed parameters compare without regard to case.
          .where(and(eq(invitations.senderId, userId), inArray(invitations.toEmail, valid)));
  const alreadyInvited = new Set(invitedBefore.map((r) => r.toEmail.toLowerCase()));

  const results: InviteResult[] = [];
  let rateLimited = false;
  for (const { email, valid } of entries) {
    const fail = (message: string) => results.push({ email, sent: false, message });
    if (!valid) fail(invitationMessages.invalidEmail);
    else if (sameEmail(email, me.email)) fail(messages.inviteSelf);
    else if (alreadyInvited.has(email.toLowerCase())) fail(messages.inviteDuplicate);
    else if (rateLimited) fail(messages.tooManyRequests);
    else {
      const outcome = await inviteOne(ctx, userId, me.name ?? '', email, log);
      if (outcome.message === messages.tooManyRequests) rateLimited = true;
      results.push({ email, ...outcome });
    }
  }
  return { results, sentCount: results.filter((r) => r.sent).length };
}

async function inviteOne(
  ctx: AppContext,
  senderId: string,
  senderName: string,
  email: string,
  log: MailFailureLog,
): Promise<Omit<InviteResult, 'email'>> {
  try {
    await consumeRateLimit(ctx, `invite-mail:${senderId}`, INVITE_MAILS_PER_HOUR, HOUR);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 429) {
      return { sent: false, message: messages.tooManyRequests };
    }
    throw err;
  }
  const now = ctx.clock.now();
  // The unique (sender, to_email) index settles a race between two requests with the same address.
  const [row] = await ctx.db
    .insert(invitations)
    .values({ senderId, toEmail: email, status: 'submit', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [invitations.senderId, invitations.toEmail] })
    .returning({ id: invitations.id });
  if (!row) return { sent: false, message: messages.inviteDuplicate };

  try {
    await ctx.mail.send(invitationMail(email, senderName, ctx.config.publicBaseUrl, row.id));
  } catch (err) {
    // Nothing reached the person: remove the record so that trying again is not a "duplicate".
    log.warn({ err, invitationId: row.id }, 'invitation e-mail failed');
    await ctx.db.delete(invitations).where(eq(invitations.id, row.id));
    return { sent: false, message: invitationMessages.mailFailed };
  }
  await ctx.db
    .update(invitations)
    .set({ status: 'sent', updatedAt: ctx.clock.now() })
    .where(and(eq(invitations.id, row.id), eq(invitations.status, 'submit')));
  return { sent: true, invitationId: row.id };
}
