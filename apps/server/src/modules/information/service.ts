import { LANGUAGES, type Language } from '@portal/contracts';
import { HELP_TABS, helpTabUrl, informationContentUrls, type HelpContent } from '@portal/contracts/information';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { renderMarkdown } from '../../platform/html/markdown';
import { fillEmptyPageContent, pageContents } from '../navigation';
import { defaultInformationContent } from './default-texts';
import { authorityIdentity } from '../settings';
import type { ServiceContext } from '../../platform/http/context';

const CONTENT_URLS = new Set(informationContentUrls());

/** Seeds the default texts into information pages that never had one (every installation). */
export async function seedInformationTexts(db: Db): Promise<void> {
  const address: Record<Language, string> = { sq: '', en: '', sr: '' };
  for (const lang of LANGUAGES) address[lang] = (await authorityIdentity(db, lang)).address.join(', ');
  const { names } = await authorityIdentity(db, 'sq');
  await fillEmptyPageContent(db, defaultInformationContent({ names, address }));
}

/** One information page (`/user_info/terms_en` …) as safe HTML; unknown urls are 404. */
export async function informationHtml({ db }: ServiceContext, url: string): Promise<{ url: string; html: string }> {
  if (!CONTENT_URLS.has(url)) throw notFound();
  const contents = await pageContents(db, [url]);
  return { url, html: renderMarkdown(contents.get(url)) };
}

/** The six help tabs of a language, in order, as safe HTML. */
export async function helpContent({ db }: ServiceContext, lang: Language): Promise<HelpContent> {
  const contents = await pageContents(
    db,
    HELP_TABS.map((tab) => helpTabUrl(tab, lang)),
  );
  return { tabs: HELP_TABS.map((tab) => ({ tab, html: renderMarkdown(contents.get(helpTabUrl(tab, lang))) })) };
}
