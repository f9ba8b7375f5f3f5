import { expect, test } from '@playwright/test';
import {
  addRequiredApplication,
  fillCaseForm,
  HOME,
  officerApproves,
  openCaseTab,
  openedCase,
  saved,
  signInAs,
  startNewCase,
  submitCase,
} from './portal-steps';
import { caseNumberOnScreen, chooseSelectOption } from './support';

/**
 * An authorization case through the screens: the trader creates it (the wizard's switch on "an authorization"),
 * fills the authorization (type, location), adds goods by tariff code (a code the tariff does not know is refused
 * beside the field), adds the required application and submits; the officer takes it from the queue and approves
 * it on its view page; the trader sees the authorization's number and validity, the goods, and its PDF among the
 * incoming documents.
 */

test('a trader files an authorization case, the officer approves it and the authorization is granted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const subject = `Depo doganore ${Date.now()}`;

  await signInAs(page, 'trader');
  await page.goto(HOME);
  await startNewCase(page, 'authorization', 'create_authorization_case');
  await expect(page.getByTestId('authorization-kind')).toBeVisible();
  await fillCaseForm(page, 'authorization-case-form', { subType: 'Autorizim i ri', subject });

  const id = await openedCase(page, 'authorization');
  const number = await caseNumberOnScreen(page, 'AUT');

  // The authorization: its type and where the procedure takes place.
  await openCaseTab(page, 'Autorizimi');
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
  await expect(entry).toContainText('Kodi tarifor nuk është i vlefshëm.');
  await code.fill('8471 30 00');
  await page.getByTestId('tariff-description').fill('Laptopë për depon');
  await page.getByTestId('tariff-add').click();
  const lines = page.getByTestId('tariff-lines');
  await expect(lines.locator('tbody tr', { hasText: '84713000' })).toBeVisible();
  await expect(lines).toContainText('Laptopë për depon');

  // The required application, through the documents tab.
  await addRequiredApplication(page, 'Aplikacioni për autorizim', 'AUTHORIZATION_APPLICATION');
  await submitCase(page, 'authorization', id);

  // The officer takes it from the queue and approves it on its view page (an authorization names its decision type).
  await officerApproves(
    page,
    { screen: 'authorization', id, number, filer: 'trader' },
    { type: 'Vendim për vlerësimin doganor', reasoning: 'Kushtet për depon doganore plotësohen.' },
  );

  // The trader sees what the approval granted: the number and validity, the goods, the authorization's PDF.
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
