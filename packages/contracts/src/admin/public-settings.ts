import { z } from 'zod';

/** `GET /public_settings`: what every visitor's browser needs before its first screen. */
export const publicSettingsSchema = z.object({
  /** The IANA zone every screen and document shows and takes times in (the `business_time_zone` parameter). */
  businessTimeZone: z.string(),
  /** The authority that runs the portal (ADR 0089): what the web names as the issuer. */
  authority: z.object({
    names: z.object({ sq: z.string(), en: z.string(), sr: z.string() }),
    /** The address in each language, a line each. */
    address: z.object({ sq: z.string(), en: z.string(), sr: z.string() }),
    phone: z.string(),
    email: z.string(),
    web: z.string(),
    /** `GET /authority/logo` with the logo's version, or null when none was uploaded. */
    logoUrl: z.string().nullable(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
