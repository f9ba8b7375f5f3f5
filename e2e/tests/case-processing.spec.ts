import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPdf } from './files';
import { expectAccessible } from './axe';
import { authHeaders, expectSignedInAs, findInCaseQueue, latestMailTo, signIn, signOut } from './support';

const HOME = '/web_portal/web_portal_home_page';

/** Fails on serious and critical findings of axe (WCAG 2.2 AA) on the screen as it is now. */
/** A DRAFT general case of the trader (about their company), made through the API. */
async function draftCase(request: APIRequestContext, headers: Record<string, string>) {
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const subTypeId = filters.subTypes.find((s) => s.code === 'GEN_TARIFF')!.id;
  const created = await request.post('/data/rest/general_cases/create_general_case', {
    headers,
    data: { subTypeId, subject: 'Klasifikimi i makinave të kafesë', description: null },
  });
  expect(created.status()).toBe(200);
  return (await created.json()) as { id: number; number: string };
}

/** The case's request (GEN_REQUEST), uploaded as the filer would. */
async function attachRequest(request: APIRequestContext, headers: Record<string, string>, caseId: number) {
  const types = (await (
    await request.get('/data/rest/portal_document_types/by_code?code=COMPLAINT_GENERAL', { headers })
  ).json()) as Array<{ id: number; code: string }>;
  const typeId = types.find((t) => t.code === 'GEN_REQUEST')!.id;
  const res = await request.post(`/data/rest/portal_documents?caseId=${caseId}&typeId=${typeId}`, {
    headers,
    multipart: { file: { name: 'kerkesa.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
  });
  expect(res.status()).toBe(200);
}

test('a filer submits a case, an officer takes it from the queue and approves it; the filer gets the decision', async ({
  page,
  request,
}) => {
  const trader = await authHeaders(request, 'trader');
  const portalCase = await draftCase(request, trader);

  // Without its required document the case is not submitted, and the filer is told which one is missing.
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(`${HOME}/edit_general_case/${portalCase.id}`);
  await page.getByTestId('case-submit').click();
  await page.getByTestId('case-submit-confirm').click();
  await expect(page.getByTestId('toast-error')).toContainText('Kërkesa');

  // With it, the submit goes through and the case opens read-only with its deadline and history.
  await attachRequest(request, trader, portalCase.id);
  await page.reload();
  await page.getByTestId('case-submit').click();
  await page.getByTestId('case-submit-confirm').click();
  await expect(page).toHaveURL(new RegExp(`view_general_case/${portalCase.id}`));
  await expect(page.getByTestId('case-status-SUBMITTED').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Historiku' }).click();
  await expect(page.getByTestId('case-event-SUBMITTED')).toBeVisible();
  await expect(page.getByTestId('case-due-tag')).toBeVisible();
  await expectAccessible(page, 'the history of a submitted case');
  expect(await latestMailTo(request, 'trader@demo.portal.test')).toContain(portalCase.number);
  await signOut(page);

  // The officer finds it in the queue, opens it, takes it and approves it with the reasoning.
  await signIn(page, 'officer');
  await expectSignedInAs(page, 'officer');
  await findInCaseQueue(page, portalCase.number, String(portalCase.id));
  await expectAccessible(page, 'the case queue');
  await page.getByTestId(`queue-view-${portalCase.id}`).click();
  await expect(page.getByTestId('officer-actions')).toBeVisible();
  await expectAccessible(page, 'the view page with the officer actions');
  await page.getByTestId('officer-take').click();
  await page.getByTestId('officer-take-confirm').click();
  await expect(page.getByTestId('case-status-IN_PROCESS').first()).toBeVisible();
  await expect(page.getByTestId('officer-assignee')).toContainText('officer');
  await page.getByTestId('officer-approve').click();
  await page.getByTestId('officer-decision-reasoning').fill('Makinat e kafesë klasifikohen në kreun 8516.');
  await expectAccessible(page, 'the approve dialog');
  await page.getByTestId('officer-approve-confirm').click();
  await expect(page.getByTestId('case-status-APPROVED').first()).toBeVisible();
  await expect(page.getByTestId('officer-actions')).toBeVisible(); // integrate is still open to it
  await signOut(page);

  // The filer has the decision among the case's incoming documents, and a mail.
  const incoming = (await (
    await request.get(`/data/rest/portal_documents/get_incoming_documents_for_case_id/${portalCase.id}`, {
      headers: trader,
    })
  ).json()) as Array<{ documentType: { code: string } }>;
  expect(incoming.map((d) => d.documentType.code).sort()).toEqual(['DECISION', 'RECEIPT']);
  expect(await latestMailTo(request, 'trader@demo.portal.test')).toContain(portalCase.number);
});
