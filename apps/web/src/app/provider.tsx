import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { usePrefersReducedMotion } from '@/shared/lib/use-reduced-motion';
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
  const reducedMotion = usePrefersReducedMotion();
  // Less motion is Ant Design's own switch: its dialogs, menus and drop-downs then open without animating, and
  // a drop-down is placed at once (a stylesheet that only shortens animations left drop-downs unplaced).
  const theme = useMemo<ThemeConfig>(
    () => (reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={locale}>
        <Toasts />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
