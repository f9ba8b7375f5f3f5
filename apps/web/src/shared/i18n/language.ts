import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import { readCookie, writeCookie } from '@/shared/lib/cookies';

export { LANGUAGES, type Language };

const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, as a language switcher shows it. */
export const LANGUAGE_AUTONYMS: Record<Language, string> = { sq: 'Shqip', en: 'English', sr: 'Srpski' };

/**
 * The interface language: the `lang` cookie, Albanian by default. A live binding: a language switch changes it in
 * place (no reload), and every module reading it reads the new language from then on.
 */
export let currentLanguage: Language = normalizeLanguage(readCookie(LANGUAGE_COOKIE));

/** Loads what a language needs, then calls `commit` (which makes it the current one) just before the re-render. */
type Applier = (language: Language, commit: () => void) => Promise<void>;
let applier: Applier | null = null;

/**
 * The app's way of putting a language in place (its texts, Ant Design's and dayjs's locale, a refetch of what the
 * server words), given once at start.
 */
export function setLanguageApplier(apply: Applier): void {
  applier = apply;
}

/**
 * Keeps the choice in the `lang` cookie and switches the interface in place: the page, what was typed in its forms
 * and a running auction's connection stay (spec §1's reload is replaced, ADR 0087). Without an applier (a test,
 * an early error page) the page reloads as before.
 */
export async function changeLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeDays: 365 });
  if (!applier) {
    window.location.reload();
    return;
  }
  await applier(language, () => {
    currentLanguage = language;
    document.documentElement.lang = language;
  });
}
