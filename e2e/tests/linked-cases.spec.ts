import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  addRequiredApplication,
  fillCaseForm,
  HOME,
  officerApproves,
  openedCase,
  saved,
  signInAs,
  startNewCase,
  submitCase,
} from './portal-steps';
import { caseNumberOnScreen } from './support';

/**
 * Linked cases (ADR 0082): the trader's BTI is approved; on the English screen of My decisions the trader requests an
 * amendment of the BTI and lands on a draft whose subject is in English and whose BTI holds the original's goods;
 * then files a complaint against the BTI case's decision, a complaint draft naming the decision it contests. Axe on
 * My decisions with the complaint action (1366 px en, 375 px sq) and on the complaint draft.
 */

const MY_DECISIONS = '/web_portal/my_decisions';
/** A tariff in force in the demo register (chapter 91, watches). */
const DECIDED = '91021100';

test('amend a BTI in English with its goods copied, and file a complaint against its decision', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const subject = `Klasifikimi ${stamp}`;
  const goods = `Orë dore me sensor ${stamp}`;
  const proposed = `910212${String(stamp).slice(-2)}`;

  await signInAs(page, 'trader');
  await page.goto(HOME);
  await startNewCase(page, 'bti', 'create_bti_case');
  await fillCaseForm(page, 'bti-case-form', { subType: 'ITD e re', subject });
  const id = await openedCase(page, 'bti', '\\?recordsTab=4$');
  const number = await caseNumberOnScreen(page, 'BTI');
  await page.getByTestId('bti-goods-description').fill(goods);
  await page.getByTestId('bti-commercial-name').fill(`PulseWatch ${stamp}`);
  await page.getByTestId('bti-proposed-code').fill(proposed);
  await page.getByTestId('bti-save').click();
  await expect(saved(page)).toBeVisible();
  await addRequiredApplication(page, 'Aplikacioni për ITD', 'BTI_APPLICATION');
  await submitCase(page, 'bti', id);
  await officerApproves(
    page,
    { screen: 'bti', id, number, filer: 'trader' },
    { reasoning: `Vendimi për ${number}.`, bti: { decidedTariffCode: DECIDED, justification: 'Orë dore.' } },
  );

  // At 375 px in Albanian (the trader's profile): the decision's card offers a complaint.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(MY_DECISIONS);
  const card = page.locator('[data-testid^="decision-card-DECISION-"]', { hasText: `DP-${number}` });
  await expect(card.getByRole('button', { name: 'Paraqit ankesë' })).toBeVisible();
  await expectAccessible(page, 'My decisions with the complaint action at 375 px (sq)');
  await page.screenshot({ path: test.info().outputPath('linked-375-sq.png'), fullPage: true });

  // In English at 1366 px: the BTI is amended; the new draft's subject is English, its goods the original's.
  await page.context().addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(MY_DECISIONS);
  const table = page.getByTestId('decisions-table');
  const btiRow = table
    .locator('tbody tr', { hasText: number })
    .filter({ has: page.getByRole('button', { name: /^Renew / }) });
  await expect(btiRow.getByRole('button', { name: /^File a complaint/ })).toHaveCount(0);
  const decisionRow = table.locator('tbody tr', { hasText: `DP-${number}` });
  await expect(decisionRow.getByRole('button', { name: `File a complaint against DP-${number}` })).toBeVisible();
  await expectAccessible(page, 'My decisions with the complaint action at 1366 px (en)');
  await page.screenshot({ path: test.info().outputPath('linked-1366-en.png'), fullPage: true });

  await btiRow.getByRole('button', { name: /^Request amendment of / }).click();
  await expect(page).toHaveURL(/\/edit_bti_case\/\d+/);
  const amendmentId = /\/edit_bti_case\/(\d+)/.exec(page.url())![1];
  expect(amendmentId).not.toBe(id);
  await expect(page.getByText(new RegExp(`^Amendment of .+: ${subject}`)).first()).toBeVisible();
  await page.goto(`${HOME}/edit_bti_case/${amendmentId}?recordsTab=4`);
  await expect(page.getByTestId('bti-goods-description')).toHaveValue(goods);
  await expect(page.getByTestId('bti-proposed-code')).toHaveValue(proposed);
  await page.screenshot({ path: test.info().outputPath('linked-amendment-en.png'), fullPage: true });

  // The complaint: a draft complaint case naming the decision it contests, linked to the BTI case.
  await page.goto(MY_DECISIONS);
  await decisionRow.getByRole('button', { name: `File a complaint against DP-${number}` }).click();
  await expect(page).toHaveURL(/\/edit_complaint_case\/\d+/);
  await expect(page.getByTestId('case-linked')).toHaveText(`Complaint against the decision of ${number}`);
  await expect(page.getByText(`Complaint against DP-${number}: ${subject}`).first()).toBeVisible();
  await expect(page.getByText(`DP-${number}`).first()).toBeVisible();
  await expectAccessible(page, 'the complaint draft');
  await page.screenshot({ path: test.info().outputPath('linked-complaint-en.png'), fullPage: true });
});
