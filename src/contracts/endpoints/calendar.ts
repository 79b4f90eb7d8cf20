import type { calendarQuerySchema, calendarResponseSchema } from '#contracts/calendar';
import { endpoint } from './endpoint';

// The order calendar (decision 055): the chef's scheduled orders, and the buyer's.

export const getBusinessCalendar = endpoint<{
  query: typeof calendarQuerySchema;
  response: typeof calendarResponseSchema;
}>('GET', '/business/calendar');

export const getOrderCalendar = endpoint<{
  query: typeof calendarQuerySchema;
  response: typeof calendarResponseSchema;
}>('GET', '/orders/calendar');
