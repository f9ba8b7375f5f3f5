import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './language';

/** `/i18n/{lang}.json`, or no texts when it cannot be read (every text then shows its default). */
export async function fetchTranslations(language: Language): Promise<Record<string, string>> {
  try {
    const response = await fetch(`/i18n/${language}.json`, { headers: { Accept: 'application/json' } });
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
