// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { TimelineEvent } from '@portal/contracts/portal-processing';
import { portalCase as caseFixture } from '@/test/portal-cases';
import { setAuthority } from '@/shared/lib/authority';
import { renderUi } from '@/test/render';
import { CaseTimeline } from './case-timeline';

const DAY = 86_400_000;
const portalCase = (over: Partial<PortalCase>): PortalCase => caseFixture(41, 'IN_PROCESS', over);

const EVENTS: TimelineEvent[] = [
  {
    id: 1,
    kind: 'CREATED',
    fromStatus: null,
    toStatus: 'DRAFT',
    at: '2026-03-01T10:00:00Z',
    actor: 'Drita Krasniqi',
    actorRole: 'FILER',
    note: null,
  },
  {
    id: 2,
    kind: 'SUBMITTED',
    fromStatus: 'DRAFT',
    toStatus: 'SUBMITTED',
    at: '2026-03-02T10:00:00Z',
    actor: 'Drita Krasniqi',
    actorRole: 'FILER',
    note: null,
  },
  {
    id: 3,
    kind: 'RETURNED',
    fromStatus: 'IN_PROCESS',
    toStatus: 'RETURNED_FOR_CORRECTIONS',
    at: '2026-03-03T09:30:00Z',
    actor: null,
    actorRole: 'OFFICER',
    note: 'Add the invoice.',
  },
  {
    id: 4,
    kind: 'TAKEN',
    fromStatus: 'SUBMITTED',
    toStatus: 'IN_PROCESS',
    at: '2026-03-04T09:30:00Z',
    actor: 'officer',
    actorRole: 'OFFICER',
    note: null,
  },
];

let answer: () => Response;
beforeEach(() => {
  setAuthority({
    names: { sq: 'Autoriteti Demo', en: 'Demo Authority', sr: 'Demo organ' },
    address: { sq: '', en: '', sr: '' },
    phone: '',
    email: '',
    web: '',
    logoUrl: null,
  });
  answer = () => new Response(JSON.stringify(EVENTS), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CaseTimeline', () => {
  it('lists the events with their time in the business zone, who acted and the note', async () => {
    renderUi(<CaseTimeline portalCase={portalCase({ dueAt: new Date(Date.now() + 10 * DAY).toISOString() })} />);
    const returned = await screen.findByTestId('case-event-RETURNED');
    expect(returned).toHaveTextContent('Returned for more information');
    expect(returned).toHaveTextContent('Demo Authority');
    expect(returned).toHaveTextContent('Add the invoice.');
    expect(screen.getByTestId('case-event-TAKEN')).toHaveTextContent('Customs officer officer');
    expect(screen.getByTestId('case-event-CREATED')).toHaveTextContent('Drita Krasniqi');
    expect(screen.getByText('01.03.2026 11:00 (Europe/Tirane)')).toBeInTheDocument();
    const due = within(screen.getByTestId('case-deadlines')).getByTestId('case-due-tag');
    expect(due.textContent).toMatch(/Days left: (9|10)/);
  });

  it('shows an overdue case and the filer’s own deadline while returned', async () => {
    renderUi(
      <CaseTimeline
        portalCase={portalCase({
          caseStatus: 'RETURNED_FOR_CORRECTIONS',
          dueAt: new Date(Date.now() - 3 * DAY).toISOString(),
          correctionsDueAt: new Date(Date.now() + 5 * DAY).toISOString(),
        })}
      />,
    );
    expect(screen.getByTestId('case-due-tag').textContent).toMatch(/Days overdue: (3|4)/);
    expect(screen.getByTestId('case-corrections-tag').textContent).toMatch(/Days left: (4|5)/);
    expect(await screen.findByTestId('case-event-SUBMITTED')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and a draft has no deadline', async () => {
    answer = () => new Response(JSON.stringify({ _error: 'internal' }), { status: 500 });
    renderUi(<CaseTimeline portalCase={portalCase({ caseStatus: 'DRAFT', submittedAt: null })} />);
    expect(await screen.findByText('The history of the case could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('No deadline yet: the case has not been submitted.')).toBeInTheDocument();
  });
});
