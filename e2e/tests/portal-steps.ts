import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { tinyPdf } from './files';
import {
  authHeaders,
  chooseSelectOption,
  clickToOpen,
  expectSignedInAs,
  findInCaseQueue,
  signIn,
  signOut,
} from './support';

// Steps of the customs portal's case journeys (filing through the wizard, documents, submitting, the officer taking
// and approving), shared by the specs of every kind of case.

export const HOME = '/web_portal/web_portal_home_page';

/** The notice that a record was saved (in English or Albanian). */
export const saved = (page: Page) => page.getByText('Record saved.').or(page.getByText('Regjistrimi u ruajt.')).first();

/** The kinds of case by the name of their screens (`create_…`, `edit_…_case`, `view_…_case`). */
export type CaseScreen = 'general' | 'complaint' | 'authorization' | 'movement_certificate' | 'bti' | 'ipr';

/** Checks axe on the screen as it is now when a step is given what to call it (the journeys that check every screen). */
const accessible = async (page: Page, what: string | undefined) => {
  if (what) await expectAccessible(page, what);
};

/** Signs in through the login form and waits for the user's menu. */
export async function signInAs(page: Page, username: string) {
  await signIn(page, username);
  await expectSignedInAs(page, username);
}

/** Signs the current user out and the next one in. */
export async function switchUser(page: Page, username: string) {
  await signOut(page);
  await signInAs(page, username);
}

/** A tab of the case screen, by its name (exact when a string). */
export async function openCaseTab(page: Page, name: string | RegExp) {
  const tab = page
    .getByTestId('case-tabs')
    .getByRole('tab', { name, exact: typeof name === 'string' })
    .first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** "New case" on the home page, then the kind: the wizard opens on `create`, that kind's creation page. */
export async function startNewCase(page: Page, kind: string, create: string) {
  await page.getByTestId('new-case').click();
  await page.getByTestId(`new-case-${kind}`).click();
  await expect(page).toHaveURL(`${HOME}/${create}`);
}

/**
 * Fills the wizard's case form whose fields are `form-sub-type`, `form-subject` (and `form-description`) and creates
 * the case.
 */
export async function fillCaseForm(
  page: Page,
  form: string,
  fields: { subType: string; subject: string; description?: string },
) {
  await chooseSelectOption(page, page.getByTestId(`${form}-sub-type`), fields.subType);
  await page.getByTestId(`${form}-subject`).fill(fields.subject);
  if (fields.description !== undefined) await page.getByTestId(`${form}-description`).fill(fields.description);
  await page.getByTestId(`${form}-submit`).click();
}

/**
 * The new case's edit page has opened (its address ending as `tail` says): answers the case's id. The "created as a
 * draft" toast, shown as the page opens, is closed first: sliding in at the bottom right it can take a click aimed
 * at the form's own Save beside it (a BTI record's Save stayed unsaved in CI that way).
 */
export async function openedCase(page: Page, screen: CaseScreen, tail = ''): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/edit_${screen}_case/\\d+${tail}`));
  const close = page.locator('.ant-notification-notice-close');
  const shown = await close
    .first()
    .waitFor({ state: 'visible', timeout: 3000 })
    .then(
      () => true,
      () => false,
    );
  if (shown) {
    await close.first().click();
    await expect(close).toHaveCount(0);
  }
  return new RegExp(`edit_${screen}_case/(\\d+)`).exec(page.url())![1];
}

/**
 * Adds one outgoing document of a type through the documents tab's dialog, with one PDF file; axe checks the filled
 * dialog when `accessibleAs` names it.
 */
export async function addDocument(
  page: Page,
  document: { type: string; fileName: string; description?: string; accessibleAs?: string },
) {
  await page.getByTestId('documents-add').first().click();
  const dialog = page.getByTestId('add-documents-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await chooseSelectOption(page, dialog.getByTestId('add-documents-type'), document.type);
  if (document.description !== undefined)
    await dialog.getByTestId('add-documents-description').fill(document.description);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: document.fileName, mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(dialog.getByTestId(`add-file-${document.fileName}`)).toBeVisible();
  await accessible(page, document.accessibleAs);
  await dialog.getByTestId('add-documents-ok').click();
  await expect(dialog).toBeHidden();
}

/**
 * The required application of a kind, through the documents tab: `aplikacioni.pdf` of that type; where `required`
 * names the required type, its mark is then ticked.
 */
export async function addRequiredApplication(page: Page, type: string, required?: string) {
  await openCaseTab(page, 'Dokumentet');
  await addDocument(page, { type, fileName: 'aplikacioni.pdf' });
  if (required) await expect(page.getByTestId(`required-${required}`)).toHaveAttribute('data-present', 'true');
}

/** Submits the case open on its edit page (with the confirmation): its view page opens, SUBMITTED. */
export async function submitCase(
  page: Page,
  screen: CaseScreen,
  id: string,
  confirmationAccessibleAs?: string,
  // An answer to an officer's request or intent goes back to that officer, in process (ADR 0074).
  status: 'SUBMITTED' | 'IN_PROCESS' = 'SUBMITTED',
) {
  await page.getByTestId('case-submit').click();
  await accessible(page, confirmationAccessibleAs);
  await page.getByTestId('case-submit-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/view_${screen}_case/${id}`));
  await expect(page.getByTestId(`case-status-${status}`).first()).toBeVisible();
}

/** The officer finds the case in the queue by its number and opens its view page. */
export async function openFromQueue(
  page: Page,
  screen: CaseScreen,
  found: { id: string; number: string },
  queueAccessibleAs?: string,
) {
  await findInCaseQueue(page, found.number, found.id);
  await accessible(page, queueAccessibleAs);
  await clickToOpen(page, page.getByTestId(`queue-view-${found.id}`), new RegExp(`/view_${screen}_case/${found.id}`));
  await expect(page.getByTestId('officer-actions')).toBeVisible();
}

/** The officer takes the case they have open (with the confirmation): IN_PROCESS. */
export async function takeCase(page: Page) {
  await page.getByTestId('officer-take').click();
  await expect(page.getByTestId('officer-take-dialog').getByRole('dialog')).toBeVisible();
  await page.getByTestId('officer-take-confirm').click();
  await expect(page.getByTestId('case-status-IN_PROCESS').first()).toBeVisible();
}

/** What approving a BTI case decides: the decided tariff code and the classification justification. */
export type BtiDecision = { decidedTariffCode: string; justification: string };

/**
 * The officer approves the case they have taken, through the approve dialog: the decision's type where the kind names
 * one, the reasoning, a BTI's decision; axe checks the filled dialog when `accessibleAs` names it. The case is APPROVED.
 */
export async function approveCase(
  page: Page,
  decision: { type?: string; reasoning: string; accessibleAs?: string; bti?: BtiDecision },
) {
  await page.getByTestId('officer-approve').click();
  const dialog = page.getByTestId('officer-approve-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (decision.type) await chooseSelectOption(page, dialog.getByTestId('officer-decision-type'), decision.type);
  await page.getByTestId('officer-decision-reasoning').fill(decision.reasoning);
  if (decision.bti) {
    await page.getByTestId('officer-bti-decided-code').fill(decision.bti.decidedTariffCode);
    await page.getByTestId('officer-bti-justification').fill(decision.bti.justification);
  }
  await accessible(page, decision.accessibleAs);
  await page.getByTestId('officer-approve-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('case-status-APPROVED').first()).toBeVisible();
}

/**
 * A case filed and submitted is decided: the officer signs in, opens it from the queue, takes it and approves it;
 * then the filer signs in again.
 */
export async function officerApproves(
  page: Page,
  filed: { screen: CaseScreen; id: string; number: string; filer: string },
  decision: { type?: string; reasoning: string; bti?: BtiDecision },
) {
  await switchUser(page, 'officer');
  await openFromQueue(page, filed.screen, filed);
  await takeCase(page);
  await approveCase(page, decision);
  await switchUser(page, filed.filer);
}

/**
 * A general case of `username` (the trader unless said; about a company or person they represent when `about` names
 * one), with its request attached, filed and submitted through the API; answers its id and number.
 */
export async function submittedCase(
  request: APIRequestContext,
  {
    username = 'trader',
    subject = 'Classification of bells',
    about = {},
  }: { username?: string; subject?: string; about?: { aboutCompanyId?: number; aboutIndividualId?: number } } = {},
) {
  const headers = await authHeaders(request, username);
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const subTypeId = filters.subTypes.find((s) => s.code === 'GEN_TARIFF')!.id;
  const created = await request.post('/data/rest/general_cases/create_general_case', {
    headers,
    data: { subTypeId, subject, description: null, ...about },
  });
  expect(created.status()).toBe(200);
  const portalCase = (await created.json()) as { id: number; number: string };
  const types = (await (
    await request.get('/data/rest/portal_document_types/by_code?code=COMPLAINT_GENERAL', { headers })
  ).json()) as Array<{ id: number; code: string }>;
  const typeId = types.find((t) => t.code === 'GEN_REQUEST')!.id;
  const added = await request.post(`/data/rest/portal_documents?caseId=${portalCase.id}&typeId=${typeId}`, {
    headers,
    multipart: { file: { name: 'request.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
  });
  expect(added.status()).toBe(200);
  const submit = await request.post('/data/rest/general_cases/submit_general_case', {
    headers,
    data: { id: portalCase.id },
  });
  expect(submit.status()).toBe(200);
  return portalCase;
}

/** A general case submitted as `submittedCase` does, then taken and approved by the officer with `reasoning`. */
export async function decidedCase(
  request: APIRequestContext,
  { subject, reasoning }: { subject: string; reasoning: string },
) {
  const portalCase = await submittedCase(request, { subject });
  const officer = await authHeaders(request, 'officer');
  expect(
    (await request.post('/data/rest/portal_cases/take', { headers: officer, data: { id: portalCase.id } })).status(),
  ).toBe(200);
  const approve = await request.post('/data/rest/portal_cases/approve', {
    headers: officer,
    data: { id: portalCase.id, reasoning },
  });
  expect(approve.status()).toBe(200);
  return portalCase;
}
