import { z } from 'zod';

// Invitation rules (spec §6 "Invitations: comma-separated e-mails"; states in spec §4).

const emailSchema = z.email();
/** The longest address SMTP carries (RFC 5321). */
const EMAIL_MAX = 254;

export interface ParsedInviteEmails {
  /** Valid addresses, first spelling kept, duplicates (ignoring case) dropped, in input order. */
  valid: string[];
  /** Entries that are not e-mail addresses, as typed (trimmed), duplicates dropped. */
  invalid: string[];
  /** Every distinct entry in input order, so answers can be listed as the person typed them. */
  entries: { email: string; valid: boolean }[];
}

/**
 * Splits what a person typed into addresses. Commas are the spec's separator; semicolons,
 * spaces and line breaks are accepted too, because that is what pasting from a mail client gives.
 */
export function parseInviteEmails(input: string): ParsedInviteEmails {
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  const entries: { email: string; valid: boolean }[] = [];
  for (const raw of input.split(/[,;\s]+/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const key = entry.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const ok = entry.length <= EMAIL_MAX && emailSchema.safeParse(entry).success;
    (ok ? valid : invalid).push(entry);
    entries.push({ email: entry, valid: ok });
  }
  return { valid, invalid, entries };
}

export type InvitationState = 'submit' | 'sent' | 'ignored' | 'accepted';

/** "Sent invitations count as pending": only those may be accepted or ignored. */
export const isPendingInvitation = (status: InvitationState): boolean => status === 'sent';

/** E-mail addresses compare without regard to case (the column is citext). */
/** Whether two addresses are the same person's; an account without an address matches none. */
export const sameEmail = (a: string, b: string | null): boolean =>
  b !== null && a.toLowerCase() === b.toLowerCase();
