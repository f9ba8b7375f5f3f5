import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { HOME, signInAs, submittedCase } from './portal-steps';
import { authHeaders, latestMailTo } from './support';

// The owner's withdrawal of a submitted application, and the party a case is filed for.

test('the trader withdraws a submitted application with a reason: WITHDRAWN, on the timeline, mailed', async ({
  page,
  request,
}) => {
  const portalCase = await submittedCase(request, { subject: 'Tarifa e çajit të gjelbër' });

  await signInAs(page, 'trader');
  await page.goto(`${HOME}/view_general_case/${portalCase.id}`);
  await expect(page.getByTestId('case-status-SUBMITTED').first()).toBeVisible();
  await page.getByTestId('case-withdraw').click();
  const dialog = page.getByTestId('case-withdraw-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The reason is required.
  await page.getByTestId('case-withdraw-confirm').click();
  await expect(dialog).toBeVisible();
  await page.getByTestId('case-withdraw-reason').fill('Mallrat importohen përmes një zyre tjetër.');
  await expectAccessible(page, 'the withdrawal dialog');
  await page.getByTestId('case-withdraw-confirm').click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('case-status-WITHDRAWN').first()).toBeVisible();
  await expect(page.getByTestId('case-withdraw')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Historiku' }).click();
  await expect(page.getByTestId('case-event-WITHDRAWN')).toBeVisible();
  await expectAccessible(page, 'the history of a withdrawn case');
  expect(await latestMailTo(request, 'trader@demo.portal.test', 'portal_case_status')).toContain('Mallrat importohen');
});

test("a broker files for the demo company; its user sees it read-only in My cases and withdraws the broker's authority", async ({
  page,
  request,
}) => {
  const broker = await authHeaders(request, 'broker');
  // The demo trader's company (Demo Trade Sh.p.k.), found by the broker by its unique number: a party with an account.
  const found = await request.get('/data/rest/registered_users/find_company_from_unique_number', {
    headers: broker,
    params: { companyUniqueNumber: 'L61234567A' },
  });
  expect(found.status()).toBe(200);
  const lookup = (await found.json()) as { company: { id: number } | null; hasUser: boolean };
  expect(lookup.hasUser).toBe(true);
  const company = lookup.company!;
  // The company lets the broker submit for it (ADR 0075): its standing representation, once.
  const granted = await request.post('/data/rest/portal_representations/grant', {
    headers: await authHeaders(request, 'trader'),
    data: { username: 'broker' },
  });
  expect([200, 409]).toContain(granted.status());
  const portalCase = await submittedCase(request, {
    username: 'broker',
    subject: 'Tarifa e kafesë së pjekur',
    about: { aboutCompanyId: company.id },
  });

  await signInAs(page, 'trader');
  await page.goto(HOME);
  await expect(page.getByTestId(`case-filed-for-you-${portalCase.id}`)).toBeVisible();
  await page.goto(`${HOME}/view_general_case/${portalCase.id}`);
  await expect(page.getByTestId('case-filed-for-you')).toBeVisible();
  await expect(page.getByTestId('case-withdraw')).toHaveCount(0);
  await page.getByTestId('case-revoke').click();
  await expect(page.getByTestId('case-revoke-dialog').getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the withdrawal of the authority');
  await page.getByTestId('case-revoke-confirm').click();
  await expect(page.getByTestId('case-revoke')).toHaveCount(0);
  await expectAccessible(page, 'a case filed for the party');

  const lost = await request.get(`/data/rest/general_cases/${portalCase.id}`, { headers: broker });
  expect(lost.status()).toBe(404);
});
