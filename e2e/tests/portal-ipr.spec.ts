import { expect, test, type Page } from '@playwright/test';
import { tinyPdf } from './files';
import { caseNumberOnScreen, chooseSelectOption, expectSignedInAs, findInCaseQueue, signIn, signOut } from './support';

/**
 * An IPR case through the screens: the trader creates it with its application for action, adds two rights (the
 * small dialog) and two goods (the large one), removes the first goods entry (the second becomes 1), adds the
 * required application document and submits; the officer takes it from the queue and approves it on its view page;
 * the trader's view shows the application number and its validity.
 */

const HOME = '/web_portal/web_portal_home_page';

async function openTab(page: Page, name: string) {
  const tab = page.getByTestId('case-tabs').getByRole('tab', { name, exact: true }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function addEntry(
  page: Page,
  list: 'rights' | 'goods',
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByTestId(`ipr-${list}-add`).click();
  const dialog = page.getByTestId(`ipr-${list}-dialog`).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Ruaj' }).click();
  await expect(dialog).toBeHidden();
}

test('a trader files an IPR application with rights and goods, the officer approves it, the view shows its validity', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const subject = `Mbrojtja e markës ACME ${stamp}`;

  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(HOME);
  await page.getByTestId('new-case').click();
  await page.getByTestId('new-case-ipr').click();
  await expect(page).toHaveURL(`${HOME}/create_ipr_case`);
  await chooseSelectOption(page, page.getByTestId('ipr-create-sub-type'), 'Kërkesë e re për mbrojtje');
  await page.getByTestId('ipr-create-subject').fill(subject);
  await page.getByTestId('ipr-create-right-holder').fill('ACME Sh.p.k.');
  await page.getByTestId('ipr-create-representative').fill('Zyra e agjentit');
  await page.getByTestId('ipr-create-submit').click();

  await expect(page).toHaveURL(/\/edit_ipr_case\/\d+/);
  const id = /edit_ipr_case\/(\d+)/.exec(page.url())![1];
  const number = await caseNumberOnScreen(page, 'IPR');

  await page.goto(`${HOME}/edit_ipr_case/${id}?recordsTab=4`);
  await expect(page.getByTestId('ipr-application-form')).toBeVisible();
  await expect(page.getByTestId('ipr-application-right-holder')).toHaveValue('ACME Sh.p.k.');
  await page.getByTestId('ipr-application-application-description').fill('Veprim kundër mallrave të falsifikuara');
  await page.getByTestId('ipr-application-save').click();
  await expect(page.getByTestId('ipr-application-form').getByRole('status')).toBeVisible();

  // Editing with no row selected: portal.error.
  await page.getByTestId('ipr-rights-edit').click();
  await expect(page.getByText('Zgjidhni një rresht të vlefshëm.').first()).toBeVisible();

  for (const [type, rightNumber] of [
    ['Markë tregtare', `KS-TM-${stamp}`],
    ['Dizajn industrial', `KS-D-${stamp}`],
  ]) {
    await addEntry(page, 'rights', async (dialog) => {
      await chooseSelectOption(page, dialog.getByTestId('ipr-right-type'), type);
      await dialog.getByTestId('ipr-right-number').fill(rightNumber);
    });
  }
  const rights = page.getByTestId('ipr-rights');
  await expect(rights.locator('tbody tr.ant-table-row')).toHaveCount(2);
  // The rights' dialog is the small one, the goods' the large one.
  await page.getByTestId('ipr-rights-add').click();
  const small = page.getByTestId('ipr-rights-dialog').locator('.ant-modal');
  await expect(small).toBeVisible();
  // The laid-out width (offsetWidth), not the box on screen, which the opening zoom scales down for a moment.
  const widthOf = (dialog: typeof small) => dialog.evaluate((element) => (element as HTMLElement).offsetWidth);
  const smallWidth = await widthOf(small);
  await page.getByTestId('ipr-rights-dialog').getByRole('button', { name: 'Anulo' }).click();

  for (const [description, code] of [
    ['Atlete sportive', '6404'],
    ['Çanta dore', '4202'],
  ]) {
    await addEntry(page, 'goods', async (dialog) => {
      await dialog.getByTestId('ipr-goods-description').fill(description);
      await dialog.getByTestId('ipr-goods-tariff').fill(code);
    });
  }
  await page.getByTestId('ipr-goods-add').click();
  const large = page.getByTestId('ipr-goods-dialog').locator('.ant-modal');
  await expect(large).toBeVisible();
  expect(await widthOf(large)).toBeGreaterThan(smallWidth);
  await page.getByTestId('ipr-goods-dialog').getByRole('button', { name: 'Anulo' }).click();

  // Remove the first goods entry: the second becomes number 1.
  const goods = page.getByTestId('ipr-goods');
  await goods.getByRole('radio', { name: 'Zgjidh rreshtin 1' }).check();
  await page.getByTestId('ipr-goods-remove').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Hiq' }).click();
  await expect(goods.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(goods.locator('tbody tr.ant-table-row').first()).toContainText('1');
  await expect(goods.locator('tbody tr.ant-table-row').first()).toContainText('Çanta dore');

  // The required application, through the documents tab.
  await openTab(page, 'Dokumentet');
  await page.getByTestId('documents-add').first().click();
  const docDialog = page.getByTestId('add-documents-dialog').getByRole('dialog');
  await expect(docDialog).toBeVisible();
  await chooseSelectOption(page, docDialog.getByTestId('add-documents-type'), 'Aplikacioni për mbrojtjen e PI');
  await docDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'aplikacioni.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(docDialog.getByTestId('add-file-aplikacioni.pdf')).toBeVisible();
  await docDialog.getByTestId('add-documents-ok').click();
  await expect(docDialog).toBeHidden();
  await expect(page.getByTestId('required-IPR_APPLICATION')).toHaveAttribute('data-present', 'true');

  await page.getByTestId('case-submit').click();
  await page.getByTestId('case-submit-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/view_ipr_case/${id}`));
  await expect(page.getByTestId('case-status-SUBMITTED').first()).toBeVisible();
  await signOut(page);

  // The officer takes it from the queue and approves it on its view page.
  await signIn(page, 'officer');
  await expectSignedInAs(page, 'officer');
  await findInCaseQueue(page, number, id);
  await page.getByTestId(`queue-view-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/view_ipr_case/${id}`));
  await page.getByTestId('officer-take').click();
  await page.getByTestId('officer-take-confirm').click();
  await expect(page.getByTestId('case-status-IN_PROCESS').first()).toBeVisible();
  await page.getByTestId('officer-approve').click();
  const approve = page.getByTestId('officer-approve-dialog').getByRole('dialog');
  await expect(approve).toBeVisible();
  await page.getByTestId('officer-decision-reasoning').fill('Të drejtat janë dëshmuar.');
  await chooseSelectOption(page, approve.getByTestId('officer-decision-type'), 'Vendim për gjobë');
  await page.getByTestId('officer-approve-confirm').click();
  await expect(approve).toBeHidden();
  await expect(page.getByTestId('case-status-APPROVED').first()).toBeVisible();
  await signOut(page);

  // The trader's view shows the application number and its validity.
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(`${HOME}/view_ipr_case/${id}`);
  const validity = page.getByTestId('ipr-validity');
  await expect(validity).toContainText(number.replace('IPR-', 'IPR-AFA-'));
  await expect(validity).toContainText(/\d{2}\.\d{2}\.\d{4}.*\d{2}\.\d{2}\.\d{4}/);
});
