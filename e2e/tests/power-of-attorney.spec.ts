import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tinyPdf } from './files';
import { expectAccessible } from './axe';
import { HOME, signInAs, switchUser } from './portal-steps';
import { authHeaders } from './support';

// The power of attorney (ADR 0075): an intermediary submits for another party only with a "Power of attorney"
// document on the case or the party's standing representation, granted in the party's profile.

/** A general case the broker files for the demo person, with its request attached (a draft). */
async function brokersDraftForPerson(request: APIRequestContext, subject: string) {
  const person = await authHeaders(request, 'person');
  const me = (await (await request.get('/data/rest/user', { headers: person })).json()) as {
    individual: { id: number } | null;
  };
  const broker = await authHeaders(request, 'broker');
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers: broker })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const created = await request.post('/data/rest/general_cases/create_general_case', {
    headers: broker,
    data: {
      subTypeId: filters.subTypes.find((s) => s.code === 'GEN_TARIFF')!.id,
      subject,
      description: null,
      aboutIndividualId: me.individual!.id,
    },
  });
  expect(created.status()).toBe(200);
  const portalCase = (await created.json()) as { id: number; forAnotherParty?: boolean };
  expect(portalCase.forAnotherParty).toBe(true);
  const types = (await (
    await request.get('/data/rest/portal_document_types/by_code?code=COMPLAINT_GENERAL', { headers: broker })
  ).json()) as Array<{ id: number; code: string }>;
  const attached = await request.post(
    `/data/rest/portal_documents?caseId=${portalCase.id}&typeId=${types.find((t) => t.code === 'GEN_REQUEST')!.id}`,
    { headers: broker, multipart: { file: { name: 'kerkesa.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } } },
  );
  expect(attached.status()).toBe(200);
  return portalCase.id;
}

async function submitFromEditPage(page: Page, id: number) {
  await page.goto(`${HOME}/edit_general_case/${id}`);
  await expect(page.getByTestId('case-power-of-attorney-notice')).toBeVisible();
  await page.getByTestId('case-submit').click();
  await page.getByTestId('case-submit-confirm').click();
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    const card = page.getByTestId('representations-card');
    if (await card.isVisible()) await card.screenshot({ path: test.info().outputPath(`${name}-card-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('without a power of attorney the broker is told why; once the person grants it in their profile, the case goes in', async ({
  page,
  request,
}) => {
  const id = await brokersDraftForPerson(request, 'Tarifa e biçikletave elektrike');

  // Neither way: the submit is refused with the reason and both ways out; the case stays a draft.
  await signInAs(page, 'broker');
  await submitFromEditPage(page, id);
  const refusal = page.getByText(/Autorizim \(prokurë\)/).last();
  await expect(refusal).toBeVisible();
  await expect(page.getByText(/pa autorizim/).first()).toBeVisible();
  await shoot(page, 'refused-sq');
  await expect(page.getByTestId('case-status-DRAFT').first()).toBeVisible();

  // The person names the broker in their profile, until a day a month ahead.
  await switchUser(page, 'person');
  await page.goto('/user/profile');
  const card = page.getByTestId('representations-card');
  await expect(card).toBeVisible();
  await expect(card.getByText(/Nuk keni caktuar asnjë ndërmjetës/)).toBeVisible();
  // The form's own checks: a username is required, a day must be a day.
  await card.getByTestId('representation-grant').click();
  await expect(
    card.getByText('Kjo fushë është e detyrueshme.').or(card.locator('.ant-form-item-explain-error')).first(),
  ).toBeVisible();
  await card.getByTestId('representation-username').fill('nobody-at-all');
  await card.getByTestId('representation-grant').click();
  await expect(card.getByText(/Nuk ka ndërmjetës aktiv/)).toBeVisible();
  const end = new Date(Date.now() + 30 * 86_400_000);
  const day = `${String(end.getDate()).padStart(2, '0')}.${String(end.getMonth() + 1).padStart(2, '0')}.${end.getFullYear()}`;
  await card.getByTestId('representation-username').fill('broker');
  await card.getByTestId('representation-ends-on').fill(day);
  await card.getByTestId('representation-grant').click();
  const row = card.locator('tbody tr').filter({ hasText: 'broker' });
  await expect(row).toContainText(day);
  await expect(row.locator('[data-testid^="representation-status-"]')).toContainText('I vlefshëm');
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'the representations in the profile');
  await shoot(page, 'profile-sq');

  // In English, the same section.
  await page.getByTestId('language-option-en').click();
  await expect(card.getByText('Representations').first()).toBeVisible();
  await expect(row.locator('[data-testid^="representation-status-"]')).toContainText('Valid');
  await shoot(page, 'profile-en');
  await expectAccessible(page, 'the representations in the profile (English)');
  await page.getByTestId('language-option-sq').click();

  // The broker submits now.
  await switchUser(page, 'broker');
  await submitFromEditPage(page, id);
  await expect(page).toHaveURL(new RegExp(`/view_general_case/${id}`));
  await expect(page.getByTestId('case-status-SUBMITTED').first()).toBeVisible();

  // The person revokes it (with a confirmation); the broker's next case for them is refused again.
  await switchUser(page, 'person');
  await page.goto('/user/profile');
  await row.locator('[data-testid^="representation-revoke-"]').click();
  await page.getByRole('button', { name: 'Revoko' }).last().click();
  await expect(row.locator('[data-testid^="representation-status-"]')).toContainText('I revokuar');
  const next = await brokersDraftForPerson(request, 'Tarifa e trotinetave');
  const broker = await authHeaders(request, 'broker');
  const refused = await request.post('/data/rest/general_cases/submit_general_case', {
    headers: broker,
    data: { id: next },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { _error: string })._error).toBe('portal.power_of_attorney_missing');
});
