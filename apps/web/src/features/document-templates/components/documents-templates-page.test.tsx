// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { DocumentsTemplatesPage } from './documents-templates-page';

const record = (
  id: number,
  code: string,
  template: { attachmentId: number; fileName: string; size: number } | null,
) => ({
  id,
  code,
  labelSQ: `${code} sq`,
  labelEN: `${code} en`,
  labelSR: `${code} sr`,
  active: true,
  description: null,
  template,
});

/** Answers of the page's calls: the types' active lists and the groups' templates. */
let authorizationTypes: unknown[] = [];
let failing = false;
function answer(input: RequestInfo | URL): Response {
  const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.pathname.endsWith('/portal_authorization_types/active')) {
    return failing ? json({ _error: 'internal_error' }, 500) : json(authorizationTypes);
  }
  if (url.pathname.endsWith('/portal_goods_types/active')) return json([record(5, 'TEXTILES', null)]);
  if (url.pathname.endsWith('/document_template_vocabulary/by_group')) return json([]);
  return json({ _error: 'not_found' }, 404);
}

beforeEach(() => {
  failing = false;
  authorizationTypes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => Promise.resolve(answer(input))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentsTemplatesPage', () => {
  it("lists the authorization types' templates with their downloads, types without a file left out", async () => {
    authorizationTypes = [
      record(1, 'CUSTOMS_WAREHOUSE', { attachmentId: 40, fileName: 'warehouse.pdf', size: 2048 }),
      record(2, 'END_USE', null),
    ];
    renderUi(<DocumentsTemplatesPage />, { route: '/web_portal/documents_templates_page' });
    const table = await screen.findByTestId('type-templates-portal_authorization_types');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const link = within(table).getByTestId('type-template-download-CUSTOMS_WAREHOUSE');
    expect(link.getAttribute('href')).toMatch(/\/get_authorization_type_template\/1$/);
    expect(link.getAttribute('download')).toBe('warehouse.pdf');
    expect(screen.queryByTestId('type-template-row-END_USE')).toBeNull();
    // The group's own templates follow, with their empty state.
    expect(await screen.findByTestId('templates-empty-AUTHORIZATION_TYPE')).toBeVisible();
  });

  it('says so when no type has a template, and offers a retry when the list fails', async () => {
    renderUi(<DocumentsTemplatesPage />, { route: '/web_portal/documents_templates_page?tab=2' });
    expect(await screen.findByTestId('type-templates-empty-portal_goods_types')).toBeVisible();

    failing = true;
    renderUi(<DocumentsTemplatesPage />, { route: '/web_portal/documents_templates_page' });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
  });
});
