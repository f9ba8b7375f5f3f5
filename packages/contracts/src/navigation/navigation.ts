import { z } from 'zod';

/** The systems a user switches between; a page belongs to one of them or to ALL. */
export const SYSTEMS = ['GENERAL', 'AUCTION', 'COUNTER'] as const;
export const systemSchema = z.enum(SYSTEMS);
export type System = z.infer<typeof systemSchema>;
export const pageSystemSchema = z.enum([...SYSTEMS, 'ALL']);
export type PageSystem = z.infer<typeof pageSystemSchema>;
export const DEFAULT_SYSTEM: System = 'GENERAL';

export const pageGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  icon: z.string().nullable(),
  weight: z.number().int(),
  system: pageSystemSchema,
  /** Labels per language for groups built from vocabularies (product categories). */
  labels: z.object({ sq: z.string(), en: z.string(), sr: z.string() }).optional(),
});
export type PageGroup = z.infer<typeof pageGroupSchema>;

export const pageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  system: pageSystemSchema,
  hidden: z.boolean(),
  name: z.string(),
  label: z.string(),
  weight: z.number().int(),
  icon: z.string().nullable(),
  group: z.object({ id: z.number().int() }).nullable(),
  labels: z.object({ sq: z.string(), en: z.string(), sr: z.string() }).optional(),
});
export type Page = z.infer<typeof pageSchema>;

export const navigationSchema = z.object({
  pages: z.array(pageSchema),
  pageGroups: z.array(pageGroupSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

/** Whether `system` shows a page of `pageSystem` in the menu; `ALL` asks for the menus of every system at once. */
export function pageBelongsToSystem(pageSystem: PageSystem, system: PageSystem): boolean {
  return system === 'ALL' || pageSystem === 'ALL' || pageSystem === system;
}

/** `GET pages/navigation?system=`: a system, or ALL for every system's menu in one answer (spec §1). */
export const navigationSystemSchema = pageSystemSchema;

/**
 * The spec's access rule: a path is allowed when it starts with the url of one of the user's
 * pages. Matching stops at segment boundaries so `/admin/auth/users` does not grant
 * `/admin/auth/users_export`.
 */
export function pathGrantedByPages(path: string, pageUrls: readonly string[]): boolean {
  if (path === '/') return true;
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return pageUrls.some((url) => {
    const u = url.replace(/\/+$/, '');
    return u !== '' && (clean === u || clean.startsWith(`${u}/`));
  });
}
