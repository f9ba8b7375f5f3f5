import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HOME_SCREEN_PATH, translationFileStem, type TranslationPart } from '@portal/contracts/home-screen-texts';
import type { Language } from './language';

/**
 * Where a language's texts are: the hashed name the server wrote into index.html (`<meta name="portal-i18n"
 * content="sq.{hash} … sq-home.{hash} …">`, kept by the browser for a year and preloaded for the visitor's language),
 * else the plain `/i18n/{lang}.json` or `/i18n/{lang}-home.json` (the development server's page has no such line).
 */
export function translationsUrl(language: Language, part: TranslationPart = 'all', doc: Document = document): string {
  const file = translationFileStem(language, part);
  return `/i18n/${hashedName(file, doc) ?? file}.json`;
}

function hashedName(file: string, doc: Document): string | undefined {
  const names = doc.querySelector('meta[name="portal-i18n"]')?.getAttribute('content') ?? '';
  return names.split(' ').find((name) => name.startsWith(`${file}.`));
}

/** `/i18n/{lang}….json`, or no texts when it cannot be read (every text then shows its default). */
export async function fetchTranslations(
  language: Language,
  part: TranslationPart = 'all',
  init?: RequestInit,
): Promise<Record<string, string>> {
  try {
    // No headers of its own: the request is the one index.html preloads, answered from that download.
    const response = await fetch(translationsUrl(language, part), init);
    if (!response.ok) return {};
    return (await response.json()) as Record<string, string>;
  } catch {
    // Without the file every text falls back to the default written next to its key.
    return {};
  }
}

/** Whether every text of the first language is in (at once unless the app started on the home). */
let complete = false;
/** The language whose home part alone is in, until `completeTexts` adds the rest. */
let restOf: Language | null = null;
let completing: Promise<void> | null = null;

export const textsComplete = (): boolean => complete;

/**
 * Loads the language's texts and starts i18next before the first render. Keys are flat and dotted like the server's
 * message keys (`login.error`, `generic.required`), so no key or namespace separator. Opened on the public home it
 * loads the home part only, and `completeTexts` adds the rest once the home is drawn; any other page loads the whole
 * file here. A component re-renders when texts are added, so a key outside the home part that the home draws from
 * data (a menu entry, a server's message) shows its text once the rest is in.
 */
export async function initI18n(language: Language, path: string = window.location.pathname): Promise<void> {
  // Only where the server named the part: the development server's page serves the static files alone.
  const home = path === HOME_SCREEN_PATH && hashedName(translationFileStem(language, 'home'), document) !== undefined;
  const translations = await fetchTranslations(language, home ? 'home' : 'all');
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  if (home) restOf = language;
  else complete = true;
}

/**
 * Adds the whole file of the first language when the app started on the home part, once (the same promise to every
 * caller): the home asks for it when it is drawn, and a page waits for it before it draws. Asked with a low priority,
 * after the home's own reads.
 */
export function completeTexts(): Promise<void> {
  completing ??= (async () => {
    if (restOf) {
      const texts = await fetchTranslations(restOf, 'all', { priority: 'low' });
      i18next.addResourceBundle(restOf, 'translation', texts, true, true);
    }
    complete = true;
  })();
  return completing;
}

export { i18next };
