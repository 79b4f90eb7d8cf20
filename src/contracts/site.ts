import { z } from 'zod';
import { text } from '#contracts/strings';

/** Facts about this installation the web app shows everyone. */
export const siteInfoSchema = z.object({
  version: text(),
  /** Present when the database holds the generated demo data, so the app can say so. */
  demo: z.object({ city: text(), loadedAt: z.iso.datetime() }).nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
