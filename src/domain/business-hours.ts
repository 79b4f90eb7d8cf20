// Business hours of a chef (spec §5, §9): weekdays plus one daily range picked from half-hour
// slots over 24 hours (00:00 … 23:30), or the alternate 15-minute slots, default 06:00–23:30.
// Valid only with at least one business day and a start before the end; anything else is
// "Wrong business hours!".

export const WRONG_BUSINESS_HOURS = 'Wrong business hours!';

export const SLOT_MINUTES = 30;
/** Spec §9: the time picker's alternate step. */
export const ALTERNATE_SLOT_MINUTES = 15;
export const DEFAULT_FROM_HOUR = '06:00';
export const DEFAULT_END_HOUR = '23:30';

/** 0 = Sunday … 6 = Saturday, as profiles.business_hours keeps them. */
export const WEEKDAYS = [
  { day: 0, label: 'Sunday', short: 'Sun' },
  { day: 1, label: 'Monday', short: 'Mon' },
  { day: 2, label: 'Tuesday', short: 'Tue' },
  { day: 3, label: 'Wednesday', short: 'Wed' },
  { day: 4, label: 'Thursday', short: 'Thu' },
  { day: 5, label: 'Friday', short: 'Fri' },
  { day: 6, label: 'Saturday', short: 'Sat' },
] as const;

export interface WeeklyBusinessHours {
  businessDays: number[];
  fromHour: string;
  endHour: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:mm" of a minute of the day. */
export const slotLabel = (minuteOfDay: number) =>
  `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;

/** The slots of a day in steps of `step` minutes, from "00:00". */
export const timeSlots = (step: number): readonly string[] =>
  Array.from({ length: (24 * 60) / step }, (_, i) => slotLabel(i * step));

/** The 48 half-hour slots of a day: "00:00", "00:30" … "23:30". */
export const TIME_SLOTS: readonly string[] = timeSlots(SLOT_MINUTES);
/** The 96 alternate quarter-hour slots: "00:00", "00:15" … "23:45". */
export const QUARTER_TIME_SLOTS: readonly string[] = timeSlots(ALTERNATE_SLOT_MINUTES);

/** A time the picker offers in either step (so exactly one of the quarter-hour slots). */
export const isTimeSlot = (value: string) => QUARTER_TIME_SLOTS.includes(value);

/** Minutes after midnight of a slot, or null when it is not one. */
export function slotMinutes(value: string): number | null {
  const i = QUARTER_TIME_SLOTS.indexOf(value);
  return i < 0 ? null : i * ALTERNATE_SLOT_MINUTES;
}

/**
 * The times a picker lists: the half hours, or every quarter hour on the alternate step. A
 * chosen quarter-hour time stays listed on the half-hour step, so switching never hides it.
 */
export function pickerTimes(alternate: boolean, chosen: readonly string[]): string[] {
  return QUARTER_TIME_SLOTS.filter(
    (t) => alternate || TIME_SLOTS.includes(t) || chosen.includes(t),
  );
}

/** True when a time is on the alternate step only (e.g. "06:15"), not a half hour. */
export const isQuarterOnly = (value: string) => isTimeSlot(value) && !TIME_SLOTS.includes(value);

/** Monday to Friday, 06:00–23:30: what the picker starts with. */
export const DEFAULT_BUSINESS_HOURS: Readonly<WeeklyBusinessHours> = {
  businessDays: [1, 2, 3, 4, 5],
  fromHour: DEFAULT_FROM_HOUR,
  endHour: DEFAULT_END_HOUR,
};

/** Null when the hours are valid, else the spec's message. */
export function businessHoursProblem(hours: WeeklyBusinessHours | null | undefined): string | null {
  if (!hours) return WRONG_BUSINESS_HOURS;
  const days = hours.businessDays;
  if (days.length === 0) return WRONG_BUSINESS_HOURS;
  if (days.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) return WRONG_BUSINESS_HOURS;
  if (new Set(days).size !== days.length) return WRONG_BUSINESS_HOURS;
  const from = slotMinutes(hours.fromHour);
  const end = slotMinutes(hours.endHour);
  if (from === null || end === null || from >= end) return WRONG_BUSINESS_HOURS;
  return null;
}

export const isValidBusinessHours = (hours: WeeklyBusinessHours | null | undefined) =>
  businessHoursProblem(hours) === null;

/** Days sorted and without repeats (how they are stored). */
export const normalizeBusinessDays = (days: readonly number[]) =>
  [...new Set(days)].sort((a, b) => a - b);
