import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pdfText } from './pdf-text';
import { expectAccessible } from './axe';
import {
  addDocument as addDocumentInDialog,
  approveCase,
  fillCaseForm,
  HOME,
  openCaseTab,
  openedCase,
  openFromQueue,
  signInAs,
  startNewCase,
  submitCase,
  switchUser,
  takeCase,
} from './portal-steps';
import { authHeaders, caseNumberOnScreen, chooseSelectOption, expectUncovered } from './support';

/**
 * The customs portal's acceptance journey, through the screens: a trader files a general case, the officer asks
 * for information, the trader answers, the officer approves; a broker files a complaint about a company with two
 * customs declarations. axe runs on every screen the journey passes. The API is used only for what no screen of
 * these users shows: the mail outbox (an administrator's).
 */

const TRADER_MAIL = 'trader@demo.portal.test';

/** The documents tab and one of its directions (outgoing "dalëse", incoming "hyrëse"). */
async function openDocuments(page: Page, direction: 'dalëse' | 'hyrëse') {
  await openCaseTab(page, 'Dokumentet');
  const tab = page.getByTestId('documents-tabs').getByRole('tab', { name: new RegExp(`Dokumentet ${direction}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Adds one outgoing document of a type through the dialog, with one file; it is then among the outgoing ones. */
async function addDocument(page: Page, type: string, fileName: string, description: string, what: string) {
  await addDocumentInDialog(page, { type, fileName, description, accessibleAs: what });
  await expect(page.getByTestId('documents-table-outgoing')).toContainText(fileName);
}

/** Selects the row of a table holding `text` and downloads its file with the toolbar's button. */
async function downloadRow(page: Page, table: Locator, text: string, button: string): Promise<string> {
  await table.locator('tbody tr', { hasText: text }).first().click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(button).click()]);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The subjects of the outbox's mails to an address (newest first), read as an administrator. */
async function mailSubjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const headers = await authHeaders(request);
  const list = await request.get(
    `/data/rest/mail_outbox/paged?filter[to]=${encodeURIComponent(to)}&sort=id,desc&count=100`,
    { headers },
  );
  expect(list.status()).toBe(200);
  return ((await list.json()) as { content: Array<{ subject: string }> }).content.map((m) => m.subject);
}

test('a trader files a general case, answers the officer’s request for information and gets the decision', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const subject = `Klasifikimi i makinave të kafesë ${Date.now()}`;

  // The trader starts on the home page: "New case" → general, about their company (not an intermediary).
  await signInAs(page, 'trader');
  await page.goto(HOME);
  await expect(page.getByTestId('cases-home')).toBeVisible();
  await expectAccessible(page, 'the home page');
  await startNewCase(page, 'general', 'create_general_case');
  await expect(page.getByTestId('wizard-tab-2')).toBeVisible();
  await expect(page.getByTestId('wizard-about')).toContainText('Demo Trade Sh.p.k.');
  await expectAccessible(page, 'the wizard’s form (general case)');
  await fillCaseForm(page, 'general-case-form', {
    subType: 'Tarifa',
    subject,
    description: 'Në cilin kre tarifor klasifikohen makinat e kafesë?',
  });

  // The draft's edit page.
  const id = await openedCase(page, 'general', '$');
  await expect(page.getByTestId('case-status-DRAFT').first()).toBeVisible();
  const number = await caseNumberOnScreen(page, 'GEN');
  await expect(page.getByTestId('case-summary')).toContainText('Demo Trade Sh.p.k.');
  await expectAccessible(page, 'the edit page (case tab)');

  // Two documents: the required request and an attachment; the required type is ticked.
  await openDocuments(page, 'dalëse');
  await expect(page.getByTestId('required-GEN_REQUEST')).toHaveAttribute('data-present', 'false');
  await expectAccessible(page, 'the documents tab without documents');
  await addDocument(page, 'Kërkesa', 'kerkesa.pdf', 'Kërkesa e nënshkruar', 'the add documents dialog');
  await addDocument(page, 'Shtojcë', 'katalogu.pdf', 'Katalogu i makinave', 'the add documents dialog (second)');
  await expect(page.getByTestId('required-GEN_REQUEST')).toHaveAttribute('data-present', 'true');
  await expect(page.getByTestId('documents-table-outgoing').locator('tbody tr[data-row-key]')).toHaveCount(2);
  await expectAccessible(page, 'the documents tab with two documents');

  // A message in the forum.
  await openCaseTab(page, 'Forumi');
  await expect(page.getByTestId('forum-empty')).toBeVisible();
  await expectAccessible(page, 'the forum tab (empty)');
  await page.getByTestId('forum-text').fill('Katalogu i makinave është bashkëngjitur si shtojcë.');
  await page.getByTestId('forum-send').click();
  await expect(page.getByTestId('forum-messages')).toContainText('Katalogu i makinave është bashkëngjitur');
  await expect(page.getByTestId('forum-draft-badge')).toHaveCount(0);
  // The message's toast leaves the case's actions (under the header) within reach.
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expectUncovered(page.getByTestId('case-submit'));
  await expectAccessible(page, 'the forum tab with a message');

  // Submitted (with a confirmation): the view page; the receipt is among the incoming documents, a mail went out.
  await submitCase(page, 'general', id, 'the submit confirmation');
  await expectAccessible(page, 'the view page of a submitted case');
  await openDocuments(page, 'hyrëse');
  const incoming = page.getByTestId('documents-table-incoming');
  await expect(incoming).toContainText('Vërtetim pranimi');
  const receipt = await pdfText(await downloadRow(page, incoming, 'Vërtetim pranimi', 'documents-download-incoming'));
  expect(receipt).toContain(number);
  expect(receipt).toContain('kerkesa.pdf');
  expect(receipt).toContain('katalogu.pdf');
  await expectAccessible(page, 'the incoming documents with the receipt');
  expect((await mailSubjectsTo(request, TRADER_MAIL)).filter((s) => s.includes(number))).toHaveLength(1);

  // The officer finds it in the queue, takes it and asks for information, with 10 days to answer.
  await switchUser(page, 'officer');
  await openFromQueue(page, 'general', { id, number }, 'the case queue');
  await expectAccessible(page, 'the view page with the officer’s actions');
  await openCaseTab(page, 'Forumi');
  await expect(page.getByTestId('forum-messages')).toContainText('Katalogu i makinave është bashkëngjitur');
  await takeCase(page);
  await page.getByTestId('officer-return').click();
  const requestDialog = page.getByTestId('officer-request-dialog').getByRole('dialog');
  await expect(requestDialog).toBeVisible();
  const question = 'Ju lutemi dërgoni fletën teknike të makinave (fuqia dhe kapaciteti).';
  await page.getByTestId('officer-request-text').fill(question);
  await page.getByTestId('officer-request-days').fill('10');
  await expectAccessible(page, 'the request for information dialog');
  await page.getByTestId('officer-request-confirm').click();
  await expect(requestDialog).toBeHidden();
  await expect(page.getByTestId('case-status-RETURNED_FOR_CORRECTIONS').first()).toBeVisible();

  // The trader sees the request: the status with its deadline, the forum, the incoming document, the mail.
  await switchUser(page, 'trader');
  await page.goto(HOME);
  await expect(page.getByTestId(`case-link-${id}`)).toBeVisible();
  const row = page.locator(`[data-row-key="${id}"]`);
  await expect(row.getByTestId('case-status-RETURNED_FOR_CORRECTIONS')).toBeVisible();
  await page.getByTestId(`case-edit-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/edit_general_case/${id}`));
  await expect(page.getByTestId('case-status-RETURNED_FOR_CORRECTIONS').first()).toBeVisible();
  await expect(page.getByTestId('case-summary')).toContainText('Përgjigjuni kërkesës deri më');
  await expect(page.getByTestId('case-returned-notice')).toContainText('Dogana ka kërkuar informata shtesë');
  await expectAccessible(page, 'the edit page of a case returned for corrections');
  await openCaseTab(page, 'Historiku');
  await expect(page.getByTestId('case-corrections-tag')).toBeVisible();
  await expect(page.getByTestId('case-event-RETURNED')).toContainText(question);
  await page.getByTestId('case-returned-open-forum').click();
  await expect(page.getByTestId('forum-messages')).toContainText(question);
  await openDocuments(page, 'hyrëse');
  await expect(page.getByTestId('documents-table-incoming')).toContainText('Kërkesë për informata');
  const asked = await pdfText(
    await downloadRow(
      page,
      page.getByTestId('documents-table-incoming'),
      'Kërkesë për informata',
      'documents-download-incoming',
    ),
  );
  expect(asked).toContain(number);
  const returnedMails = (await mailSubjectsTo(request, TRADER_MAIL)).filter((s) => s.includes(number));
  expect(returnedMails.length).toBeGreaterThanOrEqual(3); // submitted, taken, information requested

  // The answer: a document, a word in the forum, and the case submitted again.
  await openDocuments(page, 'dalëse');
  await addDocument(page, 'Shtojcë', 'fleta-teknike.pdf', 'Fleta teknike', 'the add documents dialog (answer)');
  await openCaseTab(page, 'Forumi');
  await page.getByTestId('forum-text').fill('Fleta teknike u dërgua si shtojcë.');
  await page.getByTestId('forum-send').click();
  await expect(page.getByTestId('forum-messages')).toContainText('Fleta teknike u dërgua si shtojcë.');
  await submitCase(page, 'general', id, undefined, 'IN_PROCESS');

  // Back with the officer who asked, flagged answered (no second take); approved with the decision's type and reasoning.
  await switchUser(page, 'officer');
  await openFromQueue(page, 'general', { id, number }, 'the case queue (answered)');
  await expect(page.getByTestId('case-answered')).toBeVisible();
  await openDocuments(page, 'dalëse');
  await expect(page.getByTestId('documents-table-outgoing')).toContainText('fleta-teknike.pdf');
  await approveCase(page, {
    type: 'Vendim për klasifikimin tarifor',
    reasoning: 'Makinat e kafesë klasifikohen në kreun 8516 71 00.',
    accessibleAs: 'the approve dialog',
  });

  // The trader: the history, the decision among the incoming documents, and the mails of every step.
  await switchUser(page, 'trader');
  await page.goto(`${HOME}/view_general_case/${id}`);
  await expect(page.getByTestId('case-status-APPROVED').first()).toBeVisible();
  await openCaseTab(page, 'Historiku');
  for (const kind of ['CREATED', 'SUBMITTED', 'TAKEN', 'RETURNED', 'APPROVED']) {
    await expect(page.getByTestId(`case-event-${kind}`).first()).toBeVisible();
  }
  await expect(page.getByTestId('case-event-SUBMITTED')).toHaveCount(2);
  await expect(page.getByTestId('case-event-APPROVED')).toContainText(`DP-${number}`);
  await expectAccessible(page, 'the history of an approved case');
  await openDocuments(page, 'hyrëse');
  const decided = page.getByTestId('documents-table-incoming');
  // The two receipts (one per submission), the request for information and the decision.
  await expect(decided.locator('tbody tr[data-row-key]')).toHaveCount(4);
  await expect(decided).toContainText('Vendim');
  const decision = await pdfText(await downloadRow(page, decided, `DP-${number}`, 'documents-download-incoming'));
  expect(decision).toContain(`DP-${number}`);
  expect(decision).toContain('8516 71 00');
  await expectAccessible(page, 'the incoming documents with the decision');
  const mails = (await mailSubjectsTo(request, TRADER_MAIL)).filter((s) => s.includes(number));
  // Submitted twice, taken once (the answer went back to the same officer), information requested, approved.
  expect(mails).toHaveLength(5);
});

test('a broker files a complaint about a company found by its unique number, with two customs declarations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const uniqueNumber = `E2E${Date.now()}`.slice(0, 20);
  const companyName = `Kafja e Mëngjesit ${uniqueNumber} Sh.p.k.`;

  await signInAs(page, 'broker');
  await page.goto(HOME);
  await startNewCase(page, 'complaint', 'create_complain_case');

  // Step 1: the company, not on file, is found by number and recorded.
  await expect(page.getByTestId('wizard-tab-1')).toBeVisible();
  await expectAccessible(page, 'the wizard’s first step');
  await page.getByTestId('subject-mode').getByText('Një kompani').click();
  await page.getByTestId('subject-company-number').fill(uniqueNumber);
  await page.getByTestId('subject-company-search').click();
  const form = page.getByTestId('subject-company-new');
  await expect(form).toBeVisible();
  await expectAccessible(page, 'the wizard’s company form');
  await form.getByTestId('edit-field-companyName').fill(companyName);
  await form.getByTestId('edit-field-placeName').fill('Prizren');
  await page.getByTestId('subject-company-save').click();
  await expect(page.getByTestId('subject-company-found')).toContainText(companyName);
  await page.getByTestId('wizard-next').click();

  // Step 2: the complaint about two customs declarations.
  await expect(page.getByTestId('wizard-about')).toContainText(companyName);
  await chooseSelectOption(page, page.getByTestId('complaint-sub-type'), 'Vlerësimi doganor');
  await page.getByTestId('complaint-subject').fill('Ankesë për vlerën doganore të dy dërgesave');
  await page.getByTestId('complaint-description').fill('Vlera doganore u rrit pa arsyetim.');
  const year = String(new Date().getFullYear());
  for (const [declaration, office] of [
    ['C 4711', 'Dogana Prishtinë'],
    ['C 4712', 'Dogana Prizren'],
  ]) {
    await page.getByTestId('declaration-number').fill(declaration);
    await chooseSelectOption(page, page.getByTestId('declaration-office'), office);
    await page.getByTestId('declaration-year').fill(year);
    await page.getByTestId('declaration-add').click();
    await expect(page.getByTestId('declarations-table')).toContainText(declaration.replace(' ', ''));
  }
  await expect(page.getByTestId('declarations-table').locator('tbody tr[data-row-key]')).toHaveCount(2);
  await expectAccessible(page, 'the complaint’s form with two declarations');
  await page.getByTestId('complaint-create').click();

  // The complaint's edit page shows who it is about and both declarations.
  await expect(page).toHaveURL(/\/edit_complaint_case\/\d+$/);
  const id = /edit_complaint_case\/(\d+)/.exec(page.url())![1];
  await expect(page.getByTestId('case-summary')).toContainText(companyName);
  await expectAccessible(page, 'the complaint’s edit page');
  await openCaseTab(page, 'Deklaratat doganore');
  const declarations = page.getByTestId('complaint-declarations').getByTestId('declarations-table');
  await expect(declarations.locator('tbody tr[data-row-key]')).toHaveCount(2);
  await expect(declarations).toContainText('C4711');
  await expect(declarations).toContainText('C4712');
  await expect(declarations).toContainText(year);
  await expectAccessible(page, 'the complaint’s declarations');

  // And so does its read-only view.
  await page.goto(`${HOME}/view_complaint_case/${id}?recordsTab=4`);
  const viewed = page.getByTestId('declarations-table');
  await expect(viewed.locator('tbody tr[data-row-key]')).toHaveCount(2);
  await expect(page.getByTestId('declaration-add')).toHaveCount(0);
  await expectAccessible(page, 'the complaint’s view page (declarations)');
});
