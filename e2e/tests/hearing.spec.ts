import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { tinyPdf } from './files';
import { pdfText } from './pdf-text';
import { HOME, openCaseTab, openFromQueue, signInAs, submitCase, switchUser, takeCase } from './portal-steps';
import { authHeaders, findInCaseQueue, signOut } from './support';

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
  await page.getByTestId(`queue-view-${id}`).click();
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
