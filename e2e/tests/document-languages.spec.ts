import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { tinyPdf } from './files';
import { HOME, openCaseTab, signInAs } from './portal-steps';
import { authHeaders } from './support';

/**
 * A general case of the trader (an Albanian reader), submitted, taken and approved through the API: the authority
 * issued its receipt and its decision, described in every language (ADR 0077).
 */
async function decidedCase(request: APIRequestContext) {
  const trader = await authHeaders(request, 'trader');
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers: trader })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const subTypeId = filters.subTypes.find((s) => s.code === 'GEN_TARIFF')!.id;
  const created = await request.post('/data/rest/general_cases/create_general_case', {
    headers: trader,
    data: { subTypeId, subject: 'Classification of water heaters', description: null },
  });
  expect(created.status()).toBe(200);
  const portalCase = (await created.json()) as { id: number; number: string };
  const types = (await (
    await request.get('/data/rest/portal_document_types/by_code?code=COMPLAINT_GENERAL', { headers: trader })
  ).json()) as Array<{ id: number; code: string }>;
  const typeId = types.find((t) => t.code === 'GEN_REQUEST')!.id;
  const added = await request.post(`/data/rest/portal_documents?caseId=${portalCase.id}&typeId=${typeId}`, {
    headers: trader,
    multipart: { file: { name: 'request.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
  });
  expect(added.status()).toBe(200);
  const submit = await request.post('/data/rest/general_cases/submit_general_case', {
    headers: trader,
    data: { id: portalCase.id },
  });
  expect(submit.status()).toBe(200);
  const officer = await authHeaders(request, 'officer');
  expect(
    (await request.post('/data/rest/portal_cases/take', { headers: officer, data: { id: portalCase.id } })).status(),
  ).toBe(200);
  const approve = await request.post('/data/rest/portal_cases/approve', {
    headers: officer,
    data: { id: portalCase.id, reasoning: 'Water heaters are classified under heading 8516.' },
  });
  expect(approve.status()).toBe(200);
  return portalCase;
}

/** The documents tab of the case's view, its incoming (issued) documents shown. */
async function openIssuedDocuments(page: Page, id: number, tabs: { documents: string; incoming: RegExp }) {
  await page.goto(`${HOME}/view_general_case/${id}`);
  await openCaseTab(page, tabs.documents);
  const tab = page.getByTestId('documents-tabs').getByRole('tab', { name: tabs.incoming });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  return page.getByTestId('documents-table-incoming');
}

const shots = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('with the interface in English, the issued documents are described in English, not in the filer’s Albanian', async ({
  page,
  context,
  request,
}) => {
  const portalCase = await decidedCase(request);
  const number = `DP-${portalCase.number}`;
  const baseURL = test.info().project.use.baseURL!;

  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  await signInAs(page, 'trader');
  const table = await openIssuedDocuments(page, portalCase.id, {
    documents: 'Documents',
    incoming: /Incoming documents/,
  });
  await expect(table.getByText(`Decision ${number} (approval)`)).toBeVisible();
  await expect(table.getByText(/^Receipt of submission, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  for (const albanian of ['Vendim', 'Vërtetim', 'miratim']) {
    await expect(table.getByText(albanian)).toHaveCount(0);
  }
  await expectAccessible(page, 'the issued documents, in English');
  await shots(page, 'documents-en');

  // The same documents in Albanian, the interface switched back.
  await context.addCookies([{ name: 'lang', value: 'sq', url: baseURL }]);
  const albanian = await openIssuedDocuments(page, portalCase.id, {
    documents: 'Dokumentet',
    incoming: /Dokumentet hyrëse/,
  });
  await expect(albanian.getByText(`Vendim ${number} (miratim)`)).toBeVisible();
  await expect(albanian.getByText(/^Vërtetim i pranimit, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  // (The file's name, `decision-….pdf`, is no description.)
  await expect(albanian.getByText(/^(Decision|Receipt of submission) /)).toHaveCount(0);
  await expectAccessible(page, 'the issued documents, in Albanian');
  await shots(page, 'documents-sq');
});
