import { LANGUAGES, type Language } from '@portal/contracts';
import {
  HELP_TABS,
  INFORMATION_PAGES,
  helpTabUrl,
  informationPageUrl,
  type HelpTab,
  type InformationPage,
} from '@portal/contracts/information';
import { TEXTS_EN } from './default-texts-en';
import { TEXTS_SQ } from './default-texts-sq';
import { TEXTS_SR } from './default-texts-sr';

export type InformationTexts = Record<InformationPage, string> & { help: Record<HelpTab, string> };

const TEXTS: Record<Language, InformationTexts> = { sq: TEXTS_SQ, en: TEXTS_EN, sr: TEXTS_SR };

/** The authority as the default texts name it (ADR 0089): its name and its address (on one line) in each language. */
export type TextsAuthority = { names: Record<Language, string>; address: Record<Language, string> };

/**
 * The default markdown of every information page and help tab in every language, by page url, with `{authority}`
 * and `{address}` filled from the authority's settings (the texts name it only where the name is the subject).
 */
export function defaultInformationContent(authority: TextsAuthority): Array<{ url: string; content: string }> {
  const fill = (text: string, lang: Language) =>
    text
      .replaceAll('{authority}', authority.names[lang])
      .replaceAll('{address}', authority.address[lang] || authority.names[lang]);
  return LANGUAGES.flatMap((lang) => [
    ...INFORMATION_PAGES.map((page) => ({
      url: informationPageUrl(page, lang),
      content: fill(TEXTS[lang][page], lang),
    })),
    ...HELP_TABS.map((tab) => ({ url: helpTabUrl(tab, lang), content: fill(TEXTS[lang].help[tab], lang) })),
  ]);
}
