// A changed price is never charged silently (issue 14 point 2; decision 051). Two guards:
// - a cart line whose price went up since it was added waits for the buyer's yes (a price
//   that fell needs none: the checkout shows it and charges less);
// - the order request carries the total the buyer saw, and any other total is refused before
//   the card is touched, whatever changed (a price, a deal that ended, an option, a fee).
import { formatUsd } from './fees';

/** The line's price per portion rose since it was added (or last accepted). */
export const priceRose = (addedUnitCents: number, unitCentsNow: number) =>
  unitCentsNow > addedUnitCents;

export const priceChangeMessages = {
  priceWentUp: (fromCents: number, toCents: number) =>
    `The price went up from ${formatUsd(fromCents)} to ${formatUsd(toCents)}. Accept the new price or remove the item.`,
  totalChanged: (seenCents: number, nowCents: number) =>
    `The total changed from ${formatUsd(seenCents)} to ${formatUsd(nowCents)}. Check your order and place it again; nothing was charged.`,
  pricesAccepted: 'New prices accepted.',
} as const;

/** Why the order is refused, or null when the total is the one the buyer saw. */
export function totalChangeRefusal(seenCents: number, nowCents: number): string | null {
  return seenCents === nowCents ? null : priceChangeMessages.totalChanged(seenCents, nowCents);
}
