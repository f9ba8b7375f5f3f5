// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/ui/notifications';
import { renderUi } from '@/test/render';
import { DIALOG_WIDTH, EntriesPanel } from './entries-panel';

const right = (itemNumber: number, rightNumber: string) => ({
  id: itemNumber * 10,
  iprCase: { id: 7 },
  itemNumber,
  rightType: 'TRADEMARK',
  rightNumber,
  description: null,
  validUntil: null,
});
let calls: Array<{ method: string; path: string; body: unknown }> = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname.replace(
        '/data/rest',
        '',
      );
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      if (path === '/ipr_rights/by_ipr_case_id/7') return json([right(1, 'TM-1'), right(2, 'TM-2')]);
      if (path === '/ipr_rights/save_rights') return json(right(2, 'TM-2b'));
      return json({});
    }),
  );
});

describe('IPR entries panel', () => {
  it('refuses to edit with no row selected (portal.error) and edits the selected row at its position', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    renderUi(<EntriesPanel list="rights" caseId={7} editable />);
    expect(await screen.findByText('TM-2')).toBeTruthy();
    await user.click(screen.getByTestId('ipr-rights-edit'));
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ description: 'Select a valid row.' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Select entry 2' }));
    await user.click(screen.getByTestId('ipr-rights-edit'));
    const dialog = await screen.findByRole('dialog');
    const number = within(dialog).getByTestId('ipr-right-number');
    await user.clear(number);
    await user.type(number, 'TM-2b');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/ipr_rights/save_rights')).toBe(true));
    expect(calls.find((c) => c.path === '/ipr_rights/save_rights')!.body).toMatchObject({
      iprCase: { id: 7 },
      itemNumber: 2,
      rightNumber: 'TM-2b',
      rightType: 'TRADEMARK',
    });
  });

  it('uses the small dialog for rights and the large one for goods', () => {
    expect(DIALOG_WIDTH.rights).toBeLessThan(DIALOG_WIDTH.goods);
  });
});
