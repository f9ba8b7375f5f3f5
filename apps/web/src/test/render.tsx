import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';

/**
 * Ant Design without animations, so what a test finds is shown at once (the test DOM runs no CSS transitions), and
 * without its runtime styles (`zeroRuntime`): the test DOM matched every element against thousands of generated rules
 * whenever a style was asked for, most of the component tests' time. Its hiding rules are loaded by setup-dom.ts; how
 * a screen looks is checked in Chromium by the browser tests.
 */
export function Antd({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>{children}</ConfigProvider>;
}

/** Renders a component as the app would: Ant Design, a fresh query client (no retries) and, if asked, a router. */
export function renderUi(ui: ReactElement, { route, ...options }: RenderOptions & { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapped = (
    <QueryClientProvider client={queryClient}>
      <Antd>{route === undefined ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>}</Antd>
    </QueryClientProvider>
  );
  return { queryClient, ...render(wrapped, options) };
}
