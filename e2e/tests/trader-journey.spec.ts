import { expect, test } from '@playwright/test';
import {
  addBankGuarantee,
  addCompanyUser,
  approveCompany,
  confirmFromMail,
  formField,
  markGuaranteeUsed,
  submitRegistration,
  uploadCompanySignature,
} from './account-steps';
import { expectSignedInAs, signIn } from './support';

test('a new trader registers, confirms by mail, is approved, adds a user, a signature and a guarantee the officer marks used', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const trader = {
    username: `e2e.trader.${suffix.toLowerCase()}`,
    email: `e2e.trader.${suffix.toLowerCase()}@example.org`,
    password: 'Trader#Journey-2026',
  };
  const companyName = `Udhëtimi ${suffix} Sh.p.k.`;

  // The company registers through the public form.
  await page.goto('/register_trader');
  const checked = page.waitForResponse((r) => r.url().includes('/registered_users/check_company_unique_number'));
  await formField(page, 'companyUniqueNumber').fill(`J${suffix}`);
  await formField(page, 'companyName').click();
  expect((await (await checked).json()).allowCreate).toBe(true);
  await formField(page, 'companyName').fill(companyName);
  await formField(page, 'fiscalNumber').fill(`F${suffix}`);
  await formField(page, 'placeName').fill('Prishtinë');
  await submitRegistration(page, trader);

  await confirmFromMail(page, request, trader.email);
  await signIn(page, trader.username, trader.password);
  // Signing in is refused until staff approve, and the login page says why.
  await expect(page.getByTestId('login-status-alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The registry officer approves the company.
  const officer = await (await browser.newContext()).newPage();
  await signIn(officer, 'registry');
  await expectSignedInAs(officer, 'registry');
  await approveCompany(officer, { companyName, username: trader.username });

  // The trader signs in and sets up the company.
  await signIn(page, trader.username, trader.password);
  await expectSignedInAs(page, trader.username);
  await addCompanyUser(page, {
    username: `e2e.clerk.${suffix.toLowerCase()}`,
    email: `e2e.clerk.${suffix.toLowerCase()}@example.org`,
    password: 'Clerk#Journey-2026',
  });
  await uploadCompanySignature(page);
  const number = `BG-J-${suffix}`;
  await addBankGuarantee(page, { bank: 'Banka Demo TEB', number });

  // The officer marks the guarantee used; the trader sees USED after reloading.
  await markGuaranteeUsed(officer, { number, owner: trader.username, note: 'Përdorur për ankandin 3/2026' });
  await officer.context().close();
  await page.reload();
  const row = page.getByTestId('guarantees-table').locator('tbody tr', { hasText: number });
  await expect(row.getByTestId('guarantee-status-USED')).toBeVisible();
  await expect(row).toContainText('Përdorur për ankandin 3/2026');
});
