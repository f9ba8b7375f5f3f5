import { z } from 'zod';
import { LANGUAGES, type Language } from '../common/languages';

/**
 * The information pages (spec §2 `/user_info/{page}_{lang}`). Each language has its own page row
 * (e.g. `/user_info/terms_en`) whose markdown content administrators edit under Pages.
 */
export const INFORMATION_PAGES = ['contact', 'terms', 'privacy_policy', 'faq'] as const;
export type InformationPage = (typeof INFORMATION_PAGES)[number];

/** The tabs of `/user_info/help`, in order; `?tab=1` is the first (spec §9: tab numbering starts at 1). */
export const HELP_TABS = [
  'register',
  'forgotten_password',
  'forgotten_username',
  'auction',
  'auction_registration',
  'bidding',
] as const;
export type HelpTab = (typeof HELP_TABS)[number];

export const informationPageUrl = (page: InformationPage, lang: Language) => `/user_info/${page}_${lang}`;
/** The page row holding a help tab's text in one language. */
export const helpTabUrl = (tab: HelpTab, lang: Language) => `/user_info/help/${tab}_${lang}`;

/** Every page row with information text: four pages and six help tabs, in each language. */
export function informationContentUrls(): string[] {
  return LANGUAGES.flatMap((lang) => [
    ...INFORMATION_PAGES.map((page) => informationPageUrl(page, lang)),
    ...HELP_TABS.map((tab) => helpTabUrl(tab, lang)),
  ]);
}

/** `/user_info/terms_en` → `{ page: 'terms', lang: 'en' }`; anything else → null. */
export function parseInformationPath(path: string): { page: InformationPage; lang: Language } | null {
  const match = /^\/user_info\/([a-z_]+)_([a-z]{2})\/?$/.exec(path);
  if (!match) return null;
  const page = INFORMATION_PAGES.find((p) => p === match[1]);
  const lang = LANGUAGES.find((l) => l === match[2]);
  return page && lang ? { page, lang } : null;
}

/** Content of an information page, rendered from markdown and sanitised by the server. */
export const informationHtmlSchema = z.object({ url: z.string(), html: z.string() });
export type InformationHtml = z.infer<typeof informationHtmlSchema>;

export const helpContentSchema = z.object({
  tabs: z.array(z.object({ tab: z.enum(HELP_TABS), html: z.string() })),
});
export type HelpContent = z.infer<typeof helpContentSchema>;
