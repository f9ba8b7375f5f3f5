import { expect, test } from '@playwright/test';
import { fillCaseForm, HOME, openedCase, signInAs, startNewCase } from './portal-steps';
import { authHeaders, chooseSelectOption, signIn } from './support';

test('a trader files a general case about their company, edits it, finds it on the home page and cancels it there', async ({
  page,
}) => {
  await signInAs(page, 'trader');
  await page.goto(HOME);
  await expect(page.getByTestId('cases-home')).toBeVisible();

  // "New case" → general: not an intermediary, so the wizard opens on its form, about the trader's company.
  await startNewCase(page, 'general', 'create_general_case');
  await expect(page.getByTestId('wizard-tab-2')).toBeVisible();
  await expect(page.getByTestId('wizard-back')).toHaveCount(0);
  await expect(page.getByTestId('wizard-about')).toContainText('Demo Trade Sh.p.k.');
  const subject = `Klasifikimi i kafesë ${Date.now()}`;
  await fillCaseForm(page, 'general-case-form', {
    subType: 'Tarifa',
    subject,
    description: 'Cili kre tarifor vlen për kafenë e pjekur?',
  });

  // The new draft opens on its edit page; the subject is changed and saved.
  const id = await openedCase(page, 'general', '$');
  await expect(page.getByTestId('case-status-DRAFT').first()).toBeVisible();
  await page.getByTestId('case-fields-subject').fill(`${subject} (ndryshuar)`);
  await page.getByTestId('case-fields-submit').click();
  // The creation's toast may still be up: the save's own is the one looked for.
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Regjistrimi u ruajt.' })).toBeVisible();

  // The tabs follow the address: recordsTab=2 is the documents.
  await page.goto(`${HOME}/edit_general_case/${id}?recordsTab=2`);
  await expect(page.getByRole('tab', { name: 'Dokumentet', exact: true, selected: true })).toBeVisible();

  // On the home page, filtered to drafts, the case is there; cancelling asks first, then the list reloads.
  await page.goto(`${HOME}?status=DRAFT`);
  await expect(page.getByTestId(`case-link-${id}`)).toBeVisible();
  await page.getByTestId(`case-cancel-${id}`).click();
  await page.getByTestId('case-cancel-confirm').click();
  await expect(page.getByTestId(`case-link-${id}`)).toHaveCount(0);
  await page.goto(`${HOME}?status=CANCELLED`);
  await expect(page.getByTestId(`case-link-${id}`)).toBeVisible();
  await expect(page.getByTestId(`case-edit-${id}`)).toHaveCount(0);

  // A case that can no longer be edited opens read-only, even from its edit address.
  await page.goto(`${HOME}/edit_general_case/${id}`);
  await expect(page).toHaveURL(`${HOME}/view_general_case/${id}`);
  await expect(page.getByTestId('case-screen-view')).toBeVisible();
  await expect(page.getByTestId('case-submit')).toHaveCount(0);
});

test('a customs broker files a case about a registered individual, found by personal number and locked', async ({
  page,
  request,
}) => {
  await signInAs(page, 'broker');
  await page.goto(`${HOME}/create_general_case`);

  // An intermediary starts on tab 1: who the case is about.
  await expect(page.getByTestId('wizard-tab-1')).toBeVisible();
  await page.getByTestId('subject-mode').getByText('Një individ').click();
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await page.getByTestId('subject-individual-number').fill('J00101001A');
  await page.getByTestId('subject-individual-search').click();
  await expect(page.getByTestId('subject-individual-found')).toContainText('Arta Demo');
  await expect(page.getByTestId('subject-has-user')).toBeVisible();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-about')).toContainText('Arta Demo');

  // Back one tab and forward again, then the case.
  await page.getByTestId('wizard-back').click();
  await expect(page.getByTestId('wizard-tab-1')).toBeVisible();
  await page.getByTestId('wizard-next').click();
  await fillCaseForm(page, 'general-case-form', {
    subType: 'Origjina e mallit',
    subject: 'Origjina e tekstileve për klientin',
  });
  const id = await openedCase(page, 'general', '$');
  await expect(page.getByTestId('case-summary')).toContainText('Arta Demo');

  // The person the case is about does not see the broker's case: it is the broker's alone.
  const person = await authHeaders(request, 'person');
  expect((await request.get(`/data/rest/general_cases/${id}`, { headers: person })).status()).toBe(404);
});

test('the welcome page explains the kinds and starts one', async ({ page }) => {
  await signInAs(page, 'person');
  await page.goto('/web_portal/web_portal_welcome_page');
  await expect(page.getByTestId('welcome-kind-BTI')).toBeVisible();
  await page.getByTestId('welcome-create-complaint').click();
  await expect(page).toHaveURL(`${HOME}/create_complain_case`);
  await expect(page.getByTestId('wizard-tab-2')).toBeVisible();
});

test('on a 375 px screen the home page shows the cases as cards with their actions', async ({ page, request }) => {
  const trader = await authHeaders(request, 'trader');
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers: trader })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const created = await request.post('/data/rest/general_cases/create_general_case', {
    headers: trader,
    data: { subTypeId: filters.subTypes.find((s) => s.code === 'GEN_OTHER')!.id, subject: 'Pyetje e shkurtër' },
  });
  const { id } = (await created.json()) as { id: number };
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'trader');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(HOME);
  await expect(page.getByTestId(`case-card-${id}`)).toBeVisible();
  await expect(page.getByTestId(`case-submit-${id}`)).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a person complains about a decision: one addressed to someone else is refused on its number, their own is taken with its type', async ({
  page,
}) => {
  await signInAs(page, 'person');
  await page.goto(`${HOME}/create_complain_case`);
  await expect(page.getByTestId('wizard-tab-2')).toBeVisible();
  await page.getByTestId('complaint-kind').getByText('Një vendim').click();
  await chooseSelectOption(page, page.getByTestId('complaint-sub-type'), 'Gjoba');
  await page.getByTestId('complaint-subject').fill(`Ankesë kundër vendimit ${Date.now()}`);

  // DV-2025-00123 is the demo company's decision: for the person it is no decision at all.
  const notTheirs = 'Asnjë vendim i doganës me këtë numër nuk i drejtohet kësaj pale.';
  const number = page.getByTestId('decision-number');
  await number.fill('DV-2025-00123');
  await number.blur();
  await expect(page.getByText(notTheirs)).toBeVisible();
  await expect(page.getByTestId('decision-registered')).toHaveCount(0);
  // Sent anyway with a type: the server refuses it on the same field.
  await chooseSelectOption(page, page.getByTestId('decision-type'), 'Vendim për gjobë');
  await page.getByTestId('complaint-create').click();
  await expect(page.getByText(notTheirs)).toBeVisible();
  await expect(page).toHaveURL(`${HOME}/create_complain_case`);

  // DV-2025-00017 is the person's own: its type comes from the register, locked, and the complaint is made.
  await number.fill('DV-2025-00017');
  await number.blur();
  await expect(page.getByTestId('decision-registered')).toBeVisible();
  await expect(page.getByTestId('decision-type')).toContainText('Vendim për klasifikimin tarifor');
  await expect(page.getByText(notTheirs)).toHaveCount(0);
  await page.getByTestId('complaint-create').click();
  await expect(page).toHaveURL(/\/edit_complaint_case\/\d+/);
});
