import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { tinyPdf } from './files';
import { pdfText } from './pdf-text';
import { HOME, openCaseTab, openFromQueue, signInAs, submitCase, switchUser, takeCase } from './portal-steps';
import { authHeaders, clickToOpen, findInCaseQueue, signOut } from './support';

/** A DRAFT general case of the trader with its required request, made through the API. */
async function draftCase(request: APIRequestContext, headers: Record<string, string>) {
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const subTypeId = filters.subTypes.find((s) => s.code === 'GEN_TARIFF')!.id;
  const created = await request.post('/data/rest/general_cases/create_general_case', {
    headers,
    data: { subTypeId, subject: 'Klasifikimi i ngrohësve të ujit', description: null },
  });
  expect(created.status()).toBe(200);
  const portalCase = (await created.json()) as { id: number; number: string };
  const types = (await (
    await request.get('/data/rest/portal_document_types/by_code?code=COMPLAINT_GENERAL', { headers })
  ).json()) as Array<{ id: number; code: string }>;
  const typeId = types.find((t) => t.code === 'GEN_REQUEST')!.id;
  const res = await request.post(`/data/rest/portal_documents?caseId=${portalCase.id}&typeId=${typeId}`, {
    headers,
    multipart: { file: { name: 'kerkesa.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
  });
  expect(res.status()).toBe(200);
  return portalCase;
}

/** Selects the incoming document whose row holds `text` and downloads its file with the toolbar's button. */
async function downloadRow(page: Page, text: string): Promise<string> {
  await openCaseTab(page, 'Dokumentet');
  const tab = page.getByTestId('documents-tabs').getByRole('tab', { name: /Dokumentet hyrëse/ });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  const table = page.getByTestId('documents-table-incoming');
  await table.locator('tbody tr', { hasText: text }).first().click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('documents-download-incoming').click(),
  ]);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The days the party has to answer an intent to reject (the `portal_hearing_days` setting), read as an administrator. */
async function hearingDays(request: APIRequestContext): Promise<number> {
  const res = await request.get('/data/rest/application_parameters/portal_hearing_days', {
    headers: await authHeaders(request, 'admin'),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { value: number }).value;
}

const DAY = /\d{2}\.\d{2}\.\d{4}/;
const REASONS = 'Ngrohësit e ujit nuk i përkasin kreut të kërkuar.';

test('an officer sends an intent to reject, the trader answers, the officer rejects and the decision says so', async ({
  page,
  request,
}) => {
  const trader = await authHeaders(request, 'trader');
  const portalCase = await draftCase(request, trader);
  const id = String(portalCase.id);
  await signInAs(page, 'trader');
  await page.goto(`${HOME}/edit_general_case/${id}`);
  await submitCase(page, 'general', id);

  // The officer takes it: rejecting is not offered before the party was heard; the intent is.
  await switchUser(page, 'officer');
  await openFromQueue(page, 'general', { id, number: portalCase.number });
  await takeCase(page);
  await expect(page.getByTestId('officer-reject')).toHaveCount(0);
  await page.getByTestId('officer-intent').click();
  const dialog = page.getByTestId('officer-intent-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog names the days of the setting, as it stands.
  await expect(dialog).toContainText(`ka ${await hearingDays(request)} ditë`);
  // The reasons are required.
  await page.getByTestId('officer-intent-confirm').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
  await page.getByTestId('officer-intent-reasons').fill(REASONS);
  await expectAccessible(page, 'the intent to reject dialog');
  await page.getByTestId('officer-intent-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('case-status-HEARING').first()).toBeVisible();
  await expect(page.getByText(/Pala mund të përgjigjet deri më \d{2}\.\d{2}\.\d{4}/)).toBeVisible();

  // The trader sees the reasons, the day sent and the deadline, and answers in the forum, then submits.
  await switchUser(page, 'trader');
  await page.goto(`${HOME}/view_general_case/${id}`);
  const notice = page.getByTestId('case-hearing-notice');
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('case-hearing-reasons')).toContainText(REASONS);
  await expect(page.getByTestId('case-hearing-dates')).toHaveText(new RegExp(`${DAY.source}.*${DAY.source}`));
  await expectAccessible(page, 'the hearing panel of the party');
  await page.goto(`${HOME}/edit_general_case/${id}`);
  await expect(page.getByTestId('case-hearing-notice')).toBeVisible();
  await openCaseTab(page, 'Forumi');
  await page.getByTestId('forum-text').fill('Ngrohësit kanë termostat: kreu 8516 është i duhuri.');
  await page.getByTestId('forum-send').click();
  await expect(page.getByTestId('forum-messages')).toContainText('kreu 8516');
  await page.getByTestId('case-submit').click();
  await page.getByTestId('case-submit-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/view_general_case/${id}`));
  await expect(page.getByTestId('case-status-IN_PROCESS').first()).toBeVisible();
  await expect(page.getByTestId('case-hearing-answered')).toContainText(DAY);

  // Back with the same officer, flagged answered in the queue and on the case; rejected with no decision type.
  await switchUser(page, 'officer');
  await findInCaseQueue(page, portalCase.number, id);
  await expect(page.getByTestId(`queue-answered-${id}`)).toBeVisible();
  await clickToOpen(page, page.getByTestId(`queue-view-${id}`), new RegExp(`/view_general_case/${id}`));
  await expect(page.getByTestId('case-answered')).toBeVisible();
  await expect(page.getByTestId('officer-assignee')).toContainText('officer');
  await page.getByTestId('officer-reject').click();
  const reject = page.getByTestId('officer-reject-dialog').getByRole('dialog');
  await expect(reject).toBeVisible();
  await page.getByTestId('officer-decision-reasoning').fill('Pas përgjigjes, kreu i kërkuar nuk pranohet.');
  await page.getByTestId('officer-reject-confirm').click();
  await expect(reject).toBeHidden();
  await expect(page.getByTestId('case-status-REJECTED').first()).toBeVisible();

  // The decision says the party was heard and answered.
  await switchUser(page, 'trader');
  await page.goto(`${HOME}/view_general_case/${id}`);
  const decision = await pdfText(await downloadRow(page, 'Vendim'));
  expect(decision).toContain('Pala u dëgjua');
  expect(decision).toMatch(/pala u përgjigj më \d{2}\.\d{2}\.\d{4}/);
  await signOut(page);
});

test('an intent left unanswered: once its period ended the case says so, not a running deadline', async ({
  page,
  request,
}) => {
  const trader = await authHeaders(request, 'trader');
  const officer = await authHeaders(request, 'officer');
  const portalCase = await draftCase(request, trader);
  const id = String(portalCase.id);
  for (const [headers, path, body] of [
    [trader, '/data/rest/general_cases/submit_general_case', { id: portalCase.id }],
    [officer, '/data/rest/portal_cases/take', { id: portalCase.id }],
    [officer, '/data/rest/portal_cases/intent_to_reject', { id: portalCase.id, reasons: REASONS }],
  ] as const) {
    const res = await request.post(path, { headers, data: body });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  }

  // While the period runs the answer day is said as due; once it ended (the browser's clock past it), as ended.
  await signInAs(page, 'officer');
  await page.goto(`${HOME}/view_general_case/${id}`);
  await expect(page.getByTestId('case-hearing-dates')).toContainText('përgjigjja duhet deri më');
  const days = await hearingDays(request);
  await page.clock.install({ time: Date.now() + (days + 2) * 86_400_000 });
  await page.reload();
  const dates = page.getByTestId('case-hearing-dates');
  await expect(dates).toContainText(/mbaroi më \d{2}\.\d{2}\.\d{4} pa përgjigje/);
  await expect(dates).not.toContainText('duhet deri më');
  await openCaseTab(page, 'Historiku');
  await expect(page.getByTestId('case-corrections-tag')).toHaveText('Afati mbaroi pa përgjigje');
  await openCaseTab(page, 'Lënda');
  await expectAccessible(page, 'the case whose hearing period ended');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('hearing-ended-375-sq.png'), fullPage: true });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(dates).toContainText(/ended on \d{2}\.\d{2}\.\d{4} without an answer/);
  await expectAccessible(page, 'the case whose hearing period ended, in English');
  await page.screenshot({ path: test.info().outputPath('hearing-ended-1366-en.png'), fullPage: true });
  await page.getByTestId('language-option-sq').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  await signOut(page);
});
