// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedCase } from '@portal/contracts/portal-processing';
import { renderUi } from '@/test/render';
import { CaseQueueScreen } from './case-queue-screen';

const row = (id: number, over: Partial<QueuedCase>): QueuedCase => ({
  id,
  number: `GEN-2026-00000${id}`,
  caseType: 'GENERAL',
  caseStatus: 'SUBMITTED',
  subType: null,
  subject: `Question ${id}`,
  description: null,
  forum: { id },
  forIndividual: false,
  forCompany: true,
  aboutIndividual: null,
  aboutCompany: { id: 1, name: 'Demo Trade' },
  licence: false,
  customsDeclarationDecision: null,
  filer: { id: 5, username: 'trader', name: 'Demo Trade' },
  filerCompany: null,
  assignedOfficer: null,
  protocolNumber: null,
  createdAt: '2026-03-01T10:00:00Z',
  submittedAt: '2026-03-02T10:00:00Z',
  dueAt: '2026-04-01T21:59:59.999Z',
  correctionsDueAt: null,
  decidedAt: null,
  hearing: null,
  answered: false,
  allowedActions: ['take'],
  fieldProperties: {},
  deadlines: { daysLeft: 12, overdue: false, correctionsDaysLeft: null, correctionsOverdue: false },
  ...over,
});

const ROWS = [
  row(1, {
    caseStatus: 'IN_PROCESS',
    assignedOfficer: { id: 7, username: 'officer' },
    deadlines: { daysLeft: -3, overdue: true, correctionsDaysLeft: null, correctionsOverdue: false },
  }),
  row(2, {}),
];

let queries: URLSearchParams[] = [];
beforeEach(() => {
  queries = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      queries.push(url.searchParams);
      return new Response(JSON.stringify({ content: ROWS, totalElements: 2 }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CaseQueueScreen', () => {
  // The test DOM matches no media query (setup-dom.ts): the narrow layout (cards, 375 px).
  it('lists the cases with their deadlines, overdue ones marked, each opening its view page', async () => {
    renderUi(<CaseQueueScreen />, { route: '/web_portal_processing/case_queue' });
    const link = await screen.findByTestId('queue-link-1');
    expect(link).toHaveAttribute('href', '/web_portal/web_portal_home_page/view_general_case/1');
    expect(screen.getByTestId('queue-card-1')).toHaveAttribute('data-overdue', 'true');
    expect(screen.getByTestId('queue-card-2')).toHaveAttribute('data-overdue', 'false');
    expect(screen.getByTestId('queue-due-1')).toHaveTextContent('Days overdue: 3');
    expect(screen.getByTestId('queue-due-2')).toHaveTextContent('Days left: 12');
    expect(screen.getByTestId('queue-card-1')).toHaveTextContent('Taken by officer');
    expect(queries[0].get('page')).toBe('1');
  });

  it('asks the server again with the chosen filters', async () => {
    const user = userEvent.setup();
    renderUi(<CaseQueueScreen />, { route: '/web_portal_processing/case_queue' });
    await screen.findByTestId('queue-link-1');
    await user.click(within(screen.getByTestId('queue-filter-assignee')).getByText('Mine'));
    await waitFor(() => expect(queries.at(-1)?.get('filter[assignee]')).toBe('mine'));
    await user.click(screen.getByTestId('queue-filter-overdue'));
    await waitFor(() => expect(queries.at(-1)?.get('filter[overdue]')).toBe('true'));
    await user.type(within(screen.getByTestId('queue-filter-number')).getByRole('searchbox'), 'GEN-2026{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('filter[number]')).toBe('GEN-2026'));
    await user.click(screen.getByTestId('queue-filters-clear'));
    await waitFor(() => expect(queries.at(-1)?.get('filter[assignee]')).toBeNull());
  });

  it('applies a typed text when the field is left, but not for a link the user follows', async () => {
    const user = userEvent.setup();
    renderUi(<CaseQueueScreen />, { route: '/web_portal_processing/case_queue' });
    const link = await screen.findByTestId('queue-link-1');
    const number = within(screen.getByTestId('queue-filter-number')).getByRole('searchbox');
    await user.type(number, 'GEN-2026');
    // Pressing a case's link: the list is not redrawn under the pointer, the click opens the case.
    fireEvent.blur(number, { relatedTarget: link });
    const asked = queries.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toHaveLength(asked);
    expect(queries.some((query) => query.has('filter[number]'))).toBe(false);
    // Leaving it for anything else (here the refresh button) applies it.
    fireEvent.blur(number, { relatedTarget: screen.getByRole('button', { name: /Refresh/ }) });
    await waitFor(() => expect(queries.at(-1)?.get('filter[number]')).toBe('GEN-2026'));
  });
});
