import type { SupportTicketStatusValue } from '#contracts/support';
import type { AdminGuardWayOut } from '../../lib/RequireAdmin';

export const statuses: SupportTicketStatusValue[] = ['open', 'waiting', 'solved'];

export const isStatus = (value: string | null): value is SupportTicketStatusValue =>
  statuses.includes(value as SupportTicketStatusValue);

/** The person's view: what the status means for them. */
export const statusLabels: Record<SupportTicketStatusValue, string> = {
  open: 'Open',
  waiting: 'Answered',
  solved: 'Solved',
};

export const statusHints: Record<SupportTicketStatusValue, string> = {
  open: 'We will answer soon, by e-mail and here.',
  waiting: 'We answered. Reply below if you need anything else.',
  solved: 'This request is solved. Reply below to open it again.',
};

/** Staff's view: whose turn it is. */
export const inboxLabels: Record<SupportTicketStatusValue, string> = {
  open: 'Open',
  waiting: 'Waiting for the person',
  solved: 'Solved',
};

// Dark enough shades for white text on a filled badge (WCAG contrast, checked by axe).
export const statusColors: Record<SupportTicketStatusValue, string> = {
  open: 'blue.9',
  waiting: 'orange.8',
  solved: 'teal.9',
};

/** The inbox's "Not allowed" screen sends a person who is not an admin back to support. */
export const toSupport: AdminGuardWayOut = { to: '/support', label: 'Go to support' };
