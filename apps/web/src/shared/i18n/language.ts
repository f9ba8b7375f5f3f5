import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import { readCookie, writeCookie } from '@/shared/lib/cookies';

export { LANGUAGES, type Language };

const LANGUAGE_COOKIE = 'lang';
/** Spec §1 and §9: after a language change the page reloads this much later. */
export const LANGUAGE_RELOAD_DELAY_MS = 500;

/** Each language's name in itself, as a language switcher shows it. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = { sq: 'Shqip', en: 'English', sr: 'Srpski' };

/** The interface language: the `lang` cookie, Albanian by default. Fixed for the life of the page. */
export const currentLanguage: Language = normalizeLanguage(readCookie(LANGUAGE_COOKIE));

/** Keeps the choice in the `lang` cookie and reloads the page after the spec's delay. */
export function changeLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeDays: 365 });
  window.setTimeout(() => window.location.reload(), LANGUAGE_RELOAD_DELAY_MS);
}
