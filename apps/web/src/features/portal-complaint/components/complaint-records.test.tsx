// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { portalCase } from '@/test/portal-cases';
import { ComplaintRecords } from './complaint-records';

const labels = (en: string) => ({ labelSQ: en, labelEN: en, labelSR: en });
const OFFICE = { id: 2, code: '1021', ...labels('Merdare border crossing') };
const declaration = (id: number, declarationNumber: string) => ({
  id,
  complaintCase: { id: 40 },
  declarationNumber,
  declarationOffice: '1021',
  declarationYear: 2024,
  office: OFFICE,
});

let declarations = [declaration(1, 'C100')];
let canAdd = true;
let calls: Array<{ method: string; path: string; body: unknown }> = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  declarations = [declaration(1, 'C100')];
  canAdd = true;
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
      if (path === '/office_locations/active') return json([{ ...OFFICE, active: true }]);
      if (path === '/portal_decision_types/active') return json([]);
      if (path === '/customs_declarations/by_complaint_case_id/40') return json(declarations);
      if (path === '/complaint_cases/check_if_customs_declaration_can_be_added') return json(canAdd);
      if (path === '/customs_declarations/add_customs_declaration_to_complaint_case') {
        const added = declaration(declarations.length + 1, (body as { declarationNumber: string }).declarationNumber);
        declarations = [...declarations, added];
        return json(added);
      }
      if (path === '/complaint_cases/check_decision_number') return json({ decisionType: null });
      if (path === '/decisions/by_complaint_case_id/41') {
        return json({
          id: 3,
          complaintCase: { id: 41 },
          decisionNumber: 'DV-2025-00058',
          decisionType: { id: 9, code: 'DEC_PENALTY', ...labels('Penalty decision') },
          registered: true,
        });
      }
      return new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const complaint = (id: number, customsDeclarationDecision: boolean) =>
  portalCase(id, 'DRAFT', { caseType: 'COMPLAINT', customsDeclarationDecision });
const rows = () =>
  within(screen.getByTestId('declarations-table'))
    .queryAllByRole('row')
    .slice(1)
    .filter((row) => !row.classList.contains('ant-table-placeholder'));

describe('ComplaintRecords', () => {
  it('adds a declaration to the case only after the server’s check of that case answers true', async () => {
    const user = userEvent.setup();
    renderUi(<ComplaintRecords portalCase={complaint(40, true)} editable />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    // The only declaration cannot be removed.
    expect(screen.getByRole('button', { name: 'Remove declaration C100' })).toBeDisabled();

    await user.type(screen.getByTestId('declaration-number'), '200');
    await user.click(within(screen.getByTestId('declaration-office')).getByRole('combobox'));
    const options = await screen.findAllByTitle('1021 · Merdare border crossing');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    canAdd = false;
    await user.click(screen.getByTestId('declaration-add'));
    expect(await screen.findByTestId('declaration-refused')).toHaveTextContent('Input is not valid.');
    expect(calls.filter((c) => c.path.endsWith('add_customs_declaration_to_complaint_case'))).toHaveLength(0);

    canAdd = true;
    await user.click(screen.getByTestId('declaration-add'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const check = calls.filter((c) => c.path === '/complaint_cases/check_if_customs_declaration_can_be_added');
    expect(check[check.length - 1].body).toMatchObject({ complaintCase: { id: 40 }, declarationNumber: '200' });
    expect(calls.find((c) => c.path.endsWith('add_customs_declaration_to_complaint_case'))?.body).toEqual({
      complaintCase: { id: 40 },
      declarationNumber: '200',
      declarationOffice: '1021',
      declarationYear: new Date().getFullYear(),
    });
    expect(screen.getByRole('button', { name: 'Remove declaration C100' })).toBeEnabled();
  });

  it('shows the declarations read-only when the case is not editable', async () => {
    renderUi(<ComplaintRecords portalCase={complaint(40, true)} editable={false} />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId('declaration-entry')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove declaration/ })).toBeNull();
  });

  it('shows the decision read-only, or in a form with its registered type locked', async () => {
    const { unmount } = renderUi(<ComplaintRecords portalCase={complaint(41, false)} editable={false} />);
    const view = await screen.findByTestId('complaint-decision');
    expect(within(view).getByText('DV-2025-00058')).toBeVisible();
    expect(within(view).getByText('Penalty decision')).toBeVisible();
    unmount();

    renderUi(<ComplaintRecords portalCase={complaint(41, false)} editable />);
    expect(await screen.findByTestId('decision-number')).toHaveValue('DV-2025-00058');
    expect(screen.getByTestId('decision-registered')).toBeVisible();
    expect(screen.getByTestId('decision-type')).toHaveClass('ant-select-disabled');
  });

  it('looks a number up among the decisions addressed to the complaint’s party', async () => {
    const user = userEvent.setup();
    renderUi(<ComplaintRecords portalCase={complaint(41, false)} editable />);
    const number = await screen.findByTestId('decision-number');
    await user.clear(number);
    await user.type(number, 'DV-2025-00123');
    await user.tab();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/complaint_cases/check_decision_number').map((c) => c.body)).toEqual([
        { complaintCase: { id: 41 }, decisionNumber: 'DV-2025-00123' },
      ]),
    );
    expect(
      await screen.findByText('No decision of the customs office with this number is addressed to this party.'),
    ).toBeVisible();
  });
});
