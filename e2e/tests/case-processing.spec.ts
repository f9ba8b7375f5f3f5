import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPdf } from './files';
import { expectAccessible } from './axe';
import { approveCase, HOME, openFromQueue, signInAs, submitCase, switchUser, takeCase } from './portal-steps';
import { authHeaders, latestMailTo, signOut } from './support';

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
  await signInAs(page, 'trader');
  await page.goto(`${HOME}/edit_general_case/${portalCase.id}`);
  await page.getByTestId('case-submit').click();
  await page.getByTestId('case-submit-confirm').click();
  await expect(page.getByTestId('toast-error')).toContainText('Kërkesa');

  // With it, the submit goes through and the case opens read-only with its deadline and history.
  await attachRequest(request, trader, portalCase.id);
  await page.reload();
  await submitCase(page, 'general', String(portalCase.id));
  await page.getByRole('tab', { name: 'Historiku' }).click();
  await expect(page.getByTestId('case-event-SUBMITTED')).toBeVisible();
  await expect(page.getByTestId('case-due-tag')).toBeVisible();
  await expectAccessible(page, 'the history of a submitted case');
  expect(await latestMailTo(request, 'trader@demo.portal.test', 'portal_case_status')).toContain(portalCase.number);

  // The officer finds it in the queue, opens it, takes it and approves it with the reasoning.
  await switchUser(page, 'officer');
  await openFromQueue(page, 'general', { id: String(portalCase.id), number: portalCase.number }, 'the case queue');
  await expectAccessible(page, 'the view page with the officer actions');
  await takeCase(page);
  await expect(page.getByTestId('officer-assignee')).toContainText('officer');
  await approveCase(page, {
    reasoning: 'Makinat e kafesë klasifikohen në kreun 8516.',
    accessibleAs: 'the approve dialog',
  });
  await expect(page.getByTestId('officer-actions')).toBeVisible(); // integrate is still open to it
  await signOut(page);

  // The filer has the decision among the case's incoming documents, and a mail.
  const incoming = (await (
    await request.get(`/data/rest/portal_documents/get_incoming_documents_for_case_id/${portalCase.id}`, {
      headers: trader,
    })
  ).json()) as Array<{ documentType: { code: string } }>;
  expect(incoming.map((d) => d.documentType.code).sort()).toEqual(['DECISION', 'RECEIPT']);
  expect(await latestMailTo(request, 'trader@demo.portal.test', 'portal_case_status')).toContain(portalCase.number);
});
