import { z } from 'zod';
import { text } from '#contracts/strings';

/** POST /dev/jobs/:name — run one of the timed jobs now (outside production, this machine only). */
export const devJobParamsSchema = z.object({ name: text().max(100) });
export const devJobResponseSchema = z.object({
  name: text(),
  /** What the job's run returned (counts, a report), as JSON. */
  result: z.unknown(),
});
