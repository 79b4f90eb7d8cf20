// The e-mails of a ticket: a confirmation when it is filed and one on each staff reply, each
// with the reference ID in the subject and a link to the ticket. Members are told through
// notify() (in the app too, on the channels they chose); guests by e-mail only, with their
// key in the link (the only way back to their ticket). Plain text only.
import type { AppContext } from '../../context.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { TicketRow } from './support-queries.ts';

/** The app path of the ticket; a guest's carries their key. */
export function ticketPath(ticketId: string, guestKey: string | null): string {
  const base = `/support/tickets/${ticketId}`;
  return guestKey ? `${base}?key=${encodeURIComponent(guestKey)}` : base;
}

interface TicketMail {
  title: string;
  body: string;
}

async function send(
  ctx: AppContext,
  ticket: TicketRow,
  guestKey: string | null,
  mail: TicketMail,
): Promise<void> {
  const link = ticketPath(ticket.id, guestKey);
  if (ticket.userId) {
    await notify(ctx, undefined, {
      userId: ticket.userId,
      type: 'support_ticket',
      title: mail.title,
      body: mail.body,
      link,
      data: { ticketId: ticket.id, referenceId: ticket.referenceId },
    });
    return;
  }
  if (!ticket.email) return;
  const text = [
    mail.body,
    `Read and answer it on Potluck: ${ctx.config.publicBaseUrl}${link}`,
    'Anyone with this link can read this request, so keep it to yourself. A newer e-mail about the same request replaces the link.',
    '— Potluck support',
  ].join('\n\n');
  try {
    await ctx.mail.send({ to: ticket.email, subject: mail.title, text });
  } catch {
    // The mail outbox records the failure; the ticket and the reply stand.
  }
}

export function sendTicketReceived(ctx: AppContext, ticket: TicketRow, guestKey: string | null) {
  return send(ctx, ticket, guestKey, {
    title: `[${ticket.referenceId}] We received your request: ${ticket.subject}`,
    body: `Thanks for writing to Potluck. Your request has the reference ${ticket.referenceId}; we usually answer within a day.\n\nYou wrote:\n${ticket.body}`,
  });
}

export function sendStaffReply(
  ctx: AppContext,
  ticket: TicketRow,
  reply: string,
  guestKey: string | null,
) {
  return send(ctx, ticket, guestKey, {
    title: `[${ticket.referenceId}] Potluck support answered: ${ticket.subject}`,
    body: `Potluck support answered your request ${ticket.referenceId}:\n\n${reply}\n\nReply on the request's page if you need anything else.`,
  });
}
