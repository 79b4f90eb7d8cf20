// Who may read a ticket and answer on it: its owner (the signed-in member who filed it) or
// whoever holds the guest's key from the newest e-mailed link. Everyone else is told it does
// not exist, so a ticket id reveals nothing.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { supportMessages } from '#domain/support';
import { notFound } from '../../http/errors.ts';
import type { TicketRow } from './support-queries.ts';

/** A new guest key (sent only by e-mail and to the guest who filed) and its SHA-256 (stored). */
export function newGuestKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashGuestKey(key) };
}

export function hashGuestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function keyMatches(storedHash: string | null, key: string | undefined): boolean {
  if (!storedHash || !key) return false;
  const presented = Buffer.from(hashGuestKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export interface TicketViewer {
  userId: string | null;
  /** The x-ticket-key header, if any. */
  key: string | undefined;
}

/** The ticket if the viewer owns it or holds its key; 404 otherwise (and for no ticket). */
export function requireTicketAccess(ticket: TicketRow | null, viewer: TicketViewer): TicketRow {
  if (
    ticket &&
    ((viewer.userId !== null && ticket.userId === viewer.userId) ||
      keyMatches(ticket.guestTokenHash, viewer.key))
  ) {
    return ticket;
  }
  throw notFound(supportMessages.ticketNotFound);
}
