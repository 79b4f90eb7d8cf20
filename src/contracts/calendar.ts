import { z } from 'zod';
import { text } from '#contracts/strings';
import { calendarMessages, calendarRangeProblem, isPlainDate } from '#domain/calendar';
import { orderStatusSchema } from './orders';

// The order calendar (spec §2 "calendar"; issue 15 point 7, decision 055): a chef's scheduled
// orders in the business portal (GET /business/calendar) and a buyer's on /order/list
// (GET /orders/calendar). A "scheduled" order is one placed for a later time (deliveryAt set);
// orders for "as soon as possible", and rejected or cancelled ones, are not on it.

const plainDate = text().refine(isPlainDate, calendarMessages.badDate);

/**
 * from and to: the first and last day shown ("YYYY-MM-DD", both included, at most 42 days), read
 * in the calendar's time zone. Neither: the current week (Sunday to Saturday).
 */
export const calendarQuerySchema = z
  .object({ from: plainDate.optional(), to: plainDate.optional() })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: calendarMessages.bothOrNeither,
        path: [q.from === undefined ? 'from' : 'to'],
      });
      return;
    }
    if (q.from === undefined || q.to === undefined) return;
    const problem = calendarRangeProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

const hourMinute = text().regex(/^\d{2}:\d{2}$/);

/** A day's business hours in the chef's zone; the chef's calendar only. */
export const calendarDayHoursSchema = z.discriminatedUnion('closed', [
  z.object({ closed: z.literal(true) }),
  z.object({
    closed: z.literal(false),
    opens: hourMinute,
    closes: hourMinute,
    /** Closes after midnight, on the next day. */
    overnight: z.boolean(),
  }),
]);
export type CalendarDayHours = z.infer<typeof calendarDayHoursSchema>;

export const calendarOrderSchema = z.object({
  id: z.uuid(),
  status: orderStatusSchema,
  deliveryMethod: z.enum(['pickup', 'delivery']),
  /** The time the buyer asked for. */
  deliveryAt: z.iso.datetime(),
  /** The chef's zone: the time reads in it. */
  chefTimeZone: text(),
  /** The other party: the buyer (first name) for the chef, the chef for the buyer. */
  counterpart: z.object({ id: z.uuid(), name: text() }),
  foodName: text().nullable(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
});
export type CalendarOrder = z.infer<typeof calendarOrderSchema>;

export const calendarDaySchema = z.object({
  date: text(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  /** The chef's hours that day; null on a buyer's calendar (orders of many chefs). */
  hours: calendarDayHoursSchema.nullable(),
  /** Earliest first. */
  orders: z.array(calendarOrderSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarResponseSchema = z.object({
  /** The zone the days are cut in: the chef's, or the buyer's own. */
  timeZone: text(),
  /** Today in that zone. */
  today: text(),
  from: text(),
  to: text(),
  /** Every day from `from` to `to`, empty ones included. */
  days: z.array(calendarDaySchema),
  /** More orders than one answer carries fell in the range: the busiest days are cut short. */
  truncated: z.boolean(),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** The most orders one calendar answer carries. */
export const CALENDAR_MAX_ORDERS = 1000;
