import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { HOME, signInAs, submittedCase } from './portal-steps';
import { authHeaders } from './support';

const bellOf = (page: Page) => page.getByTestId('notice-bell');
const unreadOf = async (page: Page) => Number(await bellOf(page).getAttribute('data-unread'));

/** A signed-in page of `username` in `lang` (the language cookie), at `width` × 900. */
async function pageOf(browser: Browser, username: string, lang: 'sq' | 'en', width: number) {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const page = await context.newPage();
  await signInAs(page, username);
  return page;
}

test('an officer takes over a case another officer holds; that officer’s bell tells them at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const filed = await submittedCase(request);
  const taken = await request.post('/data/rest/portal_cases/take', {
    headers: await authHeaders(request, 'officer'),
    data: { id: filed.id },
  });
  expect(taken.status()).toBe(200);

  const officer = await pageOf(browser, 'officer', 'en', 1366);
  await officer.goto('/notifications');
  await expect(officer.getByTestId('notifications-page')).toBeVisible();
  await expect(bellOf(officer)).toBeVisible();
  const before = await unreadOf(officer);

  // The administrator (who holds the processing page too) opens the case: only the take-over is offered.
  const admin = await pageOf(browser, 'admin', 'sq', 1366);
  await admin.goto(`${HOME}/view_general_case/${filed.id}`);
  await expect(admin.getByTestId('officer-assignee')).toContainText('officer');
  await expect(admin.getByTestId('officer-actions').getByRole('button')).toHaveCount(1);
  await admin.getByTestId('officer-take_over').click();
  const dialog = admin.getByTestId('officer-take-over-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Lëndën e ka officer');
  await expectAccessible(admin, 'the take-over dialog in Albanian');
  await admin.screenshot({ path: test.info().outputPath('take-over-sq-1366.png') });
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.screenshot({ path: test.info().outputPath('take-over-sq-375.png') });
  await admin.getByTestId('officer-take-over-confirm').click();
  await expect(admin.getByTestId('officer-assignee')).toContainText('admin');
  await expect(admin.getByTestId('case-status-IN_PROCESS').first()).toBeVisible();
  await expect(admin.getByTestId('officer-approve')).toBeVisible();

  // The officer who had it is told within two seconds, in their language, with the case's number and who took it.
  await expect(bellOf(officer)).toHaveAttribute('data-unread', String(before + 1), { timeout: 2_000 });
  await bellOf(officer).click();
  const first = officer.getByTestId('notice-panel').getByTestId('notice-item').first();
  await expect(first).toContainText(`Case ${filed.number} was taken over by admin.`);
  await expectAccessible(officer, 'the notification panel with a take-over');
  await officer.screenshot({ path: test.info().outputPath('taken-over-en-1366.png') });
  await officer.setViewportSize({ width: 375, height: 800 });
  await officer.screenshot({ path: test.info().outputPath('taken-over-en-375.png') });
  // The officer's screen of the case now offers them the take-over back, and nothing else.
  await officer.goto(`${HOME}/view_general_case/${filed.id}`);
  await expect(officer.getByTestId('officer-take_over')).toBeVisible();
  await expect(officer.getByTestId('officer-approve')).toHaveCount(0);
});
