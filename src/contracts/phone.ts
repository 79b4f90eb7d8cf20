import { z } from 'zod';
import { text } from '#contracts/strings';

// The dev phone (/dev/phone), available only outside production: the calls and texts the
// local phone provider "made".

export const devPhoneEntrySchema = z.object({
  id: z.uuid(),
  /** voice = the call robot rang the number and read `body` out; sms = a text message. */
  channel: z.enum(['sms', 'voice']),
  /** The number as dialled (E.164), or as given when it could not be called. */
  to: text(),
  body: text(),
  status: z.enum(['queued', 'sent', 'failed']),
  error: text().nullable(),
  orderId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DevPhoneEntry = z.infer<typeof devPhoneEntrySchema>;

export const devPhoneListResponseSchema = z.object({ entries: z.array(devPhoneEntrySchema) });
export type DevPhoneListResponse = z.infer<typeof devPhoneListResponseSchema>;
