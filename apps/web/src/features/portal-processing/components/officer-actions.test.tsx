// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { portalCase } from '@/test/portal-cases';
import { renderUi } from '@/test/render';
import { notify } from '@/shared/ui/notifications';
import { OfficerActions } from './officer-actions';

const labels = (en: string) => ({ labelSQ: en, labelEN: en, labelSR: en });
const DECISION_TYPES = [{ id: 9, code: 'DEC_REFUND', ...labels('Refund decision'), active: true }];

const base: PortalCase = portalCase(41, 'IN_PROCESS', {
  assignedOfficer: { id: 7, username: 'officer' },
  dueAt: '2026-04-01T21:59:59.999Z',
  allowedActions: ['return', 'approve', 'reject', 'integrate'],
});

let calls: Array<{ path: string; body: unknown }> = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
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
      if (path === '/portal_decision_types/active') return json(DECISION_TYPES);
      if (path === '/general_cases/integrate') return json({ protocolNumber: 'P' }, 400);
      if (path === '/portal_cases/intent_to_reject' && (body as { reasons: string }).reasons === 'Too short')
        return json({ reasons: 'R' }, 400);
      if (path === '/portal_cases/intent_to_reject')
        return json({
          ...base,
          caseStatus: 'HEARING',
          hearing: {
            reasons: 'Not heading 0901.',
            sentAt: '2026-03-02T10:00:00.000Z',
            answerDueAt: '2026-04-01T21:59:59.999Z',
            answeredAt: null,
          },
        });
      if (path.startsWith('/portal_cases/')) return json(base);
      return json({ _error: 'not_found' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OfficerActions', () => {
  it('renders nothing without an officer action (the owner, a decided case)', () => {
    const { container } = renderUi(
      <OfficerActions portalCase={{ ...base, allowedActions: ['edit', 'submit', 'cancel'] }} />,
    );
    expect(container).toBeEmptyDOMElement();
    const decided = renderUi(
      <OfficerActions portalCase={{ ...base, allowedActions: ['integrate'], protocolNumber: 'P-1' }} />,
    );
    expect(decided.container).toBeEmptyDOMElement();
  });

  it('shows who has the case and the allowed actions only', () => {
    renderUi(<OfficerActions portalCase={{ ...base, allowedActions: ['take'], assignedOfficer: null }} />);
    expect(screen.getByTestId('officer-take')).toBeInTheDocument();
    expect(screen.queryByTestId('officer-approve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('officer-assignee')).not.toBeInTheDocument();
  });

  it('approves with the reasoning and the chosen decision type', async () => {
    const user = userEvent.setup();
    renderUi(<OfficerActions portalCase={base} />);
    expect(screen.getByTestId('officer-assignee')).toHaveTextContent('officer');
    await user.click(screen.getByTestId('officer-approve'));
    const dialog = await screen.findByTestId('officer-approve-dialog');
    await user.click(within(dialog).getByTestId('officer-approve-confirm'));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('officer-decision-reasoning'), 'Heading 0901 applies.');
    await user.click(within(screen.getByTestId('officer-decision-type')).getByRole('combobox'));
    const options = await screen.findAllByTitle('Refund decision');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    await user.click(within(dialog).getByTestId('officer-approve-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/portal_cases/approve')?.body).toEqual({
        id: 41,
        reasoning: 'Heading 0901 applies.',
        decisionTypeId: 9,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('officer-approve-dialog')).not.toBeInTheDocument());
  });

  it('goes on without an answer once the filer’s period ended: the case goes back in process', async () => {
    const user = userEvent.setup();
    renderUi(
      <OfficerActions
        portalCase={{ ...base, caseStatus: 'RETURNED_FOR_CORRECTIONS', allowedActions: ['resume', 'integrate'] }}
      />,
    );
    expect(screen.queryByTestId('officer-approve')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('officer-resume'));
    const dialog = await screen.findByTestId('officer-resume-dialog');
    expect(dialog).toHaveTextContent('ended without an answer');
    await user.click(within(dialog).getByTestId('officer-resume-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/portal_cases/resume_without_answer')?.body).toEqual({ id: 41 }),
    );
    await waitFor(() => expect(screen.queryByTestId('officer-resume-dialog')).not.toBeInTheDocument());
  });

  it('asks for information with the days to answer', async () => {
    const user = userEvent.setup();
    renderUi(<OfficerActions portalCase={base} />);
    await user.click(screen.getByTestId('officer-return'));
    const dialog = await screen.findByTestId('officer-request-dialog');
    await user.type(within(dialog).getByTestId('officer-request-text'), 'Add the invoice.');
    await user.type(within(dialog).getByTestId('officer-request-days'), '10');
    await user.click(within(dialog).getByTestId('officer-request-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/portal_cases/request_information')?.body).toEqual({
        id: 41,
        text: 'Add the invoice.',
        deadlineDays: 10,
      }),
    );
  });

  it('checks the protocol number and shows the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    renderUi(<OfficerActions portalCase={base} />);
    await user.click(screen.getByTestId('officer-integrate'));
    const dialog = await screen.findByTestId('officer-integrate-dialog');
    await user.type(within(dialog).getByTestId('officer-protocol-number'), '#');
    await user.click(within(dialog).getByTestId('officer-integrate-confirm'));
    expect(await within(dialog).findByText('portal.protocol_number_invalid')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/general_cases/integrate')).toBe(false);
    await user.clear(within(dialog).getByTestId('officer-protocol-number'));
    await user.type(within(dialog).getByTestId('officer-protocol-number'), '02/2026-1');
    await user.click(within(dialog).getByTestId('officer-integrate-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/general_cases/integrate')?.body).toEqual({
        id: 41,
        protocolNumber: '02/2026-1',
      }),
    );
    expect(await within(dialog).findByText('P')).toBeInTheDocument();
  });

  it('sends an intent to reject with its reasons, the server’s refusal on the field, and says the deadline', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderUi(<OfficerActions portalCase={{ ...base, allowedActions: ['return', 'approve', 'intent'] }} />);
    expect(screen.queryByTestId('officer-reject')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('officer-intent'));
    const dialog = await screen.findByTestId('officer-intent-dialog');
    await user.click(within(dialog).getByTestId('officer-intent-confirm'));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('officer-intent-reasons'), 'Too short');
    await user.click(within(dialog).getByTestId('officer-intent-confirm'));
    expect(await within(dialog).findByText('R')).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('officer-intent-reasons'));
    await user.type(within(dialog).getByTestId('officer-intent-reasons'), 'Not heading 0901.');
    await user.click(within(dialog).getByTestId('officer-intent-confirm'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/portal_cases/intent_to_reject').at(-1)?.body).toEqual({
        id: 41,
        reasons: 'Not heading 0901.',
      }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        expect.objectContaining({ description: expect.stringMatching(/may answer until 01\.04\.2026/) }),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('officer-intent-dialog')).not.toBeInTheDocument());
  });

  it('rejects without a decision type: the type is not required and is sent empty', async () => {
    const user = userEvent.setup();
    renderUi(<OfficerActions portalCase={base} />);
    await user.click(screen.getByTestId('officer-reject'));
    const dialog = await screen.findByTestId('officer-reject-dialog');
    await user.type(within(dialog).getByTestId('officer-decision-reasoning'), 'Heading 0901 does not apply.');
    await user.click(within(dialog).getByTestId('officer-reject-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/portal_cases/reject')?.body).toEqual({
        id: 41,
        reasoning: 'Heading 0901 does not apply.',
        decisionTypeId: null,
      }),
    );
  });
});
