import { randomBytes } from 'node:crypto';
import type { CreateTicketBody, CreateTicketResponse } from '#contracts/support';
import {
  normalizeSupportSubject,
  normalizeSupportText,
  supportMessages,
  supportReference,
} from '#domain/support';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { tellAdminInbox } from '../notifications/admin-inbox.ts';
import { newGuestKey } from './ticket-access.ts';
import { sendTicketReceived } from './ticket-mail.ts';
import { findTicket, insertTicket } from './support-queries.ts';
import { ownerView } from './ticket-views.ts';

/** Draws of a reference ID before giving up; 32^8 IDs make even a second draw rare. */
const REFERENCE_DRAWS = 5;

/**
 * Files a ticket from the contact form. A member's ticket is theirs (answered at their
 * account's address); a guest's is reached through a key that is e-mailed to the address they
 * gave and handed back once here, so the page can open the ticket at once.
 */
export async function createTicket(
  ctx: AppContext,
  userId: string | null,
  input: CreateTicketBody,
): Promise<CreateTicketResponse> {
  const subject = normalizeSupportSubject(input.subject);
  const body = normalizeSupportText(input.message);
  if (!subject)
    throw badRequest(supportMessages.subjectRequired, { subject: supportMessages.subjectRequired });
  if (!body)
    throw badRequest(supportMessages.messageRequired, { message: supportMessages.messageRequired });
  const email = input.email?.trim() || null;
  if (!userId && !email) {
    throw badRequest(supportMessages.emailRequired, { email: supportMessages.emailRequired });
  }
  const guest = userId ? null : newGuestKey();
  const now = ctx.clock.now();
  let ticketId: string | null = null;
  for (let draw = 0; draw < REFERENCE_DRAWS && !ticketId; draw++) {
    ticketId = await insertTicket(ctx.db, {
      userId,
      email: userId ? null : email,
      referenceId: supportReference(randomBytes(8)),
      subject,
      body,
      guestTokenHash: guest?.hash ?? null,
      now,
    });
  }
  const ticket = ticketId ? await findTicket(ctx.db, ticketId) : null;
  if (!ticket) throw new Error('no free support reference ID after several draws');
  await sendTicketReceived(ctx, ticket, guest?.key ?? null);
  await tellAdminInbox(ctx, 'support');
  return {
    ticket: await ownerView(ctx.db, ticket),
    message: supportMessages.created,
    key: guest?.key ?? null,
  };
}
