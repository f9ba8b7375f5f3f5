// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { ListScreen } from './list-screen';
import type { ListColumn, ListFilter } from './types';

type Bank = { id: number; code: string; name: string };

const BANKS: Bank[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  code: `B${String(i + 1).padStart(2, '0')}`,
  name: `Bank ${i + 1}`,
}));

const columns: ListColumn<Bank>[] = [
  { field: 'code', title: ['bank.code', 'Code'], sortable: true },
  { field: 'name', title: ['bank.name', 'Name'] },
];
const filters: ListFilter[] = [{ name: 'code', label: ['bank.code', 'Code'], kind: 'text' }];

/** The `GET /banks/paged` answers: a page of BANKS filtered by `filter[code]`, or a failure when told. */
let failing = false;
const requests: URLSearchParams[] = [];
function answer(input: RequestInfo | URL): Response {
  const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
  requests.push(url.searchParams);
  if (failing) return new Response(JSON.stringify({ _error: 'internal_error' }), { status: 500 });
  const page = Number(url.searchParams.get('page'));
  const count = Number(url.searchParams.get('count'));
  const code = url.searchParams.get('filter[code]');
  const rows = BANKS.filter((b) => !code || b.code.includes(code));
  const body = { content: rows.slice((page - 1) * count, page * count), totalElements: rows.length };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const lastRequest = () => requests[requests.length - 1];
const rows = () => within(screen.getByTestId('list-table')).getAllByRole('row').slice(1);

beforeEach(() => {
  failing = false;
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(input)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const list = (route = '/admin/banks') =>
  renderUi(<ListScreen<Bank> resource="banks" title="Banks" columns={columns} filters={filters} />, { route });

describe('ListScreen', () => {
  it('shows the first page of 10 rows sorted by id, and the total', async () => {
    list();
    expect(await screen.findByText('B01')).toBeVisible();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('Total: 23')).toBeVisible();
    expect(lastRequest().get('page')).toBe('1');
    expect(lastRequest().get('count')).toBe('10');
    expect(lastRequest().get('sort')).toBe('id,asc');
  });

  it('goes to the next page on the server', async () => {
    list();
    await screen.findByText('B01');
    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('B21')).toBeVisible();
    expect(screen.queryByText('B01')).toBeNull();
    expect(rows()).toHaveLength(3);
    expect(lastRequest().get('page')).toBe('3');
  });

  it('opens the page the address names', async () => {
    list('/admin/banks?page=2&count=20');
    expect(await screen.findByText('B21')).toBeVisible();
    expect(rows()).toHaveLength(3);
  });

  it('sorts on the server by the column clicked', async () => {
    list();
    await screen.findByText('B01');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Code/ })).getByText('Code'));
    await waitFor(() => expect(lastRequest().get('sort')).toBe('code,asc'));
  });

  it('filters from page 1 and says when nothing matches, with a way back', async () => {
    list('/admin/banks?page=2');
    await screen.findByText('B11');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('list-filter-code'), 'B2');
    await user.click(screen.getByTestId('list-search'));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByText('B23')).toBeVisible();
    expect(lastRequest().get('filter[code]')).toBe('B2');
    expect(lastRequest().get('page')).toBe('1');

    await user.clear(screen.getByTestId('list-filter-code'));
    await user.type(screen.getByTestId('list-filter-code'), 'nothing');
    await user.click(screen.getByTestId('list-search'));
    expect(await screen.findByText('No records match the filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('B01')).toBeVisible();
  });

  it('says when the records could not be loaded, and tries again', async () => {
    failing = true;
    list();
    expect(await screen.findByText('The records could not be loaded.')).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByTestId('list-retry'));
    expect(await screen.findByText('B01')).toBeVisible();
  });

  it('sizes the actions column to the most buttons a row of the page shows', async () => {
    const action = (key: string, hidden?: (bank: Bank) => boolean) => ({
      key,
      label: [`bank.${key}`, key] as [string, string],
      icon: <span />,
      onClick: () => undefined,
      hidden,
    });
    renderUi(
      <ListScreen<Bank>
        resource="banks"
        title="Banks"
        columns={columns}
        rowActions={[action('open'), action('never', () => true), action('odd', (bank) => bank.id % 2 === 0)]}
        onEdit={() => undefined}
      />,
      { route: '/admin/banks' },
    );
    await screen.findByText('B01');
    // Open, odd and edit on B01: three buttons of 32 px, 4 px between them, and the padding (not four, as listed).
    expect(screen.getByTestId('row-odd-1')).toBeInTheDocument();
    expect(screen.queryByTestId('row-never-1')).toBeNull();
    const widths = [...screen.getByTestId('list-table').querySelectorAll('col')].map((col) => col.style.width);
    expect(widths).toContain(`${16 + 36 * 3}px`);
    expect(widths).not.toContain(`${16 + 36 * 4}px`);
  });
});
