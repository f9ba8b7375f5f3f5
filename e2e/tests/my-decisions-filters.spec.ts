import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { tinyPdf } from './files';
import { HOME, signInAs } from './portal-steps';
import { authHeaders, chooseSelectOption } from './support';

/**
 * My decisions and My cases keep their filters, page and sort in the address: the trader's IPR application for
 * action, approved by the officer, lists in My decisions with its validity; filtered by kind and status, a reload
 * keeps the filters and Back restores the ones before. One filter bar on both screens, labelled, cleared at once,
 * checked with axe at 1366 px in English and at 375 px in Albanian (stacked).
 */

const MY_DECISIONS = '/web_portal/my_decisions';
const SQ_IPR = 'Të drejtat e pronësisë intelektuale';

/** An IPR case of the trader with a right and goods, submitted, taken and approved through the API. */
async function approvedIprApplication(request: APIRequestContext): Promise<{ number: string; caseNumber: string }> {
  const trader = await authHeaders(request, 'trader');
  const officer = await authHeaders(request, 'officer');
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers: trader })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const created = await request.post('/data/rest/ipr_cases/create_ipr_case', {
    headers: trader,
    data: {
      subTypeId: filters.subTypes.find((s) => s.code === 'IPR_NEW')!.id,
      subject: `Mbrojtja e markës ${Date.now()}`,
      ipr: { rightHolder: 'ACME Sh.p.k.', representative: null, description: null },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id, number: caseNumber } = (await created.json()) as { id: number; number: string };
  const types = (await (
    await request.get('/data/rest/portal_document_types/by_code?code=IPR_REQUIRED', { headers: trader })
  ).json()) as Array<{ id: number; code: string }>;
  const upload = await request.post(
    `/data/rest/portal_documents?caseId=${id}&typeId=${types.find((t) => t.code === 'IPR_APPLICATION')!.id}`,
    {
      headers: trader,
      multipart: { file: { name: 'aplikacioni.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
    },
  );
  expect(upload.status(), await upload.text()).toBe(200);
  for (const [headers, path, body] of [
    [
      trader,
      '/data/rest/ipr_rights/add_ipr_rights_to_ipr_case',
      { iprCase: { id }, rightType: 'TRADEMARK', rightNumber: 'KS-TM-7' },
    ],
    [trader, '/data/rest/ipr_goods/add_ipr_goods_to_ipr_case', { iprCase: { id }, description: 'Atlete sportive' }],
    [trader, '/data/rest/ipr_cases/submit_ipr_case', { id }],
    [officer, '/data/rest/portal_cases/take', { id }],
    [officer, '/data/rest/portal_cases/approve', { id, reasoning: 'Të drejtat janë dëshmuar.' }],
  ] as const) {
    const res = await request.post(path, { headers, data: body });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  }
  const application = await request.get(`/data/rest/ipr/by_ipr_case_id/${id}`, { headers: trader });
  const { applicationNumber } = (await application.json()) as { applicationNumber: string };
  expect(applicationNumber).toMatch(/^IPR-AFA-/);
  return { number: applicationNumber, caseNumber };
}

const inLanguage = (page: Page, lang: 'en' | 'sq') =>
  page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);

test('My decisions lists the IPR application; its filters stay in the address through a reload and Back restores them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { number, caseNumber } = await approvedIprApplication(request);
  await signInAs(page, 'trader');
  await inLanguage(page, 'en');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(MY_DECISIONS);
  await expect(page.getByRole('heading', { name: 'My decisions' })).toBeVisible();

  // Filtered by kind, then by status: each a step of the address.
  const bar = page.getByRole('group', { name: 'Filters' });
  await expect(bar.getByText('Kind', { exact: true })).toBeVisible();
  await chooseSelectOption(page, page.getByTestId('decisions-kind-filter'), 'Application for action (IPR)');
  await expect(page).toHaveURL(/[?&]kind=IPR_APPLICATION(&|$)/);
  await chooseSelectOption(page, page.getByTestId('decisions-status-filter'), 'Valid');
  await expect(page).toHaveURL(/[?&]status=VALID(&|$)/);
  const table = page.getByTestId('decisions-table');
  const row = table.locator('tbody tr', { hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Application for action (IPR)');
  await expect(row).toContainText(caseNumber);
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
  await expect(row).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(row.getByTestId('decision-status-VALID')).toHaveText('Valid');
  // Only IPR applications are listed.
  for (const text of await table.locator('tbody tr.ant-table-row').allInnerTexts())
    expect(text).toContain('Application for action (IPR)');
  // Sorted by number: in the address too.
  await table.locator('thead th', { hasText: 'Number' }).first().click();
  await expect(page).toHaveURL(/[?&]sort=number%2Casc/);

  // A reload keeps the filters and the sort.
  await page.reload();
  await expect(page.getByTestId('decisions-kind-filter')).toContainText('Application for action (IPR)');
  await expect(page.getByTestId('decisions-status-filter')).toContainText('Valid');
  await expect(table.locator('tbody tr', { hasText: number })).toBeVisible();
  await expectAccessible(page, 'My decisions filtered at 1366 px (en)');
  await page.screenshot({ path: test.info().outputPath('my-decisions-filtered-1366-en.png'), fullPage: true });

  // Back: the sort, then the status, goes; the kind stays.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page).toHaveURL(/[?&]kind=IPR_APPLICATION(&|$)/);
  await expect(page.getByTestId('decisions-status-filter')).not.toContainText('Valid');
  await expect(page.getByTestId('decisions-kind-filter')).toContainText('Application for action (IPR)');
  await expect(table.locator('tbody tr', { hasText: number })).toBeVisible();

  // Clear filters: everything again, in the address too.
  await page.getByTestId('decisions-filters-clear').click();
  await expect(page).toHaveURL(new RegExp(`${MY_DECISIONS}$`));
  await expect(page.getByTestId('decisions-filters-clear')).toHaveCount(0);

  // A shared link opens the list filtered.
  await page.goto(`${MY_DECISIONS}?kind=IPR_APPLICATION`);
  await expect(page.getByTestId('decisions-kind-filter')).toContainText('Application for action (IPR)');
  await expect(table.locator('tbody tr', { hasText: number })).toBeVisible();

  // My cases: the same bar; its filters in the address too.
  await page.goto(HOME);
  await expect(page.getByRole('group', { name: 'Filters' })).toBeVisible();
  await chooseSelectOption(page, page.getByTestId('case-filter-type'), 'Intellectual property rights');
  await expect(page).toHaveURL(/[?&]type=IPR(&|$)/);
  await page.reload();
  await expect(page.getByTestId('case-filter-type')).toContainText('Intellectual property rights');
  await expect(page.getByTestId('case-filters-clear')).toBeVisible();
  await expectAccessible(page, 'My cases filtered at 1366 px (en)');
  await page.screenshot({ path: test.info().outputPath('my-cases-filtered-1366-en.png'), fullPage: true });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${HOME}$`));
  await expect(page.getByTestId('case-filters-clear')).toHaveCount(0);

  // At 375 px in Albanian: the bars stacked, nothing wider than the screen.
  await inLanguage(page, 'sq');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${MY_DECISIONS}?kind=IPR_APPLICATION`);
  await expect(page.getByRole('heading', { name: 'Vendimet e mia' })).toBeVisible();
  await expect(page.getByTestId('decisions-kind-filter')).toContainText('Kërkesë për veprim (PI)');
  await expect(page.locator('[data-testid^="decision-card-IPR_APPLICATION-"]', { hasText: number })).toBeVisible();
  const kindBox = await page.getByTestId('decisions-kind-filter').boundingBox();
  const statusBox = await page.getByTestId('decisions-status-filter').boundingBox();
  expect(statusBox!.y).toBeGreaterThan(kindBox!.y + kindBox!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'My decisions at 375 px (sq)');
  await page.screenshot({ path: test.info().outputPath('my-decisions-375-sq.png'), fullPage: true });
  await page.goto(`${HOME}?type=IPR`);
  await expect(page.getByTestId('case-filter-type')).toContainText(SQ_IPR);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'My cases at 375 px (sq)');
  await page.screenshot({ path: test.info().outputPath('my-cases-375-sq.png'), fullPage: true });
});
