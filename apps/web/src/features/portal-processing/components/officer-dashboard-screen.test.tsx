// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGEING_BUCKETS,
  AGEING_CLOCKS,
  DASHBOARD_WEEKS,
  type OfficerDashboard,
} from '@portal/contracts/portal-processing';
import { renderUi } from '@/test/render';
import { OfficerDashboardScreen } from './officer-dashboard-screen';

const DASHBOARD: OfficerDashboard = {
  openByKindAndStatus: [
    { kind: 'GENERAL', status: 'SUBMITTED', count: 2 },
    { kind: 'COMPLAINT', status: 'IN_PROCESS', count: 1 },
  ],
  ageing: AGEING_CLOCKS.flatMap((clock) =>
    AGEING_BUCKETS.map((bucket) => ({ clock, bucket, count: clock === 'DECISION' && bucket === 'OVERDUE' ? 1 : 0 })),
  ),
  periods: {
    decision: { GENERAL: 120, COMPLAINT: 30, AUTHORIZATION: 30, MOVEMENT_CERTIFICATE: 30, BTI: 30, IPR: 30 },
    information: 30,
    hearing: 30,
  },
  overdue: [
    {
      id: 9,
      number: 'GEN-2026-000009',
      caseType: 'GENERAL',
      status: 'IN_PROCESS',
      subject: 'Late',
      dueAt: '2026-11-20T22:59:59.999Z',
      daysOverdue: 12,
      assignee: null,
    },
  ],
  overdueTotal: 1,
  decisionsPerWeek: Array.from({ length: DASHBOARD_WEEKS }, (_, i) => ({
    weekStart: `2026-09-${String(7 + i).padStart(2, '0')}`,
    weekEnd: `2026-09-${String(13 + i).padStart(2, '0')}`,
    approved: i === DASHBOARD_WEEKS - 1 ? 3 : 0,
    rejected: 0,
  })),
  mine: { byStatus: [{ status: 'IN_PROCESS', count: 1 }], overdue: 0 },
};

let answer: () => Response;
beforeEach(() => {
  answer = () => new Response(JSON.stringify(DASHBOARD), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('OfficerDashboardScreen', () => {
  it('gives each chart a caption and its numbers in a table, each count opening the filtered queue', async () => {
    renderUi(<OfficerDashboardScreen />, { route: '/web_portal_processing/dashboard' });
    const open = await screen.findByTestId('dashboard-open');
    expect(within(open).getByRole('figure', { name: 'Open cases by kind and status' })).toBeInTheDocument();
    expect(within(open).getByRole('img', { name: /Open cases by kind and status: chart/ })).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'General case, Submitted: 2' })).toHaveAttribute(
      'href',
      '/web_portal_processing/case_queue?kind=GENERAL&status=SUBMITTED',
    );
    const ageing = screen.getByTestId('dashboard-ageing-table');
    expect(within(ageing).getByRole('link', { name: 'Decision, Past the deadline: 1' })).toHaveAttribute(
      'href',
      '/web_portal_processing/case_queue?status=ALL&ageing=DECISION.OVERDUE',
    );
    expect(within(ageing).getByText('(30–120 days)')).toBeInTheDocument();
    // Weeks: the days shown DD.MM.YYYY, the link by the days of the decision.
    const weeks = screen.getByTestId('dashboard-weeks');
    expect(within(weeks).getByText('18.09.2026 – 24.09.2026')).toBeInTheDocument();
    expect(within(weeks).getByRole('link', { name: '18.09.2026 – 24.09.2026: 3' })).toHaveAttribute(
      'href',
      '/web_portal_processing/case_queue?status=ALL&decidedFrom=18.09.2026&decidedTo=24.09.2026',
    );
    expect(screen.getByTestId('dashboard-overdue-all')).toHaveAttribute(
      'href',
      '/web_portal_processing/case_queue?overdue=true',
    );
    expect(within(screen.getByTestId('dashboard-overdue')).getByText('20.11.2026')).toBeInTheDocument();
  });

  it('shows empty states when there is nothing to count, and a way to try again when the read fails', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          ...DASHBOARD,
          openByKindAndStatus: [],
          ageing: DASHBOARD.ageing.map((r) => ({ ...r, count: 0 })),
          overdue: [],
          overdueTotal: 0,
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const { unmount } = renderUi(<OfficerDashboardScreen />, { route: '/web_portal_processing/dashboard' });
    const open = await screen.findByTestId('dashboard-open');
    expect(within(open).getByText('No figures yet.')).toBeInTheDocument();
    expect(within(open).queryByRole('table')).toBeNull();
    unmount();

    answer = () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
    renderUi(<OfficerDashboardScreen />, { route: '/web_portal_processing/dashboard' });
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
