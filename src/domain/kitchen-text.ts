// How a chef's kitchen and times read to a buyer (issue 14 point 1, decision 048): in the
// chef's time zone, naming it when the buyer's clock reads otherwise. Intl only, no date
// library, so cards on any page can use it; the rule itself is kitchen-state.ts.

export type KitchenStateKind = 'open' | 'later' | 'closed';

export const kitchenMessages = {
  /** The cart's refusal (409 kitchen_closed) and the dish page's reason. */
  closed: 'This chef is closed and does not take orders for later.',
  /** The add button of a dish that cannot be put in the cart. */
  closedButton: 'Closed · no orders for later',
} as const;

/** "Los Angeles" for "America/Los_Angeles": the zone's city, as people name a time zone. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDay}`;
  let f = timeFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withDay ? { weekday: 'short' } : {}),
    });
    timeFormatters.set(key, f);
  }
  return f;
}

const dayKey = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** Minutes east of UTC of a zone at an instant. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** A clock time of the chef's, without the day: "5:30 PM", or "5:30 PM Los Angeles time". */
export function chefClockText(at: Date, timeZone: string, viewerTimeZone: string | null): string {
  return chefTimeText(at, timeZone, viewerTimeZone, at);
}

/**
 * A time of the chef's as the buyer reads it: in the chef's zone, "5:00 PM" today or
 * "Wed 5:00 PM" another day, and "… Los Angeles time" when the buyer's clock reads otherwise.
 */
export function chefTimeText(
  at: Date,
  timeZone: string,
  viewerTimeZone: string | null,
  now: Date,
): string {
  const sameDay = dayKey(at, timeZone) === dayKey(now, timeZone);
  const text = formatter(timeZone, !sameDay)
    .format(at)
    .replace(/\u202f/g, ' ');
  const differs =
    viewerTimeZone !== null &&
    viewerTimeZone !== timeZone &&
    offsetMinutes(at, viewerTimeZone) !== offsetMinutes(at, timeZone);
  return differs ? `${text} ${zoneCity(timeZone)} time` : text;
}

/**
 * What a card or the dish page says: "Open until 9:30 PM", "Closed · orders for later from
 * Wed 5:00 PM", "Closed · opens Wed 5:00 PM", "Closed".
 */
export function kitchenStateText(
  k: { state: KitchenStateKind; at: Date | string | null },
  timeZone: string,
  viewerTimeZone: string | null,
  now: Date,
): string {
  const at = k.at === null ? null : new Date(k.at);
  const when = (t: Date) => chefTimeText(t, timeZone, viewerTimeZone, now);
  switch (k.state) {
    case 'open':
      return at ? `Open until ${when(at)}` : 'Open now';
    case 'later':
      return at ? `Closed · orders for later from ${when(at)}` : 'Closed · orders for later';
    case 'closed':
      return at ? `Closed · opens ${when(at)}` : 'Closed';
  }
}
