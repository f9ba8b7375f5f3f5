import { expect, test, type Page } from '@playwright/test';
import { tinyPdf } from './files';
import { caseNumberOnScreen, chooseSelectOption, expectSignedInAs, findInCaseQueue, signIn, signOut } from './support';

/**
 * A BTI case through the screens: the trader creates it, fills the BTI (goods, commercial name, proposed code),
 * adds the required application, submits; the officer takes it from the queue and approves it on its view page;
 * the trader sees the reference and the validity; signed out, the public search finds the BTI by its code's first
 * digits, without the holder's name, the commercial name (which identifies the holder) or the case's subject.
 */

const HOME = '/web_portal/web_portal_home_page';
const SEARCH = '/web_portal/bti_search';

async function openTab(page: Page, name: string) {
  const tab = page.getByTestId('case-tabs').getByRole('tab', { name, exact: true }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('a trader files a BTI case, the officer approves it and the BTI is in the public search', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const subject = `Klasifikimi i orës ${stamp}`;
  const commercialName = `PulseWatch ${stamp}`;
  // A code of its own per run (chapter 91, watches): 9102 and the last 4 digits of the time.
  const code = `9102${String(stamp).slice(-4)}`;

  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(HOME);
  await page.getByTestId('new-case').click();
  await page.getByTestId('new-case-bti').click();
  await expect(page).toHaveURL(`${HOME}/create_bti_case`);
  await chooseSelectOption(page, page.getByTestId('bti-case-form-sub-type'), 'ITD e re');
  await page.getByTestId('bti-case-form-subject').fill(subject);
  await page.getByTestId('bti-case-form-submit').click();

  // The edit page opens on the BTI's tab.
  await expect(page).toHaveURL(/\/edit_bti_case\/\d+\?recordsTab=4$/);
  const id = /edit_bti_case\/(\d+)/.exec(page.url())![1];
  const number = await caseNumberOnScreen(page, 'BTI');
  const form = page.getByTestId('bti-form');
  await expect(form).toBeVisible();
  // A code of seven digits is refused beside the field.
  await page.getByTestId('bti-proposed-code').fill('9102123');
  await page.getByTestId('bti-save').click();
  await expect(form).toContainText('Kodi tarifor ka tetë shifra.');
  await page.getByTestId('bti-goods-description').fill('Orë dore me sensor të rrahjeve të zemrës');
  await page.getByTestId('bti-commercial-name').fill(commercialName);
  await page.getByTestId('bti-proposed-code').fill(code);
  await page.getByTestId('bti-save').click();
  await expect(page.getByText('Record saved.').or(page.getByText('Regjistrimi u ruajt.')).first()).toBeVisible();

  // The required application, through the documents tab.
  await openTab(page, 'Dokumentet');
  await page.getByTestId('documents-add').first().click();
  const dialog = page.getByTestId('add-documents-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await chooseSelectOption(page, dialog.getByTestId('add-documents-type'), 'Aplikacioni për ITD');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'aplikacioni.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(dialog.getByTestId('add-file-aplikacioni.pdf')).toBeVisible();
  await dialog.getByTestId('add-documents-ok').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('required-BTI_APPLICATION')).toHaveAttribute('data-present', 'true');

  await page.getByTestId('case-submit').click();
  await page.getByTestId('case-submit-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/view_bti_case/${id}`));
  await expect(page.getByTestId('case-status-SUBMITTED').first()).toBeVisible();
  await signOut(page);

  // The officer takes it from the queue and approves it on its view page.
  await signIn(page, 'officer');
  await expectSignedInAs(page, 'officer');
  await findInCaseQueue(page, number, id);
  await page.getByTestId(`queue-view-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/view_bti_case/${id}`));
  await page.getByTestId('officer-take').click();
  await page.getByTestId('officer-take-confirm').click();
  await expect(page.getByTestId('case-status-IN_PROCESS').first()).toBeVisible();
  await page.getByTestId('officer-approve').click();
  const approve = page.getByTestId('officer-approve-dialog').getByRole('dialog');
  await expect(approve).toBeVisible();
  await page.getByTestId('officer-decision-reasoning').fill(`Ora klasifikohet në nënkreun ${code}.`);
  await page.getByTestId('officer-approve-confirm').click();
  await expect(approve).toBeHidden();
  await expect(page.getByTestId('case-status-APPROVED').first()).toBeVisible();
  await signOut(page);

  // The trader sees what the approval granted: the reference (the case's number) and the validity.
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(`${HOME}/view_bti_case/${id}?recordsTab=4`);
  const view = page.getByTestId('bti-view');
  await expect(view).toContainText(number);
  await expect(view).toContainText(code);
  await expect(page.getByTestId('bti-valid-to')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await signOut(page);

  // Signed out: the public search by the code's first six digits shows the BTI, not who holds it.
  await page.goto(SEARCH);
  await expect(page.getByTestId('bti-public-search')).toBeVisible();
  await page.getByTestId('bti-search-code').fill(code.slice(0, 6));
  await page.getByTestId('bti-search-submit').click();
  const results = page.getByTestId('bti-search-results');
  const row = results.locator('tbody tr', { hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText(code);
  await expect(results).not.toContainText(commercialName);
  await expect(results).not.toContainText('Demo Trade');
  await expect(results).not.toContainText(subject);
});
