import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n/i18n';
import { currentLanguage } from '@/shared/i18n/language';
import { loadBusinessTimeZone } from '@/shared/lib/business-zone';
import { AppErrorBoundary } from './error-boundary';
import { loadLocale } from './locale';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';
import './styles.css';
import './accessibility.css';
import './print.css';

async function start() {
  document.documentElement.lang = currentLanguage;
  // Translations, the component locale and the business time zone arrive before the first render:
  // no flash of keys, and no time shown in the browser's zone.
  const [locale] = await Promise.all([loadLocale(currentLanguage), initI18n(currentLanguage), loadBusinessTimeZone()]);
  const queryClient = createQueryClient();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient} locale={locale}>
        <AppErrorBoundary>
          <AppRouter />
        </AppErrorBoundary>
      </AppProvider>
    </StrictMode>,
  );
}

void start();
