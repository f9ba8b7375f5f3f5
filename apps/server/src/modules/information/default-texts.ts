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

/** The default markdown of every information page and help tab in every language, by page url. */
export function defaultInformationContent(): Array<{ url: string; content: string }> {
  return LANGUAGES.flatMap((lang) => [
    ...INFORMATION_PAGES.map((page) => ({ url: informationPageUrl(page, lang), content: TEXTS[lang][page] })),
    ...HELP_TABS.map((tab) => ({ url: helpTabUrl(tab, lang), content: TEXTS[lang].help[tab] })),
  ]);
}
