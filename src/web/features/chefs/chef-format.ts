import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { MenuAvailabilityView } from '#contracts/chefs';
import type { ProducerKind } from '#contracts/profiles';

dayjs.extend(customParseFormat);

export const producerKindLabels: Record<ProducerKind, string> = {
  home_chef: 'Home chef',
  restaurant: 'Restaurant',
  farmer: 'Farmer',
  food_truck: 'Food truck',
};

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "HH:mm" (24 h) → "hh:mm a" ("17:30" → "05:30 pm"); unreadable input is shown as given. */
export function formatHour(hhmm: string): string {
  const t = dayjs(hhmm, 'HH:mm', true);
  return t.isValid() ? t.format('hh:mm a') : hhmm;
}

export function formatWeekdays(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 7) return 'Every day';
  return sorted.map((d) => DAY_NAMES[d]).join(', ');
}

/** When a menu can be ordered from, as one sentence. */
export function availabilityText(a: MenuAvailabilityView): string {
  const days = a.weekdays.length > 0 ? formatWeekdays(a.weekdays) : null;
  const hours = a.from && a.to ? `${formatHour(a.from)} – ${formatHour(a.to)}` : null;
  if (!days && !hours) {
    return a.mode === 'business_hours' ? 'During business hours' : 'Hours not set';
  }
  const when = [days, hours].filter(Boolean).join(', ');
  return a.mode === 'business_hours' ? `Business hours: ${when}` : when;
}
