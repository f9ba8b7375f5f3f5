import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './language';

/**
 * Where a language's texts are: the hashed name the server wrote into index.html (`<meta name="portal-i18n"
 * content="sq.{hash} en.{hash} sr.{hash}">`, kept by the browser for a year and preloaded for the visitor's language),
 * else the plain `/i18n/{lang}.json` (the development server's page has no such line).
 */
export function translationsUrl(language: Language, doc: Document = document): string {
  const names = doc.querySelector('meta[name="portal-i18n"]')?.getAttribute('content') ?? '';
  const hashed = names.split(' ').find((name) => name.startsWith(`${language}.`));
  return hashed ? `/i18n/${hashed}.json` : `/i18n/${language}.json`;
}

/** `/i18n/{lang}….json`, or no texts when it cannot be read (every text then shows its default). */
export async function fetchTranslations(language: Language): Promise<Record<string, string>> {
  try {
    // No headers of its own: the request is the one index.html preloads, answered from that download.
    const response = await fetch(translationsUrl(language));
    if (!response.ok) return {};
    return (await response.json()) as Record<string, string>;
  } catch {
    // Without the file every text falls back to the default written next to its key.
    return {};
  }
}

/**
 * Loads `/i18n/{lang}.json` and starts i18next before the first render. Keys are flat and dotted
 * like the server's message keys (`login.error`, `generic.required`), so no key or namespace separator.
 */
export async function initI18n(language: Language): Promise<void> {
  const translations = await fetchTranslations(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

export { i18next };
