// Support tickets (issue 13 point 5): a person asks for help, staff answer in the admin inbox.
// Pure rules shared by the server (which enforces them) and the web (which shows them).

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5_000;

export const SUPPORT_TICKET_STATUSES = ['open', 'waiting', 'solved'] as const;
/** open: waiting for staff; waiting: staff answered, waiting for the person; solved. */
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

// Control characters (line breaks and tabs kept), zero-width characters and direction
// overrides: they let a text hide or reorder what staff and the person read.
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A subject or message as stored and shown: unsafe characters removed, Windows line endings
 * made "\n", runs of blank lines shortened and the ends trimmed. Shown as plain text only.
 */
export function normalizeSupportText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A subject is one line. */
export function normalizeSupportSubject(raw: string): string {
  return normalizeSupportText(raw).replace(/\s+/g, ' ');
}

/**
 * The status a reply leaves the ticket in: a staff reply waits for the person; the person's
 * reply (even on a solved ticket) puts it back in staff's open queue.
 */
export function statusAfterReply(fromStaff: boolean): SupportTicketStatus {
  return fromStaff ? 'waiting' : 'open';
}

// Crockford's base-32 without I, L, O and U: read aloud or typed from an e-mail, no two
// characters look alike.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SUPPORT_REFERENCE_PATTERN = /^SUP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A ticket's reference ID ("SUP-7K3M-Q9XD") from 8 random bytes. */
export function supportReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new Error('a reference needs 8 random bytes');
  const chars = Array.from(randomBytes.slice(0, 8), (b) => REFERENCE_ALPHABET[b % 32]).join('');
  return `SUP-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export const supportMessages = {
  subjectRequired: 'Enter a subject.',
  subjectTooLong: `Keep the subject to ${SUPPORT_SUBJECT_MAX} characters.`,
  messageRequired: 'Write your message.',
  messageTooLong: `Keep the message to ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  emailRequired: 'Enter the e-mail address we should answer.',
  emailInvalid: 'Enter a valid e-mail address.',
  ticketNotFound:
    'This support request was not found, or this link to it is no longer valid. If we e-mailed you about it more than once, open the link in the newest e-mail.',
  statusUnchanged: 'The request already has this status.',
  created: 'Thanks — we received your request. We will answer by e-mail.',
  replied: 'Your reply was sent.',
  staffReplied: 'Reply sent. The person was e-mailed a link to the request.',
  noteAdded: 'Internal note added. Only staff can see it.',
  assigned: 'The request is assigned to you.',
  statusChanged: 'Status changed.',
} as const;
