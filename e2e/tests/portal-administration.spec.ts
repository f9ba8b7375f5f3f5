import { expect, test } from '@playwright/test';
import { tinyPdf } from './files';
import { authHeaders, expectSignedInAs, signIn } from './support';

test('a customs officer manages the portal vocabularies: sub-types by case type, a template file that filers download', async ({
  page,
  request,
}) => {
  await signIn(page, 'officer');
  await expectSignedInAs(page, 'officer');

  // Sub-types: filtered by case type (the select offers the kinds in Albanian, the default language).
  await page.goto('/web_portal_administration/case_sub_types');
  await expect(page.getByTestId('list-screen-case_sub_types')).toBeVisible();
  await page.getByTestId('list-filter-caseType').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Ankesë' }).click();
  await expect(page).toHaveURL(/filter%5BcaseType%5D=COMPLAINT/);
  const table = page.getByTestId('list-table');
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(3);
  await expect(table).toContainText('CMP_PENALTY');

  // A new one of another kind.
  await page.getByTestId('list-new').click();
  const modal = page.getByTestId('edit-modal');
  await modal.getByTestId('edit-field-code').fill('E2E_BTI_RENEWAL');
  await modal.getByTestId('edit-field-labelSQ').fill('Vazhdim i ITD');
  await modal.getByTestId('edit-field-labelEN').fill('BTI renewal');
  await modal.getByTestId('edit-field-labelSR').fill('Produženje OTI');
  await modal.getByTestId('edit-field-caseType').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Informatë e detyrueshme tarifore' }).click();
  await page.getByTestId('edit-save').click();
  await expect(modal).toBeHidden();
  await page.goto('/web_portal_administration/case_sub_types?filter%5Bcode%5D=E2E_');
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(1);
  await expect(table).toContainText('Informatë e detyrueshme tarifore');

  // The template of an authorization type: one file, uploaded from its row.
  const headers = await authHeaders(request, 'officer');
  const types = (await (
    await request.get('/data/rest/portal_authorization_types/paged?filter[code]=CUSTOMS_WAREHOUSE', { headers })
  ).json()) as { content: Array<{ id: number }> };
  const id = types.content[0].id;
  await page.goto('/web_portal_administration/portal_authorization_types');
  await page.getByTestId(`row-template-${id}`).click();
  const dialog = page.getByTestId('vocabulary-template-dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'depo-doganore.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(dialog).toContainText('depo-doganore.pdf');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('list-table')).toContainText('depo-doganore.pdf');

  // Filers find it on the documents templates page, with its download.
  await page.goto('/web_portal/documents_templates_page');
  const link = page.getByTestId('type-template-download-CUSTOMS_WAREHOUSE');
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain('depo-doganore.pdf');
});
