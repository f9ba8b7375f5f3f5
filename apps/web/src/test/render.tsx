import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';

/** Ant Design without animations, so what a test finds is shown at once (the test DOM runs no CSS transitions). */
export function Antd({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>;
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
