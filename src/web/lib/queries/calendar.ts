import { queryOptions } from '@tanstack/react-query';
import { getBusinessCalendar, getOrderCalendar } from '#contracts/endpoints/calendar';
import { weekOf } from '#domain/calendar';
import { call } from '../api';

// The order calendars (decision 055), a week per read: the day view shows one day of its week,
// so moving between days of a week reads nothing new. Keys sit under ['orders', …], so every
// change to an order (its page, the lists, the live events) refreshes the calendars too.

export type CalendarSide = 'seller' | 'buyer';

/** The week holding `date`, or the current week in the calendar's zone when null. */
export const calendarQuery = (side: CalendarSide, date: string | null) => {
  const week = date ? weekOf(date) : null;
  return queryOptions({
    queryKey: ['orders', 'calendar', side, week?.from ?? 'current'] as const,
    queryFn: ({ signal }) =>
      call(side === 'seller' ? getBusinessCalendar : getOrderCalendar, {
        query: week ?? {},
        signal,
      }),
    staleTime: 30_000,
  });
};
