// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { BtiPublicSearch } from './bti-public-search';
import { BtiRecord } from './bti-record';

const BTI = {
  id: 3,
  btiCase: { id: 50 },
  goodsDescription: 'Wrist watch',
  commercialName: 'PulseWatch',
  proposedTariffCode: '91021100',
  tariff: null,
  decidedTariffCode: null,
  decidedTariff: null,
  classificationJustification: null,
  reference: null,
  validFrom: null,
  validTo: null,
  images: [],
};
const FOUND = {
  reference: 'BTI-2026-000004',
  tariffCode: '91021100',
  tariff: null,
  proposedTariffCode: '91021100',
  goodsDescription: 'Wrist watch',
  classificationJustification: 'Heading 9102.',
  validFrom: '2026-03-10',
  validTo: '2029-03-09',
};

let calls: Array<{ method: string; path: string; search: string; body: unknown }> = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      const path = url.pathname.replace('/data/rest', '');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, search: url.search, body });
      if (path === '/bti/by_bti_case_id/50') return json(BTI);
      if (path === '/bti/by_bti_case_id/51') {
        return json({
          ...BTI,
          reference: 'BTI-2026-000004',
          decidedTariffCode: '91021100',
          validFrom: '2026-03-10',
          validTo: '2029-03-09',
        });
      }
      if (path === '/bti/edit_bti') {
        const code = (body as { proposedTariffCode: string | null }).proposedTariffCode;
        if (code === '123') return json({ proposedTariffCode: 'portal.bti_tariff_code_format' }, 400);
        return json({ ...BTI, ...(body as object) });
      }
      if (path === '/bti/public_search') return json({ content: [FOUND], totalElements: 1 });
      return json({ _error: 'not_found' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('BtiRecord', () => {
  it('saves the BTI’s fields and shows the server’s refusal beside the code', async () => {
    const user = userEvent.setup();
    renderUi(<BtiRecord caseId={50} editable />);
    const code = await screen.findByTestId('bti-proposed-code');
    await user.clear(code);
    await user.type(code, '123');
    await user.click(screen.getByTestId('bti-save'));
    expect(await screen.findByText('portal.bti_tariff_code_format')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '91021900');
    await user.click(screen.getByTestId('bti-save'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/bti/edit_bti').pop()?.body).toEqual({
        btiCase: { id: 50 },
        goodsDescription: 'Wrist watch',
        commercialName: 'PulseWatch',
        proposedTariffCode: '91021900',
      }),
    );
  });

  it('shows an approved BTI read-only with its reference and validity', async () => {
    renderUi(<BtiRecord caseId={51} editable={false} />);
    const view = await screen.findByTestId('bti-view');
    expect(view).toHaveTextContent('BTI-2026-000004');
    expect(screen.getByTestId('bti-valid-to')).toHaveTextContent('09.03.2029');
    expect(screen.queryByTestId('bti-form')).toBeNull();
  });
});

describe('BtiPublicSearch', () => {
  it('searches only a code of 2 to 8 digits and lists what it finds', async () => {
    const user = userEvent.setup();
    renderUi(<BtiPublicSearch />, { route: '/web_portal/bti_search' });
    await user.type(screen.getByTestId('bti-search-code'), '9');
    expect(screen.getByTestId('bti-search-submit')).toBeDisabled();
    await user.type(screen.getByTestId('bti-search-code'), '102');
    await user.click(screen.getByTestId('bti-search-submit'));
    const table = await screen.findByTestId('bti-search-results');
    expect(await within(table).findByText('BTI-2026-000004')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/bti/public_search')?.search).toContain('code=9102');
    // Reference, both codes, goods, justification and validity: no column for the commercial name, which is
    // confidential (it identifies the holder).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Reference',
      'Decided tariff code',
      'Proposed tariff code',
      'Description of the goods',
      'Classification justification',
      'Valid from',
      'Valid until',
    ]);
    // Days in the portal's format.
    expect(table).toHaveTextContent('10.03.2026');
  });

  it('searches by keywords alone', async () => {
    const user = userEvent.setup();
    renderUi(<BtiPublicSearch />, { route: '/web_portal/bti_search' });
    expect(screen.getByTestId('bti-search-submit')).toBeDisabled();
    await user.type(screen.getByTestId('bti-search-keywords'), 'wrist watch');
    await user.click(screen.getByTestId('bti-search-submit'));
    const table = await screen.findByTestId('bti-search-results');
    expect(await within(table).findByText('Heading 9102.')).toBeInTheDocument();
    const search = calls.find((c) => c.path === '/bti/public_search')?.search ?? '';
    expect(search).toContain('q=wrist+watch');
    expect(search).not.toContain('code=');
  });
});
