import { z } from 'zod';
import { text } from '#contracts/strings';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    reachable: z.boolean(),
    /** Every migration of this release is applied. */
    migrated: z.boolean(),
    kind: z.enum(['pglite', 'postgres']),
  }),
  version: text(),
  time: z.iso.datetime(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
