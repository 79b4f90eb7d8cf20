// The bell's badge and accessible name (spec §2 "notifications bell with badge"). The badge
// shows one number, unread notifications plus the drawer's open prompts; a screen reader hears
// both parts, so "Mark all as read" audibly clears the unread part even while prompts remain.

export interface BellCounts {
  unread: number;
  prompts: number;
}

export function bellBadge({ unread, prompts }: BellCounts): number {
  return unread + prompts;
}

export function bellLabel({ unread, prompts }: BellCounts): string {
  const parts: string[] = [];
  if (unread > 0) parts.push(`${unread} unread`);
  if (prompts > 0) parts.push(prompts === 1 ? '1 reminder' : `${prompts} reminders`);
  return parts.length === 0 ? 'Notifications' : `Notifications, ${parts.join(', ')}`;
}
