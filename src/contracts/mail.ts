import { z } from 'zod';
import { text } from '#contracts/strings';

// The dev mailbox (/dev/mail), available only outside production.

export const devMailSummarySchema = z.object({
  id: z.uuid(),
  to: text(),
  subject: text(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DevMailSummary = z.infer<typeof devMailSummarySchema>;

export const devMailListResponseSchema = z.object({ messages: z.array(devMailSummarySchema) });
export type DevMailListResponse = z.infer<typeof devMailListResponseSchema>;

export const devMailMessageSchema = devMailSummarySchema.extend({
  text: text(),
  html: text().nullable(),
});
export type DevMailMessage = z.infer<typeof devMailMessageSchema>;

export const devMailParamsSchema = z.object({ id: z.uuid() });
