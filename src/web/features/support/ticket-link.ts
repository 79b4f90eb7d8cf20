/** The page of a ticket; a guest's carries their key, as the e-mailed link does. */
export function ticketLink(ticketId: string, key: string | null): string {
  const path = `/support/tickets/${ticketId}`;
  return key ? `${path}?key=${encodeURIComponent(key)}` : path;
}
