// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { VocabularyScreen } from './vocabulary-screen';

const BASE = '/web_portal_administration/portal_document_types';
const unlocked = { disabled: false };
const locked = { disabled: true };
const properties = (over: Record<string, { disabled: boolean }> = {}) => ({
  code: unlocked,
  labelSQ: unlocked,
  labelEN: unlocked,
  labelSR: unlocked,
  active: unlocked,
  groupCode: unlocked,
  required: unlocked,
  ...over,
});
/** The authority's receipt (its code and group locked by the server) and a filers' type. */
const RECEIPT = {
  id: 7,
  code: 'RECEIPT',
  labelSQ: 'Vërtetim pranimi',
  labelEN: 'Receipt',
  labelSR: 'Potvrda o prijemu',
  active: true,
  groupCode: 'AUTHORITY',
  required: false,
  fieldProperties: properties({ code: locked, groupCode: locked }),
};
const ANNEX = {
  ...RECEIPT,
  id: 8,
  code: 'GEN_ANNEX',
  labelEN: 'Annex',
  groupCode: 'COMPLAINT_GENERAL',
  fieldProperties: properties(),
};

function answer(path: string) {
  if (path === '/portal_document_types/paged') return { content: [RECEIPT, ANNEX], totalElements: 2 };
  if (path === '/portal_document_types/7') return RECEIPT;
  if (path === '/portal_document_types/8') return ANNEX;
  if (path === '/portal_document_types/new') {
    return { ...ANNEX, id: null, code: '', groupCode: null, fieldProperties: properties() };
  }
  return { _error: 'not_found' };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const body = answer(url.pathname.replace(/^\/data\/rest/, ''));
      const status = '_error' in body ? 404 : 200;
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = (route: string) =>
  renderUi(
    <Routes>
      <Route path={`${BASE}/:id?`} element={<VocabularyScreen type="portal_document_types" />} />
    </Routes>,
    { route },
  );

/** The group options the edit dialog's select offers. */
async function groupOptions() {
  const user = userEvent.setup();
  const dialog = await screen.findByTestId('edit-form');
  await user.click(within(within(dialog).getByTestId('edit-field-groupCode')).getByRole('combobox'));
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
}

describe('the document types screen', () => {
  it('offers no delete of the authority’s own types', async () => {
    open(BASE);
    expect(await screen.findByText('RECEIPT')).toBeVisible();
    expect(screen.queryByTestId('row-delete-7')).not.toBeInTheDocument();
    expect(screen.getByTestId('row-delete-8')).toBeVisible();
  });

  it('locks the code and group of an authority type, saying why; its labels stay editable', async () => {
    open(`${BASE}/7`);
    const dialog = await screen.findByTestId('edit-form');
    expect(await within(dialog).findByDisplayValue('RECEIPT')).toBeDisabled();
    expect(within(dialog).getByDisplayValue('Receipt')).toBeEnabled();
    expect(within(within(dialog).getByTestId('edit-field-groupCode')).getByRole('combobox')).toBeDisabled();
    expect(
      within(dialog).getAllByText('The customs office issues documents of this type itself: its code and group stay.'),
    ).toHaveLength(2);
  });

  it('does not offer the authority’s group to another type', async () => {
    open(`${BASE}/8`);
    expect(await within(await screen.findByTestId('edit-form')).findByDisplayValue('GEN_ANNEX')).toBeEnabled();
    const offered = await groupOptions();
    expect(offered).toContain('General cases and complaints');
    expect(offered).not.toContain('Issued by the customs office');
  });

  it('does not offer it to a new type, even from the list’s filter', async () => {
    open(`${BASE}/new?filter%5BgroupCode%5D=AUTHORITY`);
    const offered = await groupOptions();
    expect(offered).toContain('Licence');
    expect(offered).not.toContain('Issued by the customs office');
  });
});
