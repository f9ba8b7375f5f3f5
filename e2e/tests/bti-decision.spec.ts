import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  addRequiredApplication,
  fillCaseForm,
  HOME,
  openedCase,
  openFromQueue,
  saved,
  signInAs,
  startNewCase,
  submitCase,
  switchUser,
  takeCase,
} from './portal-steps';
import { caseNumberOnScreen, signOut } from './support';

/**
 * The BTI decision: the officer approves a BTI case with a decided tariff code other than the proposed one and the
 * classification justification (both required, the code checked against the tariff); the trader's view shows both
 * codes, the justification and the commercial name marked confidential; signed out, the public search finds the BTI
 * by keywords and shows both codes and the justification, never the commercial name.
 */

const SEARCH = '/web_portal/bti_search';
/** A tariff in force in the demo register (chapter 91, watches). */
const DECIDED = '91021100';

test('the officer decides a BTI’s code and justification; the trader and the public see both codes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const commercialName = `PulseWatch ${stamp}`;
  // A code of its own per run under subheading 9102 12, which holds no national line, so any 8 digits under it are
  // known to the tariff (ADR 0073); never the decided one, which is under 9102 11.
  const proposed = `910212${String(stamp).slice(-2)}`;
  // A word only this run's justification holds, for the keyword search.
  const marker = `oximetri${stamp}`;
  const justification = `Ora mat pulsin (${marker}); klasifikohet si orë dore me bateri, nënkreu ${DECIDED}.`;

  await signInAs(page, 'trader');
  await page.goto(HOME);
  await startNewCase(page, 'bti', 'create_bti_case');
  await fillCaseForm(page, 'bti-case-form', { subType: 'ITD e re', subject: `Klasifikimi ${stamp}` });
  const id = await openedCase(page, 'bti', '\\?recordsTab=4$');
  const number = await caseNumberOnScreen(page, 'BTI');
  await page.getByTestId('bti-goods-description').fill('Orë dore me sensor të rrahjeve të zemrës');
  await page.getByTestId('bti-commercial-name').fill(commercialName);
  await page.getByTestId('bti-proposed-code').fill(proposed);
  await page.getByTestId('bti-save').click();
  await expect(saved(page)).toBeVisible();
  await addRequiredApplication(page, 'Aplikacioni për ITD', 'BTI_APPLICATION');
  await submitCase(page, 'bti', id);

  // The officer takes it and opens the approve dialog: the decided code and the justification are required.
  await switchUser(page, 'officer');
  await openFromQueue(page, 'bti', { number, id });
  await takeCase(page);
  await page.getByTestId('officer-approve').click();
  const dialog = page.getByTestId('officer-approve-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('officer-decision-reasoning').fill(`Vendimi për ${number}.`);
  await page.getByTestId('officer-approve-confirm').click();
  const codeItem = dialog.locator('.ant-form-item').filter({ has: page.getByTestId('officer-bti-decided-code') });
  const justificationItem = dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('officer-bti-justification') });
  await expect(codeItem.locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(justificationItem.locator('.ant-form-item-explain-error')).toBeVisible();
  // A well-formed code that is no tariff in force (chapter 99 holds none): the server refuses it beside the field.
  await page.getByTestId('officer-bti-decided-code').fill('99999999');
  await page.getByTestId('officer-bti-justification').fill(justification);
  await page.getByTestId('officer-approve-confirm').click();
  await expect(codeItem.locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.getByTestId('officer-bti-decided-code').fill(DECIDED);
  await expectAccessible(page, 'the BTI approve dialog');
  await page.getByTestId('officer-approve-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('case-status-APPROVED').first()).toBeVisible();

  // The trader's view: both codes, the justification, the commercial name marked confidential.
  await switchUser(page, 'trader');
  await page.goto(`${HOME}/view_bti_case/${id}?recordsTab=4`);
  const view = page.getByTestId('bti-view');
  await expect(page.getByTestId('bti-decided-code')).toContainText(DECIDED);
  await expect(page.getByTestId('bti-proposed-code-view')).toContainText(proposed);
  await expect(page.getByTestId('bti-justification')).toHaveText(justification);
  await expect(page.getByTestId('bti-commercial-name-view')).toHaveText(commercialName);
  await expect(page.getByTestId('bti-confidential')).toBeVisible();
  await expect(view).toContainText('Kodi tarifor i vendosur');
  await expect(view).toContainText('Kodi tarifor i propozuar');
  await expectAccessible(page, 'the decided BTI');
  await signOut(page);

  // Signed out: the keyword search (any case) finds it; both codes and the justification, not the commercial name.
  await page.goto(SEARCH);
  await page.getByTestId('bti-search-keywords').fill(marker.toUpperCase());
  await page.getByTestId('bti-search-submit').click();
  const results = page.getByTestId('bti-search-results');
  const row = results.locator('tbody tr', { hasText: number });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('bti-search-decided-code')).toContainText(DECIDED);
  await expect(row.getByTestId('bti-search-proposed-code')).toHaveText(proposed);
  await expect(row).toContainText(justification);
  await expect(results.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('bti-public-search')).not.toContainText(commercialName);
  await expectAccessible(page, 'the public BTI search by keywords');
  // The public answer itself lacks the commercial name.
  const answer = await page.request.get(`/data/rest/bti/public_search?q=${marker}`);
  expect(answer.status()).toBe(200);
  const body = await answer.text();
  expect(body).toContain(number);
  expect(body).not.toContain(commercialName);
  expect(body).not.toContain('commercialName');
});
