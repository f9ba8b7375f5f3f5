import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { tinyPdf } from './files';
import { chooseSelectOption, authHeaders, signIn } from './support';
import { HOME, signInAs, switchUser } from './portal-steps';

// What a walk through the portal found: the queue's search and sorting, tables that fit, deadlines of closed cases,
// the officer's landing, the home text, the profile's language and the complaint's duplicate decision.

const QUEUE = '/web_portal_processing/case_queue';

type Filed = { id: number; number: string };

/** A general case of the trader, submitted, taken and approved through the API. */
async function approvedCase(request: APIRequestContext): Promise<Filed> {
  const trader = await authHeaders(request, 'trader');
  const officer = await authHeaders(request, 'officer');
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers: trader })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const subTypeId = filters.subTypes.find((s) => s.code === 'GEN_TARIFF')!.id;
  const created = await request.post('/data/rest/general_cases/create_general_case', {
    headers: trader,
    data: { subTypeId, subject: `Walk ${Date.now()}`, description: null },
  });
  expect(created.status()).toBe(200);
  const filed = (await created.json()) as Filed;
  const types = (await (
    await request.get('/data/rest/portal_document_types/by_code?code=COMPLAINT_GENERAL', { headers: trader })
  ).json()) as Array<{ id: number; code: string }>;
  const typeId = types.find((t) => t.code === 'GEN_REQUEST')!.id;
  const upload = await request.post(`/data/rest/portal_documents?caseId=${filed.id}&typeId=${typeId}`, {
    headers: trader,
    multipart: { file: { name: 'kerkesa.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
  });
  expect(upload.status()).toBe(200);
  for (const [headers, path, body] of [
    [trader, '/data/rest/general_cases/submit_general_case', { id: filed.id }],
    [officer, '/data/rest/portal_cases/take', { id: filed.id }],
    [officer, '/data/rest/portal_cases/approve', { id: filed.id, reasoning: 'Heading 0901.' }],
  ] as const) {
    const res = await request.post(path, { headers, data: body });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  }
  return filed;
}

/** The English interface (the header's switch; the page reloads). */
async function inEnglish(page: Page) {
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** A header cell by its text is fully visible and not under the sticky actions column. */
async function expectHeaderClear(table: Locator, title: string) {
  const cell = table.locator('thead th', { hasText: title }).first();
  await expect(cell).toBeVisible();
  const [box, sticky, container] = await Promise.all([
    cell.boundingBox(),
    // The actions column, sticky at the right: its title is for screen readers only.
    table.locator('thead th:has(.visually-hidden)').last().boundingBox(),
    table.locator('.ant-table-container').first().boundingBox(),
  ]);
  expect(box, title).not.toBeNull();
  expect(box!.x + box!.width, `${title} ends before the sticky column`).toBeLessThanOrEqual(sticky!.x + 1);
  expect(box!.x, `${title} starts inside the table`).toBeGreaterThanOrEqual(container!.x - 1);
}

test('the queue finds a closed case by number in any status, sorts and filters by day; closed cases show no due day; officers land on it', async ({
  page,
  request,
}) => {
  const filed = await approvedCase(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'officer');
  // The officer lands on the queue after signing in.
  await expect(page).toHaveURL(new RegExp(`${QUEUE}$`));
  await inEnglish(page);

  const search = page.getByTestId('queue-filter-number').getByRole('searchbox');
  await search.fill(filed.number);
  await search.press('Enter');
  await expect(page.getByTestId(`queue-link-${filed.id}`)).toBeVisible();
  await expect(page.getByTestId('queue-search-all-statuses')).toBeVisible();
  // An approved case has no deadline any more.
  await expect(page.getByTestId(`queue-due-${filed.id}`)).toHaveText('—');
  await expectAccessible(page, 'the queue searched by number');

  // The subject and filer search finds it too.
  await page.getByTestId('queue-filters-clear').click();
  const subject = page.getByTestId('queue-filter-search').getByRole('searchbox');
  await subject.fill('Walk ');
  await subject.press('Enter');
  await expect(page).toHaveURL(/[?&]search=Walk/);
  await expect(page.getByTestId(`queue-link-${filed.id}`)).toBeVisible();

  // Sorted by a column's header, on the server; filtered by the day of submission.
  await page.getByTestId('queue-table').locator('thead th', { hasText: 'Submitted' }).first().click();
  await expect(page).toHaveURL(/[?&]sort=submittedAt%2Casc/);
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Tirane', day: '2-digit', month: '2-digit', year: 'numeric' })
      .format(new Date())
      .replace(/\//g, '.'),
  );
  // Newest submission first: other cases submitted today (the suite's) do not push this one off the first page.
  await page.goto(`${QUEUE}?status=ALL&sort=submittedAt%2Cdesc`);
  const from = page.getByTestId('queue-filter-submitted-from');
  await from.fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]submittedFrom=${today.replace(/\./g, '\\.')}`));
  await expect(page.getByTestId(`queue-link-${filed.id}`)).toBeVisible();

  // At 1366 × 900 the queue's columns fit beside the sticky actions column.
  const table = page.getByTestId('queue-table');
  for (const title of ['Filed by', 'Submitted', 'Taken by', 'Subject', 'Due']) await expectHeaderClear(table, title);
});

test('a case pressed in the queue while a number is typed but not searched opens: the list is not redrawn under the pointer', async ({
  page,
  request,
}) => {
  const filed = await approvedCase(request);
  const newer = await approvedCase(request);
  await signIn(page, 'officer');
  await expect(page).toHaveURL(new RegExp(`${QUEUE}$`));
  // Newest submission first, in every status: the case is second on the first page, below the newer one.
  await page.goto(`${QUEUE}?status=ALL&sort=submittedAt%2Cdesc`);
  await expect(page.getByTestId('queue-table').locator('tbody tr[data-row-key]').nth(0)).toHaveAttribute(
    'data-row-key',
    String(newer.id),
  );
  const view = page.getByTestId(`queue-view-${filed.id}`);
  await expect(view).toBeVisible();
  await page.getByTestId('queue-filter-number').getByRole('searchbox').fill(filed.number);
  // A person's click: the button is held down for a moment before it is released. Leaving the field applied the
  // text, the list was redrawn (busy) under the pointer meanwhile and the release fell beside the button.
  const box = (await view.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`/view_general_case/${filed.id}$`));
});

test('My cases: columns fit at 1366 and scroll at 375, sort and filter by day; a closed case shows no due day; the company text only for company users', async ({
  page,
  request,
}) => {
  const filed = await approvedCase(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'trader');
  await page.goto(HOME);
  await inEnglish(page);
  const table = page.getByTestId('cases-table');
  await expect(page.getByTestId(`case-link-${filed.id}`)).toBeVisible();
  await expect(page.getByText('The cases you filed with the customs office, and those of your company.')).toBeVisible();
  for (const title of ['Due', 'Created / Submitted', 'Subject / About']) await expectHeaderClear(table, title);
  // No column is cut: the table's content is no wider than its place.
  const wider = await table.locator('.ant-table-content').evaluate((e) => e.scrollWidth - e.clientWidth);
  expect(wider, 'how much wider the table is than its place').toBeLessThanOrEqual(0);

  // The approved case's row has no due day (its columns by their headers).
  const titles = await table.locator('thead th').allInnerTexts();
  const due = titles.findIndex((text) => text.trim() === 'Due');
  const row = page.getByTestId(`case-link-${filed.id}`).locator('xpath=ancestor::tr');
  await expect(row.locator('td').nth(due)).toHaveText('—');

  await table.locator('thead th', { hasText: 'Subject / About' }).first().click();
  await expect(page).toHaveURL(/[?&]sort=subject%2Casc/);
  await page.getByTestId('case-filter-created-to').fill('01.01.2020');
  await expect(page.getByTestId('cases-empty-filtered')).toBeVisible();
  await expectAccessible(page, 'My cases filtered by day');

  // At 375 px nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(HOME);
  await expect(page.getByTestId(`case-card-${filed.id}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A person belongs to no company: the text does not speak of one.
  await page.setViewportSize({ width: 1366, height: 900 });
  await switchUser(page, 'person');
  await page.goto(HOME);
  await expect(page.getByText('The cases you filed with the customs office.', { exact: true })).toBeVisible();
  await expect(page.getByText('and those of your company')).toHaveCount(0);
});

test('a complaint about a decision another open complaint of the filer is about is said on the number as it is typed', async ({
  page,
}) => {
  await signInAs(page, 'person');
  const fill = async () => {
    await page.goto(`${HOME}/create_complain_case`);
    await expect(page.getByTestId('wizard-tab-2')).toBeVisible();
    await page.getByTestId('complaint-kind').getByText('Një vendim').click();
    await chooseSelectOption(page, page.getByTestId('complaint-sub-type'), 'Gjoba');
    await page.getByTestId('complaint-subject').fill(`Ankesë ${Date.now()}`);
  };
  const duplicate = page.getByText('Një ankesë tjetër e hapur juaja ka të bëjë tashmë me këtë vendim.');
  // An open complaint of the trader about the decision: filed here unless an earlier walk of the suite filed one.
  // Whether there is one is read from the check's own answer: the field's error shows a moment after the
  // registered type (the form debounces its errors), so the screen alone cannot tell yet.
  await fill();
  const number = page.getByTestId('decision-number');
  const checked = page.waitForResponse((r) => r.url().includes('/complaint_cases/check_decision_number'));
  await number.fill('DV-2025-00017');
  await number.blur();
  const answer = (await (await checked).json()) as { duplicate: boolean };
  await expect(page.getByTestId('decision-registered')).toBeVisible();
  if (answer.duplicate) await expect(duplicate).toBeVisible();
  else {
    await page.getByTestId('complaint-create').click();
    await expect(page).toHaveURL(/\/edit_complaint_case\/\d+/);
  }

  // A second complaint about it: said on the field while typing, before the wizard's end.
  await fill();
  await page.getByTestId('decision-number').pressSequentially('DV-2025-00017');
  await expect(duplicate).toBeVisible();
  await expect(page).toHaveURL(`${HOME}/create_complain_case`);
  await expectAccessible(page, 'the complaint wizard with a duplicate decision');
});

test('switching the language in the header offers to make it the profile’s language', async ({ page, request }) => {
  await signInAs(page, 'person');
  await page.goto(HOME);
  await inEnglish(page);
  const notice = page.getByTestId('profile-language-notice');
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'the profile language notice');
  // On a phone its button is under its text, which keeps the width of the notice.
  await page.setViewportSize({ width: 375, height: 800 });
  const text = notice.locator('.ant-alert-title');
  const [textBox, buttonBox, noticeBox] = await Promise.all([
    text.boundingBox(),
    page.getByTestId('profile-language-apply').boundingBox(),
    notice.boundingBox(),
  ]);
  expect(buttonBox!.y).toBeGreaterThanOrEqual(textBox!.y + textBox!.height);
  expect(textBox!.width).toBeGreaterThan(noticeBox!.width * 0.6);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('profile-language-apply').click();
  await expect(notice).toHaveCount(0);
  const person = await authHeaders(request, 'person');
  const user = (await (await request.get('/data/rest/user', { headers: person })).json()) as { lang: string };
  expect(user.lang).toBe('en');
  await page.reload();
  await expect(page.getByTestId('cases-home')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a visitor sees the auction’s product categories on the auction’s pages, not on the customs portal’s', async ({
  page,
}) => {
  await page.goto('/');
  const categories = page.locator('[data-testid^="menu-group-category."]');
  await expect(categories.first()).toBeVisible();
  for (const path of ['/web_portal/bti_search', '/web_portal/movement_certificate_display']) {
    await page.goto(path);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(categories).toHaveCount(0);
  }
  // Back on an auction page the categories return.
  await page.goto('/');
  await expect(categories.first()).toBeVisible();
});
