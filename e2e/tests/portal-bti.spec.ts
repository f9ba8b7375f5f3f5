import { expect, test } from '@playwright/test';
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
import { caseNumberOnScreen, signOut } from './support';

/**
 * A BTI case through the screens: the trader creates it, fills the BTI (goods, commercial name, proposed code),
 * adds the required application, submits; the officer takes it from the queue and approves it on its view page;
 * the trader sees the reference and the validity; signed out, the public search finds the BTI by its code's first
 * digits, without the holder's name, the commercial name (which identifies the holder) or the case's subject.
 */

const SEARCH = '/web_portal/bti_search';

test('a trader files a BTI case, the officer approves it and the BTI is in the public search', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const subject = `Klasifikimi i orës ${stamp}`;
  const commercialName = `PulseWatch ${stamp}`;
  // A code of its own per run (chapter 91, watches), one the tariff knows: under the HS subheading 9102 12 (no
  // national lines there; 9102 11 has the national line 9102 11 00), with the last 2 digits of the time.
  const code = `910212${String(stamp).slice(-2)}`;

  await signInAs(page, 'trader');
  await page.goto(HOME);
  await startNewCase(page, 'bti', 'create_bti_case');
  await fillCaseForm(page, 'bti-case-form', { subType: 'ITD e re', subject });

  // The edit page opens on the BTI's tab.
  const id = await openedCase(page, 'bti', '\\?recordsTab=4$');
  const number = await caseNumberOnScreen(page, 'BTI');
  const form = page.getByTestId('bti-form');
  await expect(form).toBeVisible();
  // A code of seven digits is refused beside the field.
  await page.getByTestId('bti-proposed-code').fill('9102123');
  await page.getByTestId('bti-save').click();
  await expect(form).toContainText('Kodi tarifor ka 8 ose 10 shifra (hapësirat dhe pikat nuk llogariten).');
  await page.getByTestId('bti-goods-description').fill('Orë dore me sensor të rrahjeve të zemrës');
  await page.getByTestId('bti-commercial-name').fill(commercialName);
  await page.getByTestId('bti-proposed-code').fill(code);
  await page.getByTestId('bti-save').click();
  await expect(saved(page)).toBeVisible();

  // The required application, through the documents tab.
  await addRequiredApplication(page, 'Aplikacioni për ITD', 'BTI_APPLICATION');
  await submitCase(page, 'bti', id);

  // The officer takes it from the queue and approves it on its view page.
  await officerApproves(
    page,
    { screen: 'bti', id, number, filer: 'trader' },
    {
      reasoning: `Ora klasifikohet në nënkreun ${code}.`,
      bti: { decidedTariffCode: '91021100', justification: 'Orë dore me bateri, me ekran mekanik.' },
    },
  );

  // The trader sees what the approval granted: the reference (the case's number) and the validity.
  await page.goto(`${HOME}/view_bti_case/${id}?recordsTab=4`);
  const view = page.getByTestId('bti-view');
  await expect(view).toContainText(number);
  await expect(view).toContainText(code);
  await expect(view).toContainText('91021100');
  await expect(page.getByTestId('bti-valid-to')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await signOut(page);

  // Signed out: the public search by the decided code's first six digits shows the BTI, not who holds it.
  await page.goto(SEARCH);
  await expect(page.getByTestId('bti-public-search')).toBeVisible();
  await page.getByTestId('bti-search-code').fill('910211');
  await page.getByTestId('bti-search-submit').click();
  const results = page.getByTestId('bti-search-results');
  const row = results.locator('tbody tr', { hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText(code);
  await expect(results).not.toContainText(commercialName);
  await expect(results).not.toContainText('Demo Trade');
  await expect(results).not.toContainText(subject);
});
