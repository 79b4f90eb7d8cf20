import { z } from 'zod';

/** Facts about this installation the web app shows everyone. */
export const siteInfoSchema = z.object({
  version: z.string(),
  /** Present when the database holds the generated demo data, so the app can say so. */
  demo: z.object({ city: z.string(), loadedAt: z.iso.datetime() }).nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
