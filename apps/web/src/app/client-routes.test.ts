import { isValidElement, type ReactNode } from 'react';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from '@/shared/config/client-routes';

/** The `path` of every `<Route>` in an element tree, in order (the index route is the home page). */
function routePaths(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(routePaths);
  if (!isValidElement<{ path?: string; index?: boolean; children?: ReactNode }>(node)) return [];
  const path = node.props.index ? '/' : node.props.path;
  const own = node.type === Route && path ? [path] : [];
  return [...own, ...routePaths(node.props.children)];
}

describe('CLIENT_ROUTES', () => {
  let table: string[] = [];
  beforeAll(async () => {
    // The router's modules read the session cookies when loaded; the test runs without a browser.
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('window', { location: { pathname: '/', search: '', hash: '' } });
    const { AppTree } = await import('./router');
    const { default: AppRoutes } = await import('./app-routes');
    table = [...routePaths(AppTree()), ...routePaths(AppRoutes())].filter((path) => path !== '*');
  });

  it('is exactly the route table of the router (sign-in pages) and of app-routes (everything else)', () => {
    expect([...CLIENT_ROUTES].sort()).toEqual([...table].sort());
  });

  it('tells the paths the client routes from those that fall back to the home page', () => {
    expect(isClientRoute('/admin/auth/users')).toBe(true);
    expect(isClientRoute('/admin/auth/users/12')).toBe(true);
    expect(isClientRoute('/admin/vocabularies/banks')).toBe(true);
    expect(isClientRoute('/user_info/faq_sq')).toBe(true);
    expect(isClientRoute('/web_portal/web_portal_home_page')).toBe(true);
    expect(isClientRoute('/web_portal/web_portal_home_page/edit_general_case/12')).toBe(true);
    expect(isClientRoute('/web_portal/web_portal_home_page/create_bti_case')).toBe(true);
    expect(isClientRoute('/web_portal/web_portal_home_page/view_bti_case/7')).toBe(true);
    expect(isClientRoute('/web_portal/bti_search')).toBe(true);
    expect(isClientRoute('/web_portal/web_portal_home_page/create_unknown_case')).toBe(false);
    expect(isClientRoute('/web_portal_administration/office_locations')).toBe(true);
    expect(isClientRoute('/web_portal_administration/document_templates_and_groups/3')).toBe(true);
    expect(isClientRoute('/web_portal_administration')).toBe(false);
  });
});
