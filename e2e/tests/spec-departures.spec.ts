import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from './axe';
import { fillCaseForm, HOME, openCaseTab, openedCase, signInAs, switchUser } from './portal-steps';

/**
 * Where the portal follows the customs portal spec to the letter: the wizard's first step is the intermediaries'
 * alone (§2, §4, §6); the authorization view shows the authorization and the licence (§2); the movement certificate's
 * public page reads `error` and `info` from its address (§2); goods and invoices are tabs of the movement certificate
 * case (§2); a revoked certificate's page, opened from its QR code, says when it was revoked (docs/adr/0072).
 */

const DISPLAY = '/web_portal/movement_certificate_display';

async function expectNoSeriousFindings(page: Page, where: string) {
  expect(await axeFindings(page, where)).toEqual([]);
}

test('only an intermediary may go back to the wizard’s first step', async ({ page }) => {
  // A company user files for its own company only (the person's password is changed by the recovery test).
  await signInAs(page, 'trader');
  await page.goto(`${HOME}/create_general_case`);
  await expect(page.getByTestId('wizard-tab-2')).toBeVisible();
  await expect(page.getByTestId('wizard-tab-1')).toHaveCount(0);
  await expect(page.getByTestId('wizard-back')).toHaveCount(0);
  await expect(page.getByTestId('general-case-form-submit')).toBeVisible();

  await switchUser(page, 'broker');
  await page.goto(`${HOME}/create_general_case`);
  await expect(page.getByTestId('wizard-tab-1')).toBeVisible();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-back').click();
  await expect(page.getByTestId('wizard-tab-1')).toBeVisible();
});

test('the authorization view shows both the authorization and the licence of the case', async ({ page }) => {
  await signInAs(page, 'trader');
  await page.goto(`${HOME}/create_authorization_case`);
  await fillCaseForm(page, 'authorization-case-form', { subType: 'Autorizim i ri', subject: `Depo ${Date.now()}` });
  const id = await openedCase(page, 'authorization');

  await page.goto(`${HOME}/view_authorization_case/${id}?recordsTab=4`);
  await expect(page.getByTestId('authorization-view')).toBeVisible();
  await expect(page.getByTestId('licence-view')).toBeVisible();
  await expect(page.getByTestId('authorization-records')).toContainText('Licenca');
  await expectNoSeriousFindings(page, 'authorization view');
});

test('goods and invoices are top-level tabs of the movement certificate case', async ({ page }) => {
  await signInAs(page, 'trader');
  await page.goto(`${HOME}/create_movement_certificate_case`);
  await fillCaseForm(page, 'movement-case-form', { subType: 'Certifikata EUR.1', subject: `Mjedra ${Date.now()}` });
  const id = await openedCase(page, 'movement_certificate', '\\?recordsTab=4$');

  await openCaseTab(page, 'Mallrat');
  await expect(page.getByTestId('movement-goods')).toBeVisible();
  await expect(page).toHaveURL(/recordsTab=5/);
  await openCaseTab(page, 'Faturat');
  await expect(page.getByTestId('movement-invoices')).toBeVisible();
  await expect(page).toHaveURL(/recordsTab=6/);
  await expectNoSeriousFindings(page, 'movement invoices tab');

  // The tab numbers are addresses: recordsTab=5 opens the goods.
  await page.goto(`${HOME}/edit_movement_certificate_case/${id}?recordsTab=5`);
  await expect(page.getByTestId('movement-goods')).toBeVisible();
});

test('the public certificate page shows a known info key from its address and ignores others', async ({ page }) => {
  await page.goto(`${DISPLAY}?urlNumber=${'0'.repeat(32)}&info=recovery.password_sent&error=Your+account+is+hacked`);
  await expect(page.getByTestId('movement-display-not-found')).toBeVisible();
  await expect(page.getByText('Nëse ekziston një llogari me këtë emër përdoruesi').first()).toBeVisible();
  await expect(page.getByText('Your account is hacked')).toHaveCount(0);
  // The keys leave the address; the certificate's number stays.
  await expect(page).toHaveURL(new RegExp(`urlNumber=${'0'.repeat(32)}$`));
  await expectNoSeriousFindings(page, 'certificate display with a toast');
});

test('a revoked certificate opened from its QR code says the day it was revoked', async ({ page }) => {
  const urlNumber = 'a'.repeat(32);
  const token = 'b'.repeat(32);
  await page.route(new RegExp(`/movement_certificate_display/${urlNumber}\\?(.*&)?token=${token}`), (route) =>
    route.fulfill({
      json: {
        certificateNumber: 'C-MOV-2026-000042',
        issuedAt: '2026-03-02T09:00:00.000Z',
        validUntil: '2027-03-02',
        revokedAt: '2026-05-14T10:00:00.000Z',
        valid: false,
        exporter: 'Demo Export',
        consignee: 'Handels GmbH',
        countryOfOrigin: 'Kosovo',
        countryOfDestination: 'Austria',
        declarationNumber: null,
        declarationOffice: null,
        declarationYear: null,
        goods: [],
      },
    }),
  );
  await page.goto(`${DISPLAY}?urlNumber=${urlNumber}&token=${token}`);
  await expect(page.getByTestId('movement-display-revoked')).toContainText('14.05.2026');
  await expect(page.getByTestId('movement-display-validity')).toHaveCount(0);
  await expect(page.getByTestId('movement-display')).not.toContainText('2026-03-02');
  await expectNoSeriousFindings(page, 'revoked certificate display');

  // A bare number (no token) is asked of the server as before: an unknown one is "not found".
  await page.goto(`${DISPLAY}?urlNumber=${'c'.repeat(32)}`);
  await expect(page.getByTestId('movement-display-not-found')).toBeVisible();
});

test('a found record is locked only when an account holds it: one without an account is edited in the wizard', async ({
  page,
}) => {
  const uniqueNumber = `ED${Date.now().toString().slice(-8)}`;
  await signInAs(page, 'broker');
  await page.goto(`${HOME}/create_general_case`);
  await page.getByTestId('subject-mode').getByText('Një kompani').click();
  await page.getByTestId('subject-company-number').fill(uniqueNumber);
  await page.getByTestId('subject-company-search').click();
  const recorded = page.getByTestId('subject-company-new');
  await recorded.getByTestId('edit-field-companyName').fill(`Ndryshimi ${uniqueNumber} Sh.p.k.`);
  await recorded.getByTestId('edit-field-placeName').fill('Prizren');
  await page.getByTestId('subject-company-save').click();
  const found = page.getByTestId('subject-company-found');
  await expect(found).toContainText(`Ndryshimi ${uniqueNumber} Sh.p.k.`);

  // Found again later: no account holds it, so it may be corrected; an emptied field keeps what is on file.
  await page.getByTestId('subject-company-search').click();
  await expect(found).toContainText('Prizren');
  await found.getByTestId('subject-company-edit').click();
  const form = found.getByTestId('subject-company-edit-form');
  await expect(form.getByTestId('edit-field-companyName')).toHaveValue(`Ndryshimi ${uniqueNumber} Sh.p.k.`);
  await expectNoSeriousFindings(page, 'the wizard’s edit of a found company');
  await form.getByTestId('edit-field-companyName').fill(`Korrigjuar ${uniqueNumber} Sh.p.k.`);
  await form.getByTestId('edit-field-placeName').fill('');
  await page.getByTestId('subject-company-save').click();
  await expect(form).toHaveCount(0);
  await expect(found).toContainText(`Korrigjuar ${uniqueNumber} Sh.p.k.`);
  await expect(found).toContainText('Prizren');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-about')).toContainText(`Korrigjuar ${uniqueNumber} Sh.p.k.`);

  // A company a user holds stays locked: no edit.
  await page.getByTestId('wizard-back').click();
  await page.getByTestId('subject-mode').getByText('Një kompani').click();
  await page.getByTestId('subject-company-number').fill('L61234567A');
  await page.getByTestId('subject-company-search').click();
  await expect(found.getByTestId('subject-has-user')).toBeVisible();
  await expect(found.getByTestId('subject-company-edit')).toHaveCount(0);
});
