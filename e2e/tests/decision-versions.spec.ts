import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  addRequiredApplication,
  fillCaseForm,
  HOME,
  officerApproves,
  openedCase,
  signInAs,
  startNewCase,
  submitCase,
} from './portal-steps';
import { caseNumberOnScreen } from './support';

/**
 * Versions of a decision (ADR 0081): the trader's general case is approved; from My decisions the trader requests an
 * amendment of its decision and lands on the new draft case's edit screen, which says which case it amends and links
 * to it. Checked with axe on My decisions with the new actions (1366 px, English; 375 px, Albanian) and on the
 * linked case.
 */

const MY_DECISIONS = '/web_portal/my_decisions';

test('a trader requests an amendment of a decision from My decisions and lands on the linked draft case', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const subject = `Tarifa e makinave të kafesë ${Date.now()}`;

  await signInAs(page, 'trader');
  await page.goto(HOME);
  await startNewCase(page, 'general', 'create_general_case');
  await fillCaseForm(page, 'general-case-form', { subType: 'Tarifa', subject });
  const id = await openedCase(page, 'general', '$');
  const number = await caseNumberOnScreen(page, 'GEN');
  await addRequiredApplication(page, 'Kërkesa', 'GEN_REQUEST');
  await submitCase(page, 'general', id);
  await officerApproves(
    page,
    { screen: 'general', id, number, filer: 'trader' },
    { type: 'Vendim për klasifikimin tarifor', reasoning: 'Kreu 8516 71 00.' },
  );

  // At 375 px in Albanian: the card offers the amendment.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(MY_DECISIONS);
  const card = page.locator('[data-testid^="decision-card-DECISION-"]', { hasText: `DP-${number}` });
  await expect(card.getByRole('button', { name: 'Kërko ndryshim' })).toBeVisible();
  await expectAccessible(page, 'My decisions with the amend action at 375 px (sq)');
  await page.screenshot({ path: test.info().outputPath('decision-versions-375-sq.png'), fullPage: true });

  // In English at 1366 px: a decision has no validity, so it is amended, not renewed.
  await page.context().addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(MY_DECISIONS);
  await expect(page.getByRole('heading', { name: 'My decisions' })).toBeVisible();
  const row = page.getByTestId('decisions-table').locator('tbody tr', { hasText: `DP-${number}` });
  await expect(row.getByRole('button', { name: `Request amendment of DP-${number}` })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Renew/ })).toHaveCount(0);
  await expectAccessible(page, 'My decisions with the amend action at 1366 px (en)');
  await page.screenshot({ path: test.info().outputPath('decision-versions-1366-en.png'), fullPage: true });

  // The amendment: a new draft general case, its edit screen, naming and linking the case it amends.
  await row.getByRole('button', { name: `Request amendment of DP-${number}` }).click();
  await expect(page).toHaveURL(/\/edit_general_case\/\d+$/);
  expect(page.url()).not.toContain(`/edit_general_case/${id}`);
  const amendmentId = /\/edit_general_case\/(\d+)$/.exec(page.url())![1];
  const amendmentNumber = await caseNumberOnScreen(page, 'GEN');
  await expect(page.getByTestId('case-status-DRAFT').first()).toBeVisible();
  await expect(page.getByTestId('case-linked')).toHaveText(`Amends ${number}`);
  // The subject is prefixed in the language of the screen (English), not the trader's Albanian profile.
  await expect(page.getByText(`Amendment of DP-${number}: ${subject}`).first()).toBeVisible();
  await expectAccessible(page, 'the amending case');
  await page.screenshot({ path: test.info().outputPath('decision-versions-linked-case-en.png'), fullPage: true });
  await page.getByTestId('case-linked-link').click();
  await expect(page).toHaveURL(new RegExp(`/view_general_case/${id}$`));

  // A second amendment while this one is open is refused, naming it.
  await page.goto(MY_DECISIONS);
  const refused = page.waitForResponse((r) => r.url().includes('/portal_decisions/start_linked_case'));
  await row.getByRole('button', { name: `Request amendment of DP-${number}` }).click();
  expect((await refused).status()).toBe(409);
  await expect(
    page.getByText(`Case ${amendmentNumber}, started from this decision the same way, is still open.`),
  ).toBeVisible();

  // The amendment is approved: the first decision is superseded by it, and both are listed.
  const language = (lang: string) =>
    page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
  await language('sq');
  await page.goto(`${HOME}/edit_general_case/${amendmentId}`);
  await addRequiredApplication(page, 'Kërkesa', 'GEN_REQUEST');
  await submitCase(page, 'general', amendmentId);
  await officerApproves(
    page,
    { screen: 'general', id: amendmentId, number: amendmentNumber, filer: 'trader' },
    { type: 'Vendim për klasifikimin tarifor', reasoning: 'Kreu 8516 72 00.' },
  );
  await language('en');
  await page.goto(MY_DECISIONS);
  await expect(row.getByTestId('decision-status-SUPERSEDED')).toHaveText('Superseded');
  await expect(row).toContainText(`Superseded by ${amendmentNumber}`);
  await expect(row.getByRole('button', { name: /Request amendment/ })).toHaveCount(0);
  const newer = page.getByTestId('decisions-table').locator('tbody tr', { hasText: `DP-${amendmentNumber}` });
  await expect(newer.getByTestId('decision-status-VALID')).toBeVisible();
  await expectAccessible(page, 'My decisions with a superseded decision (en)');
  await page.screenshot({ path: test.info().outputPath('decision-versions-superseded-en.png'), fullPage: true });
});
