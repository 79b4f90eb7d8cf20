import { z } from 'zod';
import { text } from '#contracts/strings';
import { parseInviteEmails } from '#domain/invitations';

// Invitations (spec §2 /invite, /invite/list, /invite/accept; entity "Invitation"; rules and
// messages in spec §6 and §8). A signed-in person invites friends by e-mail; the invited person
// accepts (and so follows the sender) or ignores.

/** Addresses in one request: enough for a group of friends, too few to be a mailing list. */
export const INVITE_EMAILS_PER_REQUEST_MAX = 20;
/** Characters of the raw comma-separated input (20 long addresses fit comfortably). */
export const INVITE_INPUT_MAX_CHARS = 4_000;
export const INVITATIONS_PAGE_SIZE_DEFAULT = 20;
export const INVITATIONS_PAGE_SIZE_MAX = 50;

export const invitationStatusSchema = z.enum(['submit', 'sent', 'ignored', 'accepted']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const invitationIdParamsSchema = z.object({ id: z.uuid() });

export const invitationsPageQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(INVITATIONS_PAGE_SIZE_MAX)
    .default(INVITATIONS_PAGE_SIZE_DEFAULT),
});
export type InvitationsPageQuery = z.infer<typeof invitationsPageQuerySchema>;

/** POST /invitations — "comma-separated e-mails" (spec §6), as typed by the person. */
export const sendInvitationsRequestSchema = z.object({
  emails: text()
    .max(INVITE_INPUT_MAX_CHARS)
    .superRefine((emails, ctx) => {
      const count = parseInviteEmails(emails).entries.length;
      if (count === 0) ctx.addIssue({ code: 'custom', message: invitationMessages.noEmails });
      else if (count > INVITE_EMAILS_PER_REQUEST_MAX)
        ctx.addIssue({ code: 'custom', message: invitationMessages.tooManyEmails });
    }),
});
export type SendInvitationsRequest = z.infer<typeof sendInvitationsRequestSchema>;

/** One address of the request: sent, or why not (the good ones are sent either way). */
export const inviteResultSchema = z.object({
  email: text(),
  sent: z.boolean(),
  /** Present when sent. */
  invitationId: z.uuid().optional(),
  /** Why it was not sent: the spec's messages for duplicates and yourself. */
  message: text().optional(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const sendInvitationsResponseSchema = z.object({
  results: z.array(inviteResultSchema),
  sentCount: z.number().int().nonnegative(),
});
export type SendInvitationsResponse = z.infer<typeof sendInvitationsResponseSchema>;

export const invitationPersonSchema = z.object({
  id: z.uuid(),
  name: text(),
  avatarUrl: text().nullable(),
  /** Chefs are linked to /chef/{id}, everyone else to /profile/{id}. */
  isChef: z.boolean(),
});
export type InvitationPerson = z.infer<typeof invitationPersonSchema>;

/** An invitation I sent (/invite/list). Dates are ISO 8601. */
export const sentInvitationSchema = z.object({
  id: z.uuid(),
  toEmail: text(),
  status: invitationStatusSchema,
  createdAt: text(),
  updatedAt: text(),
  reviewDate: text().nullable(),
  acceptDate: text().nullable(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

export const sentInvitationsResponseSchema = z.object({
  items: z.array(sentInvitationSchema),
  total: z.number().int().nonnegative(),
});
export type SentInvitationsResponse = z.infer<typeof sentInvitationsResponseSchema>;

/** A pending invitation addressed to my e-mail ("new invitations" of the notifications drawer). */
export const receivedInvitationSchema = z.object({
  id: z.uuid(),
  sender: invitationPersonSchema,
  createdAt: text(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;

export const receivedInvitationsResponseSchema = z.object({
  items: z.array(receivedInvitationSchema),
  /** Pending invitations to my e-mail (spec: "Sent invitations count as pending"). */
  total: z.number().int().nonnegative(),
  /**
   * The list is shown only once the e-mail address is verified: until then anyone could sign
   * up with someone else's address and read who invited them. The link in the e-mail still
   * works, because only the mailbox's owner has it.
   */
  emailVerified: z.boolean(),
});
export type ReceivedInvitationsResponse = z.infer<typeof receivedInvitationsResponseSchema>;

/** GET /invitations/:id — the accept screen, for the sender or the invited person. */
export const invitationDetailSchema = z.object({
  id: z.uuid(),
  status: invitationStatusSchema,
  sender: invitationPersonSchema,
  /** True when I am the invited person (not the sender). */
  isRecipient: z.boolean(),
  /** Pending and addressed to me: Accept and Ignore are offered. */
  canRespond: z.boolean(),
  createdAt: text(),
  reviewDate: text().nullable(),
  acceptDate: text().nullable(),
});
export type InvitationDetail = z.infer<typeof invitationDetailSchema>;

export const invitationDetailResponseSchema = z.object({ invitation: invitationDetailSchema });
export type InvitationDetailResponse = z.infer<typeof invitationDetailResponseSchema>;

/** POST /invitations/:id/accept and /ignore. */
export const invitationAnswerResponseSchema = z.object({
  invitation: invitationDetailSchema,
  /** After accepting: I now follow the sender. */
  following: z.boolean(),
});
export type InvitationAnswerResponse = z.infer<typeof invitationAnswerResponseSchema>;

/** Not spec messages (the spec has none for these cases). */
export const invitationMessages = {
  invalidEmail: 'Enter a valid e-mail address.',
  noEmails: 'Enter at least one e-mail address.',
  tooManyEmails: `Invite at most ${INVITE_EMAILS_PER_REQUEST_MAX} people at a time.`,
  mailFailed: 'We could not send the e-mail to this address. Try again later.',
  notFound: 'This invitation does not exist or is not yours.',
} as const;
