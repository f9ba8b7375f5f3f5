import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/shared/i18n/i18n';
import { currentLanguage } from '@/shared/i18n/language';
import { AppErrorBoundary } from './error-boundary';
import { loadLocale } from './locale';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';
import './styles.css';

async function start() {
  document.documentElement.lang = currentLanguage;
  // Translations and the component locale arrive before the first render: no flash of keys.
  const [locale] = await Promise.all([loadLocale(currentLanguage), initI18n(currentLanguage)]);
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
