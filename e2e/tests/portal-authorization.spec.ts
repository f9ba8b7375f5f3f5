import { expect, test, type Page } from '@playwright/test';
import { tinyPdf } from './files';
import { caseNumberOnScreen, chooseSelectOption, expectSignedInAs, findInCaseQueue, signIn, signOut } from './support';

/**
 * An authorization case through the screens: the trader creates it (the wizard's switch on "an authorization"),
 * fills the authorization (type, location), adds goods by tariff code (a code the tariff does not know is refused
 * beside the field), adds the required application and submits; the officer takes it from the queue and approves
 * it on its view page; the trader sees the authorization's number and validity, the goods, and its PDF among the
 * incoming documents.
 */

const HOME = '/web_portal/web_portal_home_page';

async function openTab(page: Page, name: string) {
  const tab = page.getByTestId('case-tabs').getByRole('tab', { name, exact: true }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const saved = (page: Page) => page.getByText('Record saved.').or(page.getByText('Regjistrimi u ruajt.')).first();

test('a trader files an authorization case, the officer approves it and the authorization is granted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const subject = `Depo doganore ${Date.now()}`;

  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(HOME);
  await page.getByTestId('new-case').click();
  await page.getByTestId('new-case-authorization').click();
  await expect(page).toHaveURL(`${HOME}/create_authorization_case`);
  await expect(page.getByTestId('authorization-kind')).toBeVisible();
  await chooseSelectOption(page, page.getByTestId('authorization-case-form-sub-type'), 'Autorizim i ri');
  await page.getByTestId('authorization-case-form-subject').fill(subject);
  await page.getByTestId('authorization-case-form-submit').click();

  await expect(page).toHaveURL(/\/edit_authorization_case\/\d+/);
  const id = /edit_authorization_case\/(\d+)/.exec(page.url())![1];
  const number = await caseNumberOnScreen(page, 'AUT');

  // The authorization: its type and where the procedure takes place.
  await openTab(page, 'Autorizimi');
  const form = page.getByTestId('authorization-form');
  await expect(form).toBeVisible();
  await chooseSelectOption(page, page.getByTestId('authorization-type'), 'Depo doganore');
  await page.getByTestId('authorization-location').fill('Magazina 4, Fushë Kosovë');
  await page.getByTestId('authorization-save').click();
  await expect(saved(page)).toBeVisible();

  // Goods by tariff code: an unknown code is refused beside the field; a known one is added.
  const entry = page.getByTestId('tariff-entry');
  const code = entry.locator('input').first();
  await code.fill('9999 99 99');
  await page.getByTestId('tariff-quantity').fill('12');
  await page.getByTestId('tariff-value').fill('8400.50');
  await page.getByTestId('tariff-add').click();
  await expect(entry).toContainText('Asnjë tarifë nuk ka këtë kod.');
  await code.fill('8471 30 00');
  await page.getByTestId('tariff-description').fill('Laptopë për depon');
  await page.getByTestId('tariff-add').click();
  const lines = page.getByTestId('tariff-lines');
  await expect(lines.locator('tbody tr', { hasText: '84713000' })).toBeVisible();
  await expect(lines).toContainText('Laptopë për depon');

  // The required application, through the documents tab.
  await openTab(page, 'Dokumentet');
  await page.getByTestId('documents-add').first().click();
  const dialog = page.getByTestId('add-documents-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await chooseSelectOption(page, dialog.getByTestId('add-documents-type'), 'Aplikacioni për autorizim');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'aplikacioni.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(dialog.getByTestId('add-file-aplikacioni.pdf')).toBeVisible();
  await dialog.getByTestId('add-documents-ok').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('required-AUTHORIZATION_APPLICATION')).toHaveAttribute('data-present', 'true');

  await page.getByTestId('case-submit').click();
  await page.getByTestId('case-submit-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/view_authorization_case/${id}`));
  await expect(page.getByTestId('case-status-SUBMITTED').first()).toBeVisible();
  await signOut(page);

  // The officer takes it from the queue and approves it on its view page (an authorization names its decision type).
  await signIn(page, 'officer');
  await expectSignedInAs(page, 'officer');
  await findInCaseQueue(page, number, id);
  await page.getByTestId(`queue-view-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/view_authorization_case/${id}`));
  await page.getByTestId('officer-take').click();
  await page.getByTestId('officer-take-confirm').click();
  await expect(page.getByTestId('case-status-IN_PROCESS').first()).toBeVisible();
  await page.getByTestId('officer-approve').click();
  const approve = page.getByTestId('officer-approve-dialog').getByRole('dialog');
  await expect(approve).toBeVisible();
  await chooseSelectOption(page, approve.getByTestId('officer-decision-type'), 'Vendim për vlerësimin doganor');
  await page.getByTestId('officer-decision-reasoning').fill('Kushtet për depon doganore plotësohen.');
  await page.getByTestId('officer-approve-confirm').click();
  await expect(approve).toBeHidden();
  await expect(page.getByTestId('case-status-APPROVED').first()).toBeVisible();
  await signOut(page);

  // The trader sees what the approval granted: the number and validity, the goods, the authorization's PDF.
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(`${HOME}/view_authorization_case/${id}?recordsTab=4`);
  const view = page.getByTestId('authorization-view');
  await expect(view).toBeVisible();
  const granted = page.getByTestId('granted-number');
  await expect(granted).toHaveText(/^AU-\d{4}-\d{6}$/);
  await expect(view).toContainText('Depo doganore');
  await expect(view).toContainText('Magazina 4, Fushë Kosovë');
  await expect(page.getByTestId('tariff-lines')).toContainText('84713000');
  await expect(page.getByTestId('tariff-entry')).toHaveCount(0);
  const grantNumber = (await granted.textContent())!;
  await page.goto(`${HOME}/view_authorization_case/${id}?recordsTab=2&recordsDocumentTab=2`);
  await expect(page.getByText(grantNumber).first()).toBeVisible();
});
