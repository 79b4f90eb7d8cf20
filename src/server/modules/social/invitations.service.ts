import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  invitationMessages,
  type InvitationAnswerResponse,
  type InvitationDetail,
  type InvitationPerson,
  type InvitationsPageQuery,
  type InviteResult,
  type ReceivedInvitationsResponse,
  type SendInvitationsRequest,
  type SendInvitationsResponse,
  type SentInvitationsResponse,
} from '#contracts/invitations';
import { isPendingInvitation, parseInviteEmails, sameEmail } from '#domain/invitations';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { followings, invitations } from '../../db/schema/social.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { invitationMail } from './invitation-mail.ts';
import { insertFollowing } from './follows.service.ts';

/** Invitation e-mails one person may send per hour: mail to strangers is cheap to abuse. */
export const INVITE_MAILS_PER_HOUR = 50;
const HOUR = 3_600;

/** Where a failed mail is reported; the route passes its request logger. */
export interface MailFailureLog {
  warn(obj: object, msg: string): void;
}

type InvitationRow = typeof invitations.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function accountOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      name: profiles.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  // A session of a deleted account is not valid anyway; answer as for a stranger.
  if (!row) throw notFound(invitationMessages.notFound);
  return row;
}

const personColumns = {
  id: users.id,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
  type: profiles.type,
  deletedAt: users.deletedAt,
};

function toPerson(r: {
  id: string;
  name: string | null;
  avatarUrl: string | null;
  type: string | null;
}): InvitationPerson {
  return { id: r.id, name: r.name ?? '', avatarUrl: r.avatarUrl, isChef: r.type === 'chef' };
}

async function senderOf(db: Queryable, senderId: string) {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, senderId))
    .limit(1);
  return row ?? null;
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

/** GET /invitations/sent — what I sent, newest first, with where each one stands. */
export async function listSentInvitations(
  ctx: AppContext,
  userId: string,
  page: InvitationsPageQuery,
): Promise<SentInvitationsResponse> {
  const where = eq(invitations.senderId, userId);
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select()
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), asc(invitations.id))
      .limit(page.size)
      .offset(page.from),
    ctx.db.select({ total: count() }).from(invitations).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      toEmail: r.toEmail,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      reviewDate: iso(r.reviewDate),
      acceptDate: iso(r.acceptDate),
    })),
    total: totalRow?.total ?? 0,
  };
}

/**
 * GET /invitations/received — pending invitations to my e-mail from people still here, newest
 * first; only once my address is verified (see the contract).
 */
export async function listReceivedInvitations(
  ctx: AppContext,
  userId: string,
  page: InvitationsPageQuery,
): Promise<ReceivedInvitationsResponse> {
  const me = await accountOf(ctx.db, userId);
  if (!me.emailVerifiedAt) return { items: [], total: 0, emailVerified: false };
  const where = and(
    eq(invitations.toEmail, me.email),
    eq(invitations.status, 'sent'),
    isNull(users.deletedAt),
  );
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select({
        id: invitations.id,
        createdAt: invitations.createdAt,
        senderId: users.id,
        name: profiles.name,
        avatarUrl: profiles.avatarUrl,
        type: profiles.type,
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.senderId))
      .leftJoin(profiles, eq(profiles.id, invitations.senderId))
      .where(where)
      .orderBy(desc(invitations.createdAt), asc(invitations.id))
      .limit(page.size)
      .offset(page.from),
    ctx.db
      .select({ total: count() })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.senderId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      sender: toPerson({ ...r, id: r.senderId }),
    })),
    total: totalRow?.total ?? 0,
    emailVerified: true,
  };
}

/** Who may see an invitation: its sender and the owner of the address it went to. */
function roleOf(
  inv: InvitationRow,
  userId: string,
  myEmail: string,
): 'sender' | 'recipient' | null {
  if (inv.senderId === userId) return 'sender';
  if (sameEmail(inv.toEmail, myEmail)) return 'recipient';
  return null;
}

async function detailOf(
  db: Queryable,
  inv: InvitationRow,
  role: 'sender' | 'recipient',
): Promise<{ detail: InvitationDetail; senderGone: boolean }> {
  const sender = await senderOf(db, inv.senderId);
  const senderGone = !sender || sender.deletedAt !== null;
  return {
    senderGone,
    detail: {
      id: inv.id,
      status: inv.status,
      sender: toPerson(sender ?? { id: inv.senderId, name: null, avatarUrl: null, type: null }),
      isRecipient: role === 'recipient',
      canRespond: role === 'recipient' && isPendingInvitation(inv.status) && !senderGone,
      createdAt: inv.createdAt.toISOString(),
      reviewDate: iso(inv.reviewDate),
      acceptDate: iso(inv.acceptDate),
    },
  };
}

async function invitationRow(db: Queryable, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

/**
 * GET /invitations/:id — the accept screen. Anyone other than the sender and the invited
 * person gets the same 404 as for a missing id, so ids reveal nothing.
 */
export async function getInvitation(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<InvitationDetail> {
  const me = await accountOf(ctx.db, userId);
  const inv = await invitationRow(ctx.db, id);
  const role = inv && roleOf(inv, userId, me.email);
  if (!inv || !role) throw notFound(invitationMessages.notFound);
  return (await detailOf(ctx.db, inv, role)).detail;
}

/**
 * Runs `answer` for the invited person with the invitation locked, so an accept and an ignore
 * of the same invitation cannot both win; anyone else gets `failure` as a 404.
 */
async function answerAsRecipient(
  ctx: AppContext,
  userId: string,
  id: string,
  failure: string,
  answer: (tx: Tx, inv: typeof invitations.$inferSelect) => Promise<InvitationAnswerResponse>,
): Promise<InvitationAnswerResponse> {
  const me = await accountOf(ctx.db, userId);
  return ctx.db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.id, id))
      .for('update')
      .limit(1);
    if (!inv || roleOf(inv, userId, me.email) !== 'recipient') throw notFound(failure);
    return answer(tx, inv);
  });
}

/**
 * POST /invitations/:id/accept — the invited person accepts a pending invitation: it becomes
 * accepted, they follow the sender (a follow that exists is kept) and, if their profile has
 * none yet, it records this invitation as the one that brought them. Accepting twice answers
 * as the first time; any other failure is "Unable to accept this invite!".
 */
export async function acceptInvitation(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<InvitationAnswerResponse> {
  return answerAsRecipient(ctx, userId, id, messages.inviteAcceptFailed, async (tx, inv) => {
    if (inv.status === 'accepted' && inv.acceptedById === userId) {
      const { detail } = await detailOf(tx, inv, 'recipient');
      // They may have unfollowed since: say how things stand, do not follow again.
      const [follow] = await tx
        .select({ id: followings.id })
        .from(followings)
        .where(and(eq(followings.fromUserId, userId), eq(followings.toUserId, inv.senderId)))
        .limit(1);
      return { invitation: detail, following: Boolean(follow) };
    }
    const { senderGone } = await detailOf(tx, inv, 'recipient');
    if (!isPendingInvitation(inv.status) || senderGone || inv.senderId === userId) {
      throw conflict(messages.inviteAcceptFailed);
    }
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedById: userId, acceptDate: now, updatedAt: now })
      .where(eq(invitations.id, id))
      .returning();
    await insertFollowing(tx, userId, inv.senderId, { now, invitationId: inv.id });
    await tx
      .update(profiles)
      .set({ invitationId: inv.id })
      .where(and(eq(profiles.id, userId), isNull(profiles.invitationId)));
    if (!updated) throw conflict(messages.inviteAcceptFailed);
    const { detail } = await detailOf(tx, updated, 'recipient');
    return { invitation: detail, following: true };
  });
}

/**
 * POST /invitations/:id/ignore — the invited person declines a pending invitation (the sender
 * sees it as ignored). Ignoring twice answers as the first time; any other failure is
 * "Unable to update this invite!".
 */
export async function ignoreInvitation(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<InvitationAnswerResponse> {
  return answerAsRecipient(ctx, userId, id, messages.inviteUpdateFailed, async (tx, inv) => {
    if (inv.status === 'ignored') {
      const { detail } = await detailOf(tx, inv, 'recipient');
      return { invitation: detail, following: false };
    }
    if (!isPendingInvitation(inv.status)) throw conflict(messages.inviteUpdateFailed);
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(invitations)
      .set({ status: 'ignored', reviewDate: now, updatedAt: now })
      .where(eq(invitations.id, id))
      .returning();
    if (!updated) throw conflict(messages.inviteUpdateFailed);
    const { detail } = await detailOf(tx, updated, 'recipient');
    return { invitation: detail, following: false };
  });
}
