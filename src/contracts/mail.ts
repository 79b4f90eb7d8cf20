import { z } from 'zod';

// The dev mailbox (/dev/mail), available only outside production.

export const devMailSummarySchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DevMailSummary = z.infer<typeof devMailSummarySchema>;

export const devMailListResponseSchema = z.object({ messages: z.array(devMailSummarySchema) });
export type DevMailListResponse = z.infer<typeof devMailListResponseSchema>;

export const devMailMessageSchema = devMailSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type DevMailMessage = z.infer<typeof devMailMessageSchema>;

export const devMailParamsSchema = z.object({ id: z.uuid() });
