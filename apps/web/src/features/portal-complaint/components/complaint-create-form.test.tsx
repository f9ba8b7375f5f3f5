// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '@/test/antd';
import { renderUi } from '@/test/render';
import { ComplaintCreateForm } from './complaint-create-form';

const labels = (en: string) => ({ labelSQ: en, labelEN: en, labelSR: en });
const OFFICES = [
  { id: 1, code: '1011', ...labels('Prishtina customs office'), active: true },
  { id: 2, code: '1021', ...labels('Merdare border crossing'), active: true },
];
const SUB_TYPES = [{ id: 5, code: 'CMP_VALUATION', ...labels('Customs valuation'), active: true }];
const DECISION_TYPES = [
  { id: 8, code: 'DEC_VALUATION', ...labels('Valuation decision'), active: true },
  { id: 9, code: 'DEC_PENALTY', ...labels('Penalty decision'), active: true },
];

/** What the server answers the declaration check, and the bodies of the calls made. */
let canAdd = true;
let calls: Array<{ path: string; body: unknown }> = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  canAdd = true;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname.replace(
        '/data/rest',
        '',
      );
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ path, body });
      if (path === '/office_locations/active') return json(OFFICES);
      if (path === '/case_sub_types/active') return json(SUB_TYPES);
      if (path === '/portal_decision_types/active') return json(DECISION_TYPES);
      if (path === '/complaint_cases/check_if_customs_declaration_can_be_added') return json(canAdd);
      if (path === '/complaint_cases/check_decision_number') {
        const registered = (body as { decisionNumber: string }).decisionNumber === 'DV-2025-00058';
        return json({ decisionType: registered ? DECISION_TYPES[1] : null });
      }
      // A decision of the customs office addressed to someone else: refused on its number.
      if (
        path === '/complaint_cases/create_decision_complaint_case' &&
        (body as { decision: { decisionNumber: string } }).decision.decisionNumber === 'DV-2025-00998'
      ) {
        return new Response(JSON.stringify({ 'decision.decisionNumber': 'portal.decision_not_found' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (path.startsWith('/complaint_cases/create_')) return json({ id: 77 });
      return new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const callsTo = (path: string) => calls.filter((c) => c.path === path);
const NOT_FOUND_TEXT = 'No decision of the customs office with this number is addressed to this party.';
const CHECK = '/complaint_cases/check_if_customs_declaration_can_be_added';

function renderForm(subject: { aboutIndividualId?: number; aboutCompanyId?: number } = {}) {
  const onCreated = vi.fn();
  renderUi(<ComplaintCreateForm subject={subject} onCreated={onCreated} />);
  return { onCreated, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, text: string) {
  await chooseOption(user, screen.getByTestId(testId), text);
}

async function fillDeclaration(
  user: ReturnType<typeof userEvent.setup>,
  {
    number,
    office = '1021 · Merdare border crossing',
    year = '2024',
  }: { number: string; office?: string; year?: string },
) {
  const entry = screen.getByTestId('declaration-entry');
  await user.clear(within(entry).getByTestId('declaration-number'));
  await user.type(within(entry).getByTestId('declaration-number'), number);
  await choose(user, 'declaration-office', office);
  await user.clear(within(entry).getByTestId('declaration-year'));
  await user.type(within(entry).getByTestId('declaration-year'), year);
}

const tableRows = () =>
  within(screen.getByTestId('declarations-table'))
    .queryAllByRole('row')
    .slice(1)
    .filter((row) => !row.classList.contains('ant-table-placeholder'));

describe('ComplaintCreateForm: adding a customs declaration', () => {
  it('adds a declaration only after the server answers that it may be added, normalised', async () => {
    const { user } = renderForm();
    await fillDeclaration(user, { number: 'c 1234' });
    await user.click(screen.getByTestId('declaration-add'));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(callsTo(CHECK)).toEqual([
      {
        path: CHECK,
        body: { complaintCase: null, declarationNumber: 'C1234', declarationOffice: '1021', declarationYear: 2024 },
      },
    ]);
    expect(within(tableRows()[0]).getByText('C1234')).toBeVisible();
    expect(within(tableRows()[0]).getByText('1021 · Merdare border crossing')).toBeVisible();
    expect(screen.queryByTestId('declaration-refused')).toBeNull();
  });

  it("shows 'input is not valid' and adds nothing when the server answers false", async () => {
    canAdd = false;
    const { user } = renderForm();
    await fillDeclaration(user, { number: '555' });
    await user.click(screen.getByTestId('declaration-add'));
    expect(await screen.findByTestId('declaration-refused')).toHaveTextContent('Input is not valid.');
    expect(callsTo(CHECK)).toHaveLength(1);
    expect(tableRows()).toHaveLength(0);
    expect(screen.getByText('No declarations added yet.')).toBeVisible();
  });

  it('checks the formats before asking the server', async () => {
    const { user } = renderForm();
    await fillDeclaration(user, { number: 'AB12', year: '1999' });
    await user.click(screen.getByTestId('declaration-add'));
    // Ant Design re-renders a field's message as it settles: waited for until it stays.
    await waitFor(() => expect(screen.getByText('portal.declaration_number_format')).toBeVisible());
    await waitFor(() => expect(screen.getByText('portal.declaration_year_range')).toBeVisible());
    expect(callsTo(CHECK)).toHaveLength(0);
  });

  it('refuses the same declaration twice in the list without asking again', async () => {
    const { user } = renderForm();
    await fillDeclaration(user, { number: '777' });
    await user.click(screen.getByTestId('declaration-add'));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await fillDeclaration(user, { number: ' 777' });
    await user.click(screen.getByTestId('declaration-add'));
    expect(await screen.findByTestId('declaration-refused')).toBeVisible();
    expect(callsTo(CHECK)).toHaveLength(1);
    expect(tableRows()).toHaveLength(1);
  });

  it('creates the complaint with its declarations and hands over its id; none is refused before sending', async () => {
    const { user, onCreated } = renderForm();
    await choose(user, 'complaint-sub-type', 'Customs valuation');
    await user.type(screen.getByTestId('complaint-subject'), 'Value of the March import');
    await user.click(screen.getByTestId('complaint-create'));
    expect(await screen.findByTestId('declarations-required')).toBeVisible();
    expect(callsTo('/complaint_cases/create_customs_declaration_complaint_case')).toHaveLength(0);

    await fillDeclaration(user, { number: '4321', office: '1011 · Prishtina customs office', year: '2023' });
    await user.click(screen.getByTestId('declaration-add'));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await user.click(screen.getByTestId('complaint-create'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(77));
    expect(callsTo('/complaint_cases/create_customs_declaration_complaint_case')[0].body).toEqual({
      complaintCase: {
        aboutIndividualId: null,
        aboutCompanyId: null,
        subTypeId: 5,
        subject: 'Value of the March import',
        description: null,
        customsDeclarationDecision: true,
      },
      declarations: [{ declarationNumber: '4321', declarationOffice: '1011', declarationYear: 2023 }],
    });
  });
});

describe('ComplaintCreateForm: the decision', () => {
  it('locks the type a registered number brings, and lets the filer choose one otherwise', async () => {
    const { user } = renderForm();
    await user.click(screen.getByText('A decision'));
    await user.type(screen.getByTestId('decision-number'), 'dv-2025-00058');
    await user.tab();
    expect(await screen.findByTestId('decision-registered')).toBeVisible();
    const type = screen.getByTestId('decision-type');
    await waitFor(() => expect(type).toHaveClass('ant-select-disabled'));
    expect(within(type).getByText('Penalty decision')).toBeVisible();

    await user.clear(screen.getByTestId('decision-number'));
    await user.type(screen.getByTestId('decision-number'), 'KM-77/2025');
    await user.tab();
    await waitFor(() => expect(screen.queryByTestId('decision-registered')).toBeNull());
    expect(screen.getByTestId('decision-type')).not.toHaveClass('ant-select-disabled');
    expect(screen.queryByText(NOT_FOUND_TEXT)).toBeNull();
    // Looked up among the decisions addressed to the complaint's party: here the filer themself.
    expect(callsTo('/complaint_cases/check_decision_number').map((c) => c.body)).toEqual([
      { aboutIndividualId: null, aboutCompanyId: null, decisionNumber: 'DV-2025-00058' },
      { aboutIndividualId: null, aboutCompanyId: null, decisionNumber: 'KM-77/2025' },
    ]);
  });

  it('refuses on the field a number of the customs office the party has no decision of, and the server’s refusal too', async () => {
    const { user, onCreated } = renderForm({ aboutCompanyId: 12 });
    await user.click(screen.getByText('A decision'));
    await choose(user, 'complaint-sub-type', 'Customs valuation');
    await user.type(screen.getByTestId('complaint-subject'), 'Penalty of May');
    await user.type(screen.getByTestId('decision-number'), 'DV-2025-00998');
    await user.tab();
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeVisible();
    expect(callsTo('/complaint_cases/check_decision_number').at(-1)?.body).toEqual({
      aboutIndividualId: null,
      aboutCompanyId: 12,
      decisionNumber: 'DV-2025-00998',
    });
    expect(screen.queryByTestId('decision-registered')).toBeNull();

    await choose(user, 'decision-type', 'Penalty decision');
    await user.click(screen.getByTestId('complaint-create'));
    await waitFor(() => expect(callsTo('/complaint_cases/create_decision_complaint_case')).toHaveLength(1));
    expect(await screen.findByText('portal.decision_not_found')).toBeVisible();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
