// A chef's "Cooking Now" status (spec §2 profile cookingStatus, issue 14 point 6; decision 047).
// The chef turns it on and off; it may be on only while the chef is open (the business-hours
// rule of order-time.ts, read in the chef's time zone), so it ends by itself with the hours.

import { isOpenAt, type WeeklyHours } from './order-time';

export const cookingStatusMessages = {
  notApproved: 'Your business must be approved before you can show that you are cooking.',
  outOfHours: 'You can turn cooking on only during your business hours.',
  turnedOn: 'Buyers now see that you are cooking.',
  turnedOff: 'Buyers no longer see you as cooking.',
} as const;

/** Whether cooking may be on at `at`: inside the chef's business hours. */
export const mayBeCookingAt = (at: Date, hours: WeeklyHours | null, timeZone: string) =>
  isOpenAt(at, hours, timeZone);
