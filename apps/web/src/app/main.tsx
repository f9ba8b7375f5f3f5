import { StrictMode, useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { fetchTranslations, i18next, initI18n } from '@/shared/i18n/i18n';
import { currentLanguage, setLanguageApplier } from '@/shared/i18n/language';
import { loadBusinessTimeZone } from '@/shared/lib/business-zone';
import { keepFocusedChoiceInView } from '@/shared/ui/choice-row-scroll';
import { AppErrorBoundary } from './error-boundary';
import { loadLocale } from './locale';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';
import './styles.css';
import './accessibility.css';
import './print.css';

/**
 * The providers, with the component locale as state: a language switch puts the new language's texts, locale and
 * server words in place without reloading the page (ADR 0087).
 */
function Root({ queryClient, initialLocale }: { queryClient: QueryClient; initialLocale: Locale }) {
  const [locale, setLocale] = useState(initialLocale);
  useEffect(() => {
    setLanguageApplier(async (language, commit) => {
      const [next, texts] = await Promise.all([loadLocale(language), fetchTranslations(language)]);
      i18next.addResourceBundle(language, 'translation', texts, true, true);
      commit();
      setLocale(next);
      await i18next.changeLanguage(language);
      // What the server words (menus, vocabularies, messages) is asked again in the new language.
      await queryClient.invalidateQueries();
    });
  }, [queryClient]);
  return (
    <AppProvider queryClient={queryClient} locale={locale}>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
    </AppProvider>
  );
}

async function start() {
  document.documentElement.lang = currentLanguage;
  keepFocusedChoiceInView();
  // Translations, the component locale and the business time zone arrive before the first render:
  // no flash of keys, and no time shown in the browser's zone.
  const [locale] = await Promise.all([loadLocale(currentLanguage), initI18n(currentLanguage), loadBusinessTimeZone()]);
  const queryClient = createQueryClient();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root queryClient={queryClient} initialLocale={locale} />
    </StrictMode>,
  );
}

void start();
