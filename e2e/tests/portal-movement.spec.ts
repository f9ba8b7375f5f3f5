import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  addRequiredApplication,
  fillCaseForm,
  HOME,
  officerApproves,
  openCaseTab,
  openedCase,
  signInAs,
  submitCase,
  switchUser,
} from './portal-steps';
import { authHeaders, caseNumberOnScreen } from './support';

/**
 * A movement certificate case through the screens: the trader creates it, fills the certificate from an export
 * declaration of the register, adds a goods line and an invoice, adds the required application and submits; the
 * officer takes it from the queue and approves it; the certificate PDF's QR code, decoded here, opens the public
 * display page in a fresh signed-out browser, which shows the certificate; an unknown urlNumber is "not found".
 */

const DISPLAY = '/web_portal/movement_certificate_display';

/** The texts of every QR code drawn as an image in a PDF (pdf.js gives the images' pixels, jsQR reads them). */
async function qrCodesOfPdf(bytes: Buffer): Promise<string[]> {
  const codes: string[] = [];
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const operators = await page.getOperatorList();
      for (let i = 0; i < operators.fnArray.length; i++) {
        if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
        const name = operators.argsArray[i][0] as string;
        const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray; kind: number }>(
          (resolve) => page.objs.get(name, resolve),
        );
        const pixels = image.width * image.height;
        const rgba = new Uint8ClampedArray(pixels * 4);
        const channels = image.data.length / pixels;
        for (let p = 0; p < pixels; p++) {
          for (let c = 0; c < 3; c++) rgba[p * 4 + c] = image.data[p * channels + (channels >= 3 ? c : 0)];
          rgba[p * 4 + 3] = 255;
        }
        const found = jsQR(rgba, image.width, image.height);
        if (found) codes.push(found.data);
      }
    }
    return codes;
  } finally {
    await document.destroy();
  }
}

test('a trader files a movement certificate, the officer approves it, and its QR code opens the public display', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const subject = `Mjedra për Austri ${Date.now()}`;

  await signInAs(page, 'trader');
  await page.goto(`${HOME}/create_movement_certificate_case`);
  await fillCaseForm(page, 'movement-case-form', { subType: 'Certifikata EUR.1', subject });

  // The edit page opens on the certificate's tab.
  const id = await openedCase(page, 'movement_certificate', '\\?recordsTab=4$');
  const number = await caseNumberOnScreen(page, 'MOV');

  // The certificate, filled from the export declaration the authority holds, then saved.
  await expect(page.getByTestId('movement-certificate-form')).toBeVisible();
  await page.getByTestId('movement-declaration-number').fill('E1001');
  await page.getByTestId('movement-declaration-office').fill('1041');
  await page.getByTestId('movement-declaration-year').fill('2025');
  await page.getByTestId('movement-load-declaration').click();
  await expect(page.getByTestId('movement-countryOfDestination')).toHaveValue('Austria');
  await page.getByTestId('movement-remarks').fill('Mallra me origjinë preferenciale');
  await page.getByTestId('movement-certificate-save').click();

  // The goods (two lines from the declaration), one more added, and an invoice.
  await openCaseTab(page, 'Mallrat');
  const goods = page.getByTestId('movement-goods');
  await expect(goods.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await page.getByTestId('movement-goods-add').click();
  await page.getByTestId('movement-goods-description').fill('Manaferra të ngrira');
  await page.getByTestId('movement-goods-quantity').fill('500');
  await page.getByTestId('movement-goods-dialog-save').click();
  await expect(goods.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(goods.locator('tbody tr.ant-table-row').nth(2)).toContainText('Manaferra të ngrira');
  await openCaseTab(page, 'Faturat');
  await page.getByTestId('movement-invoices-add').click();
  await page.getByTestId('movement-invoices-invoiceNumber').fill('INV-2025-77');
  // The day typed as the portal shows dates, and listed the same way.
  await page.getByTestId('movement-invoices-invoiceDate').fill('20.11.2025');
  await page.getByTestId('movement-invoices-dialog-save').click();
  const invoiceRow = page.getByTestId('movement-invoices').locator('tbody tr.ant-table-row');
  await expect(invoiceRow).toContainText('INV-2025-77');
  await expect(invoiceRow).toContainText('20.11.2025');

  // The required application, through the documents tab.
  await addRequiredApplication(page, 'Aplikacioni për certifikatë qarkullimi');
  await submitCase(page, 'movement_certificate', id);

  // The officer takes it from the queue and approves it on its view page.
  await officerApproves(
    page,
    { screen: 'movement_certificate', id, number, filer: 'trader' },
    { type: 'Vendim për klasifikimin tarifor', reasoning: 'Origjina preferenciale u vërtetua.' },
  );

  // The trader sees the certificate's number on the view page.
  await page.goto(`${HOME}/view_movement_certificate_case/${id}?recordsTab=4`);
  await expect(page.getByTestId('movement-certificate-view')).toContainText(`C-${number}`);

  // The certificate PDF (an incoming document): its QR code decoded here.
  const trader = await authHeaders(request, 'trader');
  const incoming = (await (
    await request.get(`/data/rest/portal_documents/get_incoming_documents_for_case_id/${id}`, { headers: trader })
  ).json()) as Array<{ attachment: { id: number; fileName: string } }>;
  const certificate = incoming.find((d) => d.attachment.fileName === `certificate-${number}.pdf`)!;
  expect(certificate).toBeTruthy();
  const pdf = await request.get(`/data/rest/portal_attachments/get/${certificate.attachment.id}`, { headers: trader });
  // The certificate's own QR code, to its display page (spec); the verification mark of every official PDF is beside it.
  const codes = await qrCodesOfPdf(await pdf.body());
  const url = codes.find((code) => code.includes(DISPLAY));
  expect(url).toMatch(new RegExp(`${DISPLAY}\\?urlNumber=[0-9a-f]{32}&token=[0-9a-f]{32}$`));

  // A fresh, signed-out browser opens it: the certificate and its validity.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(url!);
  const shown = visitorPage.getByTestId('movement-display');
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(`C-${number}`);
  await expect(shown).toContainText('Austria');
  await expect(shown).toContainText('Manaferra të ngrira');
  await expect(visitorPage.getByTestId('movement-display-validity')).toContainText('e vlefshme');
  // An unknown urlNumber: not found or revoked.
  await visitorPage.goto(`${DISPLAY}?urlNumber=${'0'.repeat(32)}`);
  await expect(visitorPage.getByTestId('movement-display-not-found')).toBeVisible();

  // The officer revokes it with a reason: the case says so, and so does its public page.
  await switchUser(page, 'officer');
  await page.goto(`${HOME}/view_movement_certificate_case/${id}?recordsTab=4`);
  await page.getByTestId('movement-revoke').click();
  const revoke = page.getByTestId('movement-revoke-dialog').getByRole('dialog');
  await expect(revoke).toBeVisible();
  await page.getByTestId('movement-revoke-reason').fill('Dëshmia e origjinës ishte e falsifikuar.');
  await page.getByTestId('movement-revoke-confirm').click();
  await expect(revoke).toBeHidden();
  await expect(page.getByTestId('movement-certificate-revoked')).toContainText(
    'Dëshmia e origjinës ishte e falsifikuar.',
  );
  await expect(page.getByTestId('movement-revoke')).toHaveCount(0);
  // Opened from its QR code (with the code's token) the page says the day it was revoked (ADR 0072); the bare
  // number answers as an unknown one.
  await visitorPage.goto(url!);
  await expect(visitorPage.getByTestId('movement-display-revoked')).toBeVisible();
  await visitorPage.goto(url!.replace(/&token=[0-9a-f]+$/, ''));
  await expect(visitorPage.getByTestId('movement-display-not-found')).toBeVisible();
  await visitor.close();
});
