import { z } from 'zod';

/** `GET /public_settings`: what every visitor's browser needs before its first screen. */
export const publicSettingsSchema = z.object({
  /** The IANA zone every screen and document shows and takes times in (the `business_time_zone` parameter). */
  businessTimeZone: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
