// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { renderUi } from '@/test/render';
import { FILTER_OPTIONS, portalCase, recordingStep, stubFetch } from '@/test/portal-cases';
import { CasesHome } from './cases-home';

// The processing feature's submit and cancel, and the forum's dialog: stand-ins that say what they were asked.
const submitted: number[] = [];
const cancelled: number[] = [];
const STEPS = { useSubmitCase: recordingStep(submitted), useCancelCase: recordingStep(cancelled) };
const ForumDialog = ({ portalCase: c, open }: { portalCase: PortalCase; open: boolean }) =>
  open ? <div data-testid="forum-dialog">Forum of {c.number}</div> : null;

const HOME = '/web_portal/web_portal_home_page';
let cases: PortalCase[] = [];

function home(route = HOME) {
  return renderUi(
    <Routes>
      <Route path={HOME} element={<CasesHome ForumDialog={ForumDialog} steps={STEPS} />} />
      <Route path={`${HOME}/view_general_case/:id`} element={<div data-testid="view-page">view</div>} />
    </Routes>,
    { route },
  );
}

let requests: ReturnType<typeof stubFetch>;
beforeEach(() => {
  submitted.length = 0;
  cancelled.length = 0;
  cases = [portalCase(3, 'DRAFT'), portalCase(2, 'SUBMITTED'), portalCase(1, 'RETURNED_FOR_CORRECTIONS')];
  requests = stubFetch((path) => {
    if (path === '/cases/submit_filters') return { body: FILTER_OPTIONS };
    if (path === '/cases/by_registered_user') return { body: { content: cases, totalElements: cases.length } };
    return { status: 404, body: { _error: 'not_found' } };
  });
});
afterEach(() => vi.unstubAllGlobals());

const listRequests = () => requests.filter((r) => r.path === '/cases/by_registered_user');

describe('the portal home page', () => {
  it('lists the cases with the actions their status allows', async () => {
    home();
    expect(await screen.findByTestId('case-link-3')).toHaveTextContent('GEN-2026-000003');
    // A draft: view, edit, submit, cancel and the forum; a submitted case: view and the forum.
    for (const action of ['view', 'edit', 'submit', 'cancel', 'forum']) {
      expect(screen.getByTestId(`case-${action}-3`)).toBeVisible();
    }
    expect(screen.getByTestId('case-view-2')).toBeVisible();
    expect(screen.getByTestId('case-forum-2')).toBeVisible();
    for (const action of ['edit', 'submit', 'cancel']) expect(screen.queryByTestId(`case-${action}-2`)).toBeNull();
    expect(screen.getByTestId('case-edit-1')).toBeVisible();
    // The edit link opens the edit page; the number opens the view of a case no longer editable.
    expect(screen.getByTestId('case-edit-3')).toHaveAttribute('href', `${HOME}/edit_general_case/3`);
    expect(screen.getByTestId('case-link-2')).toHaveAttribute('href', `${HOME}/view_general_case/2`);
    // The first page, newest first (the server's default order), with the default sub-type filter: 0, any.
    const first = listRequests()[0].url.searchParams;
    expect(first.get('page')).toBe('1');
    expect(first.get('count')).toBe('10');
    expect(first.get('sort')).toBeNull();
    expect(first.get('filter[subType]')).toBe('0');
  });

  it('submits after the confirmation and opens the case’s view page', async () => {
    home();
    await userEvent.click(await screen.findByTestId('case-submit-3'));
    // The dialog's opening animation runs on animation frames: its text is asserted present, not yet shown.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/GEN-2026-000003/)).toBeInTheDocument();
    expect(submitted).toEqual([]);
    await userEvent.click(await screen.findByTestId('case-submit-confirm'));
    expect(await screen.findByTestId('view-page')).toBeVisible();
    expect(submitted).toEqual([3]);
  });

  it('does nothing when the confirmation is declined', async () => {
    home();
    await userEvent.click(await screen.findByTestId('case-submit-3'));
    await userEvent.click(await screen.findByTestId('case-submit-back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitted).toEqual([]);
    expect(screen.getByTestId('cases-home')).toBeVisible();
  });

  it('cancels after the confirmation and reloads the list', async () => {
    home();
    await userEvent.click(await screen.findByTestId('case-cancel-1'));
    const before = listRequests().length;
    cases = cases.map((c) => (c.id === 1 ? portalCase(1, 'CANCELLED') : c));
    await userEvent.click(await screen.findByTestId('case-cancel-confirm'));
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(before));
    expect(cancelled).toEqual([1]);
    await waitFor(() => expect(screen.queryByTestId('case-cancel-1')).toBeNull());
    expect(screen.getByTestId('cases-home')).toBeVisible();
  });

  it('opens the forum dialog of a case', async () => {
    home();
    await userEvent.click(await screen.findByTestId('case-forum-2'));
    expect(await screen.findByTestId('forum-dialog')).toHaveTextContent('GEN-2026-000002');
  });

  it('asks the server for the filters and pages the address names', async () => {
    home(`${HOME}?status=DRAFT&subType=1&page=2&count=20`);
    await screen.findByTestId('case-link-3');
    const query = listRequests()[0].url.searchParams;
    expect(query.get('filter[status]')).toBe('DRAFT');
    expect(query.get('filter[subType]')).toBe('1');
    expect(query.get('page')).toBe('2');
    expect(query.get('count')).toBe('20');
  });

  it('shows an empty state with the kinds to start', async () => {
    cases = [];
    home();
    expect(await screen.findByTestId('cases-empty')).toBeVisible();
    expect(within(screen.getByTestId('cases-empty')).getByTestId('empty-new-case')).toBeVisible();
  });

  it('says when nothing matches the filters, and clears them', async () => {
    cases = [];
    home(`${HOME}?status=APPROVED`);
    await userEvent.click(within(await screen.findByTestId('cases-empty-filtered')).getByRole('button'));
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.get('filter[status]')).toBeNull());
  });

  it('shows an error state with a retry when the list cannot be read', async () => {
    let failing = true;
    vi.unstubAllGlobals();
    stubFetch((path) => {
      if (path !== '/cases/by_registered_user') return { body: FILTER_OPTIONS };
      return failing
        ? { status: 500, body: { _error: 'internal_error' } }
        : { body: { content: cases, totalElements: 3 } };
    });
    home();
    const error = await screen.findByTestId('cases-error');
    failing = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('case-link-3')).toBeVisible();
  });
});
