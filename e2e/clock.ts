// The journeys' time of day. The end-to-end server's clock starts at E2E_CLOCK_START
// (playwright.config.ts resolves it and passes it as CLOCK_START) and every browser context's
// clock is installed at the same instant (fixtures.ts), so screens that depend on the hour —
// open now, pickup slots, last calls — look the same on every run, whatever the machine's time.
//
// E2E_CLOCK_START is "<weekday> HH:MM" in the demo city, the coming such day (today
// included), or an ISO instant. A weekday and time rather than a fixed date: the browser
// keeps cookies by the real date, so the server's date must stay near it (a session cookie
// that expires a week after a date long past would be dead on arrival).

/** The demo city's time zone (DEMO_CITY, San Francisco). */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

/** A weekday afternoon in the demo city: the full run. */
export const E2E_AFTERNOON = 'wednesday 14:20';

/** Late at night in the demo city, near midnight: the second run of `npm test`. */
export const E2E_LATE_NIGHT = 'wednesday 23:45';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Wall-clock time in `timeZone` minus UTC, in ms, at instant `t`. */
function zoneOffsetMs(t: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(t))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - (t - (t % 1000));
}

/** The instant of a wall-clock time in `timeZone`. */
function zonedInstant(y: number, m: number, d: number, hh: number, mm: number, timeZone: string) {
  const asUtc = Date.UTC(y, m, d, hh, mm);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return asUtc - zoneOffsetMs(first, timeZone);
}

/**
 * Resolves "<weekday> HH:MM" to the coming such moment in the demo city (today counts),
 * or returns an ISO instant unchanged. Throws on anything else.
 */
export function resolveClockStart(spec: string, now = Date.now()): string {
  const match = /^([a-z]+) (\d{1,2}):(\d{2})$/i.exec(spec.trim());
  if (!match) {
    if (Number.isNaN(Date.parse(spec))) throw new Error(`E2E_CLOCK_START: cannot read "${spec}"`);
    return new Date(spec).toISOString();
  }
  const weekday = WEEKDAYS.indexOf(match[1]!.toLowerCase());
  if (weekday < 0) throw new Error(`E2E_CLOCK_START: no weekday "${match[1]}"`);
  const today = new Date(now + zoneOffsetMs(now, DEMO_TIME_ZONE)); // wall clock, read as UTC
  const ahead = (weekday - today.getUTCDay() + 7) % 7;
  const day = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ahead),
  );
  const t = zonedInstant(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    Number(match[2]),
    Number(match[3]),
    DEMO_TIME_ZONE,
  );
  return new Date(t).toISOString();
}

/**
 * The journeys' "now": the chosen start plus the real time since the server was started. Use
 * it instead of `Date.now()` in a test that computes times the server checks.
 */
export function e2eNow(): Date {
  const start = Date.parse(resolveClockStart(process.env.E2E_CLOCK_START ?? E2E_AFTERNOON));
  const anchor = Number(process.env.E2E_CLOCK_ANCHOR ?? Date.now());
  return new Date(start + (Date.now() - anchor));
}
