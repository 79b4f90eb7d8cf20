import { z } from 'zod';
import { accountSchema } from '#contracts/complaints';
import { text } from '#contracts/strings';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TICKET_STATUSES,
  supportMessages,
} from '#domain/support';

/*
 * Support (issue 13 points 5 and 6): a contact form at /support for everyone (guests leave an
 * e-mail), each request a ticket with a reference ID and a thread; staff answer in the admin
 * inbox at /admin/support. A guest reads and answers their one ticket through the secret in
 * the e-mailed link, sent in the `x-ticket-key` header (never in a URL the server logs).
 */

export const supportTicketStatusSchema = z.enum(SUPPORT_TICKET_STATUSES);
export type SupportTicketStatusValue = z.infer<typeof supportTicketStatusSchema>;

export const SUPPORT_TICKETS_PAGE_SIZE = 20;
/** The header that carries a guest's ticket key from the e-mailed link. */
export const TICKET_KEY_HEADER = 'x-ticket-key';

export const supportSubjectSchema = text()
  .trim()
  .min(1, supportMessages.subjectRequired)
  .max(SUPPORT_SUBJECT_MAX, supportMessages.subjectTooLong);

export const supportMessageSchema = text()
  .trim()
  .min(1, supportMessages.messageRequired)
  .max(SUPPORT_MESSAGE_MAX, supportMessages.messageTooLong);

/** Guests only (signed-in people are answered at their account's address); blank = none. */
const guestEmailSchema = text()
  .trim()
  .max(254, supportMessages.emailInvalid)
  .pipe(z.union([z.literal(''), z.email(supportMessages.emailInvalid)]));

/** POST /support/tickets */
export const createTicketBodySchema = z.object({
  subject: supportSubjectSchema,
  message: supportMessageSchema,
  email: guestEmailSchema.optional(),
});
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;

/** POST /support/tickets/:ticketId/replies (the person) */
export const ticketReplyBodySchema = z.object({ message: supportMessageSchema });
export type TicketReplyBody = z.input<typeof ticketReplyBodySchema>;

export const ticketIdParamsSchema = z.object({ ticketId: z.uuid() });

/** A guest's key from the e-mailed link; signed-in owners send none. */
export const ticketKeyHeadersSchema = z.object({
  [TICKET_KEY_HEADER]: text().max(200).optional(),
});

export const ticketMessageSchema = z.object({
  id: z.uuid(),
  fromStaff: z.boolean(),
  /** Staff only ever see these; the person's thread never contains one. */
  internal: z.boolean(),
  /** "Potluck support" for staff replies shown to the person; the admin's name in the inbox. */
  authorName: text(),
  body: text(),
  createdAt: z.iso.datetime(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.uuid(),
  referenceId: text(),
  subject: text(),
  status: supportTicketStatusSchema,
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** A ticket as its owner (or the guest link holder) sees it. */
export const ticketDetailSchema = ticketSummarySchema.extend({
  /** The first message, as the person wrote it. */
  body: text(),
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** GET /support/tickets/:ticketId */
export const ticketViewResponseSchema = z.object({ ticket: ticketDetailSchema });
export type TicketViewResponse = z.infer<typeof ticketViewResponseSchema>;

/** A change to the ticket, with the sentence to show. */
export const ticketResponseSchema = z.object({ ticket: ticketDetailSchema, message: text() });
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

export const createTicketResponseSchema = ticketResponseSchema.extend({
  /** A guest's key to the ticket (also e-mailed); null for signed-in people. */
  key: text().nullable(),
});
export type CreateTicketResponse = z.infer<typeof createTicketResponseSchema>;

export const myTicketsResponseSchema = z.object({ items: z.array(ticketSummarySchema) });
export type MyTicketsResponse = z.infer<typeof myTicketsResponseSchema>;

// --- The admin inbox (/admin/support) ---

export const adminTicketListQuerySchema = z.object({
  status: supportTicketStatusSchema.default('open'),
  /** Only the tickets assigned to the admin asking. */
  mine: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean().default(false),
  ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminTicketListQuery = z.input<typeof adminTicketListQuerySchema>;

const personSchema = z.object({
  /** null for a guest. */
  userId: z.uuid().nullable(),
  name: text().nullable(),
  email: text().nullable(),
});

const adminRefSchema = z.object({ id: z.uuid(), name: text().nullable() }).nullable();

export const adminTicketSummarySchema = ticketSummarySchema.extend({
  requester: personSchema,
  assignedAdmin: adminRefSchema,
  /** Who wrote last: the person (needs an answer) or staff. */
  lastFromStaff: z.boolean(),
});
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;

export const adminTicketCountsSchema = z.object({
  open: z.number().int(),
  waiting: z.number().int(),
  solved: z.number().int(),
});

export const adminTicketListResponseSchema = z.object({
  items: z.array(adminTicketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: adminTicketCountsSchema,
});
export type AdminTicketListResponse = z.infer<typeof adminTicketListResponseSchema>;

export const adminTicketDetailSchema = ticketDetailSchema.extend({
  requester: personSchema,
  /**
   * The requester's account with its suspension, which the admin may change from the ticket
   * (POST /admin/accounts/:userId/suspend with the ticketId); null for a guest or a deleted
   * account.
   */
  requesterAccount: accountSchema.nullable(),
  assignedAdmin: adminRefSchema,
});
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const adminTicketViewResponseSchema = z.object({ ticket: adminTicketDetailSchema });
export type AdminTicketViewResponse = z.infer<typeof adminTicketViewResponseSchema>;

export const adminTicketResponseSchema = z.object({
  ticket: adminTicketDetailSchema,
  message: text(),
});
export type AdminTicketResponse = z.infer<typeof adminTicketResponseSchema>;

/** POST /admin/support/tickets/:ticketId/replies: a reply e-mailed to the person, or a note. */
export const adminTicketReplyBodySchema = z.object({
  message: supportMessageSchema,
  internal: z.boolean().default(false),
});
export type AdminTicketReplyBody = z.input<typeof adminTicketReplyBodySchema>;

export const adminTicketStatusBodySchema = z.object({ status: supportTicketStatusSchema });
export type AdminTicketStatusBody = z.input<typeof adminTicketStatusBodySchema>;
