import { expect, test } from '@playwright/test';
import { tinyPdf } from './files';
import { chooseOption, expectSignedInAs, signIn } from './support';

test('an administrator adds a help template with a file; a visitor finds it in the footer and on the help page and downloads it', async ({
  page,
  browser,
}) => {
  const code = `E2E_GUIDE_${Date.now()}`;
  await signIn(page, 'admin');
  await expectSignedInAs(page, 'admin');
  await page.goto('/admin/misc/document_templates');
  await expect(page.getByTestId('list-screen-document_templates')).toBeVisible();

  // A new HELP template whose English description uses the rich text toolbar.
  await page.getByTestId('list-new').click();
  const modal = page.getByTestId('edit-modal');
  await chooseOption(page, 'groupId', 'HELP');
  await modal.getByTestId('edit-field-code').fill(code);
  await modal.getByTestId('edit-field-nameSQ').fill('Udhëzues E2E');
  await modal.getByTestId('edit-field-nameEN').fill('E2E guide');
  await modal.getByTestId('edit-field-nameSR').fill('E2E vodič');
  const description = modal.getByTestId('edit-field-descriptionEN');
  await description.locator('[contenteditable=true]').click();
  await description.getByTestId('rich-text-center').click();
  await description.getByTestId('rich-text-bold').click();
  await page.keyboard.type('Read first');
  await page.getByTestId('edit-save').click();
  await expect(modal).toBeHidden();

  // Its file: one PDF, uploaded through document_templates/upload/{id}.
  const row = page.getByTestId('list-table').getByRole('row', { name: new RegExp(code) });
  await row.getByTestId(/^row-file-\d+$/).click();
  const dialog = page.getByTestId('template-file-dialog');
  // The panel takes files once it knows the accepted extensions.
  await expect(dialog).toContainText('pdf, doc');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'e2e-guide.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(dialog).toContainText('e2e-guide.pdf');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('e2e-guide.pdf');

  // The stored description is the toolbar's HTML.
  const published = await page.request.get(`/data/rest/document_template_vocabulary/by_group?code=HELP`);
  const mine = (await published.json()).find((t: { code: string }) => t.code === code);
  expect(mine.descriptionEN).toBe('<p style="text-align:center"><strong>Read first</strong></p>');

  // A visitor (no session) sees it in the footer and on the help page, and downloads it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/user_info/help?tab=1');
  const footer = visitor.getByTestId('app-footer');
  await expect(footer.getByTestId(`template-row-${code}`)).toContainText('Udhëzues E2E');
  await expect(visitor.getByTestId('help-page').getByRole('tab', { selected: true })).toHaveText('Regjistrimi');
  await expect(visitor.getByTestId('help-content-register')).toContainText('Regjistrohu si person');
  const helpRow = visitor.getByTestId('help-page').getByTestId(`template-row-${code}`);
  await expect(helpRow).toContainText('Read first');
  const downloading = visitor.waitForEvent('download');
  await helpRow.getByTestId(`template-download-${code}`).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('e2e-guide.pdf');

  // Another tab by its number (counted from 1).
  await visitor.goto('/user_info/help?tab=6');
  await expect(visitor.getByTestId('help-content-bidding')).toContainText('Ofertimi');
  await visitor.context().close();
});

test('the terms page shows its text in Albanian and in English', async ({ page }) => {
  await page.goto('/user_info/terms_sq');
  await expect(page.getByTestId('information-content').getByRole('heading', { level: 1 })).toHaveText(
    'Kushtet e përdorimit',
  );
  await page.goto('/user_info/terms_en');
  await expect(page.getByTestId('information-content').getByRole('heading', { level: 1 })).toHaveText('Terms of use');
  await expect(page.getByTestId('information-content')).toContainText('A bid placed in an auction is binding.');
});

test('the documents templates page lists the portal groups with their files', async ({ page }) => {
  await page.goto('/web_portal/documents_templates_page?tab=3');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Të drejtat e pronësisë intelektuale');
  await expect(page.getByTestId('template-row-IPR_APPLICATION')).toBeVisible();
  await expect(page.getByTestId('template-download-IPR_APPLICATION')).toHaveAttribute(
    'href',
    /\/data\/rest\/attachments\/\d+$/,
  );
});
