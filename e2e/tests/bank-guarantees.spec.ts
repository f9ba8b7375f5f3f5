import { expect, test } from '@playwright/test';
import { addBankGuarantee, markGuaranteeUsed } from './account-steps';
import { expectSignedInAs, signIn } from './support';

const MY_GUARANTEES = '/user/user-bank-guarantee';

test('a trader adds a guarantee with its PDF, the registry officer marks it used, the trader sees USED', async ({
  page,
  browser,
}) => {
  const number = `BG-${Date.now()}`;

  // The trader records the guarantee…
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(MY_GUARANTEES);
  await expect(page.getByTestId('guarantees-empty')).toBeVisible();
  // …with the bank's letter attached (a demo bank of the seed).
  await addBankGuarantee(page, { bank: 'Banka Demo NLB', number });

  // The registry officer marks it used with a note.
  const officer = await (await browser.newContext()).newPage();
  await signIn(officer, 'registry');
  await expectSignedInAs(officer, 'registry');
  await markGuaranteeUsed(officer, { number, owner: 'trader', note: 'Used for auction 7/2026, lot L-3' });
  await officer.context().close();

  // The trader reloads and sees USED with the officer's note; the guarantee can no longer be edited.
  await page.reload();
  const decided = page.getByTestId('guarantees-table').locator('tbody tr', { hasText: number });
  await expect(decided.getByTestId('guarantee-status-USED')).toBeVisible();
  await expect(decided).toContainText('Used for auction 7/2026, lot L-3');
  await expect(decided.locator('[data-testid^="guarantee-edit-"]')).toBeDisabled();
  await expect(decided.locator('[data-testid^="guarantee-delete-"]')).toBeDisabled();
});
