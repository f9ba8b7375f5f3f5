import { expect, test } from '@playwright/test';
import { docxWithMacros, pdfZipPolyglot } from './files';
import { chooseFiles, chooseOption, expectSignedInAs, signIn } from './support';

// A person uploads disguised files through the upload panel: a Word document carrying macros is refused with the
// translated reason and nothing is listed; a PDF that is also a ZIP archive holding a program is taken, and what the
// portal serves back is a PDF with no archive in it.
test('a trader tries disguised files on a guarantee: the macro document is refused, the polyglot PDF is disarmed', async ({
  page,
}) => {
  const number = `BG-CDR-${Date.now()}`;
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/user/user-bank-guarantee');
  await page.getByTestId('guarantee-new').first().click();
  const modal = page.getByTestId('edit-modal');
  await chooseOption(page, 'bankId', 'Banka Demo NLB');
  await modal.getByTestId('edit-field-guaranteeNumber').fill(number);
  await modal.getByTestId('edit-field-amount').fill('2000');
  await modal.getByTestId('edit-field-validFrom').fill('01-03-2026');
  await modal.getByTestId('edit-field-validTo').fill('31-12-2026');
  await modal.getByTestId('edit-save').click();
  await expect(modal).toBeHidden();

  const documents = page.getByTestId('documents-dialog');
  await expect(documents.getByTestId('guarantee-details')).toBeVisible();
  const input = documents.locator('input[type=file]');
  await chooseFiles(input, {
    name: 'letra.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docxWithMacros(),
  });
  await expect(page.getByTestId('toast-error').last()).toContainText(
    'Përmbajtja e skedarit nuk përputhet me llojin e tij.',
  );
  await expect(documents.locator('[data-testid^="attachment-"]', { hasText: 'letra.docx' })).toHaveCount(0);

  const uploaded = page.waitForResponse(
    (res) => res.request().method() === 'POST' && /\/attachments\//.test(res.url()),
  );
  await chooseFiles(input, { name: 'garancia.pdf', mimeType: 'application/pdf', buffer: pdfZipPolyglot() });
  const [saved] = (await (await uploaded).json()) as Array<{ id: number; size: number }>;
  await expect(documents.locator('[data-testid^="attachment-"]', { hasText: 'garancia.pdf' })).toBeVisible();
  // The stored copy, as the portal serves it: a PDF, no archive, no program.
  // The session's token, as the portal keeps it (a cookie).
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const download = await page.request.get(`/data/rest/attachments/${saved.id}`, { headers: { 'x-auth-token': token } });
  expect(download.status()).toBe(200);
  const bytes = await download.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(saved.size);
  expect(bytes.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
  expect(bytes.includes(Buffer.from('setup.exe', 'latin1'))).toBe(false);
});
