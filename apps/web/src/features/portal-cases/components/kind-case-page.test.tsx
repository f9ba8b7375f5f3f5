// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { renderUi } from '@/test/render';
import { FILTER_OPTIONS, portalCase, recordingStep, stubFetch } from '@/test/portal-cases';
import type { CaseParts } from './case-screen';
import { generalKind, KindCasePage } from './kind-case-page';

// The other features' parts of a case screen: stand-ins that show what they were given.
const submitted: number[] = [];
const PARTS: CaseParts = {
  Documents: ({ editable, activeDirection }) => (
    <div data-testid="documents">{`${activeDirection} ${editable ? 'editable' : 'read-only'}`}</div>
  ),
  Forum: () => <div data-testid="forum">forum</div>,
  Timeline: () => <div data-testid="timeline">timeline</div>,
  OfficerActions: () => <div data-testid="officer-actions">officer</div>,
  steps: { useSubmitCase: recordingStep(submitted), useCancelCase: recordingStep([]) },
};

const HOME = '/web_portal/web_portal_home_page';
let shown: PortalCase | null;

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function page(route: string) {
  return renderUi(
    <>
      <Routes>
        <Route
          path={`${HOME}/edit_general_case/:id`}
          element={<KindCasePage id={4} mode="edit" kind={generalKind} parts={PARTS} />}
        />
        <Route
          path={`${HOME}/view_general_case/:id`}
          element={<KindCasePage id={4} mode="view" kind={generalKind} parts={PARTS} />}
        />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

beforeEach(() => {
  submitted.length = 0;
  shown = portalCase(4, 'DRAFT');
  stubFetch((path) => {
    if (path === '/cases/submit_filters') return { body: FILTER_OPTIONS };
    if (path === '/general_cases/4') return shown ? { body: shown } : { status: 404, body: { _error: 'not_found' } };
    return { status: 404, body: { _error: 'not_found' } };
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the case pages', () => {
  it('edits a draft: its form, submit and cancel; submitting opens the view page', async () => {
    page(`${HOME}/edit_general_case/4`);
    expect(await screen.findByTestId('case-screen-edit')).toBeVisible();
    expect(screen.getByTestId('case-fields-subject')).toHaveValue('Subject 4');
    expect(screen.getByTestId('case-cancel')).toBeVisible();
    await userEvent.click(screen.getByTestId('case-submit'));
    await userEvent.click(await screen.findByTestId('case-submit-confirm'));
    expect(await screen.findByTestId('case-screen-view')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(`${HOME}/view_general_case/4`);
    expect(submitted).toEqual([4]);
  });

  it('opens the view instead when the case can no longer be edited, keeping the tabs asked for', async () => {
    shown = portalCase(4, 'SUBMITTED');
    page(`${HOME}/edit_general_case/4?recordsTab=2&recordsDocumentTab=2`);
    expect(await screen.findByTestId('case-screen-view')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(
      `${HOME}/view_general_case/4?recordsTab=2&recordsDocumentTab=2`,
    );
    // The documents tab, on its incoming documents, read-only; the officer's part is on the view.
    expect(screen.getByTestId('documents')).toHaveTextContent('INCOMING read-only');
    expect(screen.getByTestId('officer-actions')).toBeVisible();
    expect(screen.queryByTestId('case-submit')).toBeNull();
  });

  it('follows the tab the user picks in the address, counted from 1', async () => {
    page(`${HOME}/view_general_case/4`);
    await screen.findByTestId('case-screen-view');
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByTestId('timeline')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('recordsTab=4');
  });

  it('tells the filer of a case returned for corrections what to do and by when, and opens the forum', async () => {
    shown = portalCase(4, 'RETURNED_FOR_CORRECTIONS', { correctionsDueAt: '2026-03-20T22:59:00.000Z' });
    page(`${HOME}/edit_general_case/4`);
    const notice = await screen.findByTestId('case-returned-notice');
    expect(notice).toHaveTextContent('20.03.2026 23:59');
    await userEvent.click(screen.getByTestId('case-returned-open-forum'));
    expect(await screen.findByTestId('forum')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('recordsTab=3');
  });

  it('shows no such notice to an officer', async () => {
    shown = portalCase(4, 'RETURNED_FOR_CORRECTIONS', {
      correctionsDueAt: '2026-03-20T22:59:00.000Z',
      allowedActions: [],
    });
    page(`${HOME}/view_general_case/4`);
    await screen.findByTestId('case-screen-view');
    expect(screen.queryByTestId('case-returned-notice')).toBeNull();
  });

  it('says so when the case is not the caller’s to see', async () => {
    shown = null;
    page(`${HOME}/view_general_case/4`);
    expect(await screen.findByTestId('case-not-found')).toBeVisible();
  });
});
