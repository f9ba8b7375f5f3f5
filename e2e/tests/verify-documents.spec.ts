import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { tinyPdf } from './files';
import { pdfText } from './pdf-text';
import { decidedCase } from './portal-steps';
import { authHeaders } from './support';

/**
 * Every official PDF is verifiable by anyone (ADR 0091): a decision the officer issued carries a verification code;
 * a signed-out visitor opens /verify?code=…, reads VALID and the SHA-256 of the issued file, drops the file (hashed
 * in the browser) and is told it matches, an altered copy that it does not; a revoked movement certificate's code
 * says revoked.
 */

const CODE = /([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2}) · /;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An issued (incoming) document of a case, downloaded by its owner into the test's output: its path and bytes. */
async function issuedPdf(request: APIRequestContext, caseId: number, prefix: string, name: string) {
  const trader = await authHeaders(request, 'trader');
  const incoming = (await (
    await request.get(`/data/rest/portal_documents/get_incoming_documents_for_case_id/${caseId}`, { headers: trader })
  ).json()) as Array<{ attachment?: { id: number; fileName: string } }>;
  const document = incoming.find((d) => d.attachment?.fileName.startsWith(prefix));
  expect(document, `an issued ${prefix}… file`).toBeTruthy();
  const answer = await request.get(`/data/rest/portal_attachments/get/${document!.attachment!.id}`, {
    headers: trader,
  });
  expect(answer.status()).toBe(200);
  const bytes = await answer.body();
  const file = test.info().outputPath(name);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

/** The verification code the PDF prints in its footer. */
async function codeOf(file: string): Promise<string> {
  const match = CODE.exec(await pdfText(file));
  expect(match, 'a verification code in the footer').not.toBeNull();
  return match![1];
}

const shots = async (page: Page, name: string) => {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

/** Drops a file on the page's compare zone (the browser hashes it; nothing is uploaded). */
async function dropFile(page: Page, file: string) {
  await page.getByTestId('verify-compare').locator('input[type=file]').setInputFiles(file);
}

test('a decision’s code shows it valid with the file’s SHA-256, and the browser tells the file from an altered copy', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const portalCase = await decidedCase(request, {
    subject: `Classification of kettles ${Date.now()}`,
    reasoning: 'Kettles are classified under heading 8516.',
  });

  const decision = await issuedPdf(request, portalCase.id, 'decision-', 'decision.pdf');
  const code = await codeOf(decision.file);
  const altered = test.info().outputPath('decision-altered.pdf');
  fs.writeFileSync(altered, Buffer.concat([decision.bytes, Buffer.from('\n% one more line\n')]));

  // A signed-out visitor, in Albanian (the default), opens the QR code's address.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/verify?code=${code}`);
  const result = page.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-status', 'VALID');
  await expect(page.getByTestId('verify-number')).toHaveText(`DP-${portalCase.number}`);
  await expect(page.getByTestId('verify-sha256')).toContainText(sha256(decision.bytes));
  await expect(result).toContainText('Vendim');
  await expect(result).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(page.getByTestId('verify-compare')).toContainText('nuk largohet kurrë nga kompjuteri');

  await dropFile(page, decision.file);
  await expect(page.getByTestId('verify-compare-result')).toHaveAttribute('data-matches', 'true');
  await expectAccessible(page, 'the verification page, sq, a matching file');
  await shots(page, 'verify-valid-sq');
  await dropFile(page, altered);
  await expect(page.getByTestId('verify-compare-result')).toHaveAttribute('data-matches', 'false');

  // In English: typed the way people type it (lower case, spaces) into the form.
  await visitor.addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.goto('/verify');
  await expect(page.getByTestId('verify-result')).toHaveCount(0);
  await page.getByTestId('verify-code').fill(code.toLowerCase().replace(/-/g, ' '));
  await page.getByTestId('verify-submit').click();
  await expect(page).toHaveURL(new RegExp(`/verify\\?code=${code}$`));
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-status', 'VALID');
  await expect(page.getByTestId('verify-result')).toContainText('Decision');
  await expect(page.getByTestId('verify-result')).not.toContainText('Vendim');
  await dropFile(page, altered);
  await expect(page.getByTestId('verify-compare-result')).toContainText('does not match');
  await expectAccessible(page, 'the verification page, en, an altered file');
  await shots(page, 'verify-mismatch-en');

  // An unknown code and a malformed one: the same "not found".
  await page.goto('/verify?code=2222-2222-22');
  await expect(page.getByTestId('verify-not-found')).toBeVisible();
  await page.goto('/verify?code=not-a-code');
  await expect(page.getByTestId('verify-not-found')).toBeVisible();
  await expectAccessible(page, 'the verification page, not found');
  await shots(page, 'verify-not-found-en');
  await visitor.close();
});

test('a revoked movement certificate’s code says revoked', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const trader = await authHeaders(request, 'trader');
  const officer = await authHeaders(request, 'officer');
  const post = async (headers: Record<string, string>, url: string, data: unknown) => {
    const answer = await request.post(`/data/rest${url}`, { headers, data });
    expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
    return answer.json() as Promise<{ id: number; number: string }>;
  };
  const filters = (await (await request.get('/data/rest/cases/submit_filters', { headers: trader })).json()) as {
    subTypes: Array<{ id: number; code: string }>;
  };
  const subTypeId = filters.subTypes.find((s) => s.code === 'MOV_EUR1')!.id;
  const movement = await post(trader, '/movement_certificate_cases/create_movement_certificate_case', {
    subTypeId,
    subject: `Raspberries to Austria ${Date.now()}`,
    description: null,
  });
  await post(trader, '/movement_certificate_cases/load_customs_declaration_data', {
    declaration: { declarationNumber: 'E1001', declarationOffice: '1041', declarationYear: 2025 },
    movementCertificateCase: { id: movement.id },
  });
  const types = (await (
    await request.get('/data/rest/portal_document_types/by_code?code=MOVEMENT_REQUIRED', { headers: trader })
  ).json()) as Array<{ id: number; code: string }>;
  const added = await request.post(
    `/data/rest/portal_documents?caseId=${movement.id}&typeId=${types.find((t) => t.code === 'MOVEMENT_APPLICATION')!.id}`,
    {
      headers: trader,
      multipart: { file: { name: 'application.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
    },
  );
  expect(added.status()).toBe(200);
  await post(trader, '/movement_certificate_cases/submit_movement_certificate_case', { id: movement.id });
  await post(officer, '/portal_cases/take', { id: movement.id });
  await post(officer, '/portal_cases/approve', { id: movement.id, reasoning: 'Preferential origin proven.' });

  const certificate = await issuedPdf(request, movement.id, 'certificate-', 'certificate.pdf');
  const code = await codeOf(certificate.file);
  await post(officer, '/movement_certificates/revoke_movement_certificate', {
    movementCertificateCase: { id: movement.id },
    reason: 'The origin proof was forged.',
  });

  const visitor = await browser.newContext();
  await visitor.addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  const page = await visitor.newPage();
  await page.goto(`/verify?code=${code}`);
  const result = page.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-status', 'REVOKED');
  await expect(page.getByTestId('verify-status')).toHaveText('Revoked');
  await expect(result).toContainText(/revoked on \d{2}\.\d{2}\.\d{4}/);
  await expect(result).toContainText('Movement certificate');
  await expect(result).not.toContainText('forged');
  await dropFile(page, certificate.file);
  await expect(page.getByTestId('verify-compare-result')).toHaveAttribute('data-matches', 'true');
  await expectAccessible(page, 'the verification page, a revoked certificate');
  await shots(page, 'verify-revoked-en');
  await visitor.close();
});
