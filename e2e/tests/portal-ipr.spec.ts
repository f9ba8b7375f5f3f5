import { expect, test, type Page } from '@playwright/test';
import {
  addRequiredApplication,
  HOME,
  officerApproves,
  openedCase,
  signInAs,
  startNewCase,
  submitCase,
} from './portal-steps';
import { caseNumberOnScreen, chooseSelectOption } from './support';

/**
 * An IPR case through the screens: the trader creates it with its application for action, adds two rights (the
 * small dialog) and two goods (the large one), removes the first goods entry (the second becomes 1), adds the
 * required application document and submits; the officer takes it from the queue and approves it on its view page;
 * the trader's view shows the application number and its validity.
 */

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

  await signInAs(page, 'trader');
  await page.goto(HOME);
  await startNewCase(page, 'ipr', 'create_ipr_case');
  await chooseSelectOption(page, page.getByTestId('ipr-create-sub-type'), 'Kërkesë e re për mbrojtje');
  await page.getByTestId('ipr-create-subject').fill(subject);
  await page.getByTestId('ipr-create-right-holder').fill('ACME Sh.p.k.');
  await page.getByTestId('ipr-create-representative').fill('Zyra e agjentit');
  await page.getByTestId('ipr-create-submit').click();

  const id = await openedCase(page, 'ipr');
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
  await addRequiredApplication(page, 'Aplikacioni për mbrojtjen e PI', 'IPR_APPLICATION');
  await submitCase(page, 'ipr', id);

  // The officer takes it from the queue and approves it on its view page.
  await officerApproves(
    page,
    { screen: 'ipr', id, number, filer: 'trader' },
    { type: 'Vendim për gjobë', reasoning: 'Të drejtat janë dëshmuar.' },
  );

  // The trader's view shows the application number and its validity.
  await page.goto(`${HOME}/view_ipr_case/${id}`);
  const validity = page.getByTestId('ipr-validity');
  await expect(validity).toContainText(number.replace('IPR-', 'IPR-AFA-'));
  await expect(validity).toContainText(/\d{2}\.\d{2}\.\d{4}.*\d{2}\.\d{2}\.\d{4}/);
});
