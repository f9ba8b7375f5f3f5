import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026!';

/** Signs in through the login form, as a person would; solves the captcha when it is shown. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function expectSignedInAs(page: Page, username: string) {
  await expect(page.getByTestId('user-menu-username')).toHaveText(username);
}

/** Signs out through the user menu. The menu opens with an animation; a click lost to it is repeated. */
export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await expect(async () => {
    if (!/\/login$/.test(page.url())) {
      if (!(await page.getByTestId('user-menu-logout').isVisible())) await page.getByTestId('user-menu').click();
      await page.getByTestId('user-menu-logout').click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Chooses files in an upload control once it takes them: an upload panel stays disabled (and ignores a file) until
 * its settings (accepted types, size) and its object are loaded, as a person sees by its hint.
 */
export async function chooseFiles(input: Locator, files: Parameters<Locator['setInputFiles']>[0]) {
  await expect(input).toBeEnabled();
  await input.setInputFiles(files);
}

/** Fails when something is drawn over the control's centre (a toast, a menu): a click there would not reach it. */
export async function expectUncovered(control: Locator) {
  await expect(control).toBeVisible();
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (element.contains(hit)) return '';
    // An icon button has no text: its label names it.
    const what = hit?.closest('[aria-label]')?.getAttribute('aria-label') || hit?.textContent?.trim();
    return (what || hit?.tagName || 'nothing').slice(0, 80);
  });
  expect(onTop, 'what is drawn over the control').toBe('');
}

/**
 * Opens the officers' case queue filtered by a case number and waits until the filter is in the address and on the
 * screen, the search has answered and the case is listed: the rows a click is aimed at are the search's.
 */
export async function findInCaseQueue(page: Page, number: string, id: string) {
  await page.goto('/web_portal_processing/case_queue');
  const search = page.getByTestId('queue-filter-number').getByRole('searchbox');
  await search.fill(number);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]number=${number}(&|$)`));
  // The screen has the filter (its "Clear filters" button), not only the address: until then it shows the rows it had.
  await expect(page.getByTestId('queue-filters-clear')).toBeVisible();
  // The rows of the search, not the ones shown (dimmed, busy) while it loads: those move when it answers.
  await expect(page.getByTestId('case-queue').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId(`queue-link-${id}`)).toBeVisible();
}

type Traced = Window & { __openTrace?: string[] };

/**
 * Clicks a control that opens another page of the app and waits for its address. When the page does not open, the
 * failure says where the click's events went and every change of the address since the click (the Navigation API
 * of Chromium): a covered control, a click lost between press and release, or an address replaced afterwards.
 */
export async function clickToOpen(page: Page, control: Locator, url: RegExp) {
  await page.evaluate(() => {
    const trace: string[] = [];
    (window as Traced).__openTrace = trace;
    const at = () => `${Math.round(performance.now())} ms`;
    const name = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return target ? target.constructor.name : 'nothing';
      const id = target.closest('[data-testid]')?.getAttribute('data-testid');
      return `${target.tagName.toLowerCase()}${id ? ` in ${id}` : ''}`;
    };
    for (const type of ['pointerdown', 'pointerup', 'click', 'focusout']) {
      window.addEventListener(type, (event) => trace.push(`${at()} ${type} on ${name(event.target)}`), true);
    }
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', (event) => {
      const { destination, navigationType } = event as Event & { destination: { url: string }; navigationType: string };
      trace.push(`${at()} ${navigationType} to ${destination.url}`);
    });
  });
  await control.click();
  try {
    await expect(page).toHaveURL(url);
  } catch (error) {
    const trace = await page.evaluate(() => (window as Traced).__openTrace ?? []);
    throw new Error(`${(error as Error).message}\nSince the click:\n${trace.join('\n')}`, { cause: error });
  }
}

/** The X-Auth-Token header of a user signed in through the API (setting up data a test is not about). */
export async function authHeaders(request: APIRequestContext, username = 'admin', password = DEMO_PASSWORD) {
  const login = await request.post('/data/rest/user/authenticate', { form: { username, password } });
  expect(login.status()).toBe(200);
  return { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
}

/**
 * The text of the newest mail to an address of a kind (`template`), read from the outbox as an administrator would.
 * Waits for it: recovery mails are queued by the account_requests job, at the scheduler's next tick.
 */
export async function latestMailTo(request: APIRequestContext, to: string, template?: string): Promise<string> {
  const headers = await authHeaders(request);
  const filter = `filter[to]=${encodeURIComponent(to)}${template ? `&filter[template]=${template}` : ''}`;
  let id: number | undefined;
  await expect(async () => {
    const list = await request.get(`/data/rest/mail_outbox/paged?${filter}&sort=id,desc&count=1`, { headers });
    id = ((await list.json()) as { content: Array<{ id: number }> }).content[0]?.id;
    expect(id, `a mail to ${to}`).toBeDefined();
  }).toPass({ timeout: 30_000 });
  const detail = await request.get(`/data/rest/mail_outbox/${id}`, { headers });
  return (await detail.json()).textBody as string;
}

/**
 * Picks an option of a select field in the open edit dialog. The dropdown opens with an animation
 * that can swallow a click on a busy machine, so the pick is repeated until the field shows it.
 */
export async function chooseOption(page: Page, field: string, text: string) {
  await chooseSelectOption(page, page.getByTestId('edit-modal').getByTestId(`edit-field-${field}`), text);
}

/** Picks an option of any select, repeated until the select shows it (see `chooseOption`). */
export async function chooseSelectOption(page: Page, select: Locator, text: string) {
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
      .first()
      .click({ timeout: 2_000 });
    await expect(select).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A case's number (`GEN-2026-000123`) from its screen's heading, once the case has loaded into it. */
export async function caseNumberOnScreen(page: Page, prefix: string): Promise<string> {
  const pattern = new RegExp(`${prefix}-\\d{4}-\\d{6}`);
  const heading = page.getByRole('heading', { level: 1 }).filter({ hasText: pattern });
  await expect(heading).toBeVisible();
  return pattern.exec((await heading.textContent()) ?? '')![0];
}

/**
 * Ticks the checkbox of the table row holding `text`. A table that re-renders under the click (its rows arriving
 * again) can swallow the click: the tick is tried until it holds.
 */
export async function checkRow(table: Locator, text: string) {
  const box = table.locator('tr', { hasText: text }).locator('input[type=checkbox]');
  await expect(async () => {
    await box.check({ timeout: 2_000 });
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Downloads what a list's export menu gives in `format`: the file's suggested name and its bytes. */
export async function downloadListExport(page: Page, format: 'csv' | 'xlsx') {
  await page.getByTestId('list-export').click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${format}`).click()]);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}
