import { lazy, Suspense, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToastHostWanted } from '@/shared/ui/notifications';
import { appTheme } from './theme';

// Ant Design's <App> would give the same themed toasts but also brings Modal and message into
// the first download of every page; the toast host itself loads with the first toast.
const ToastHost = lazy(() => import('@/shared/ui/toast-host'));

function Toasts() {
  const wanted = useToastHostWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

export function AppProvider({
  queryClient,
  locale,
  children,
}: {
  queryClient: QueryClient;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={appTheme} locale={locale}>
        <Toasts />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
