import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { HOME, decidedCase, openCaseTab, signInAs } from './portal-steps';

/** The documents tab of the case's view, its incoming (issued) documents shown. */
async function openIssuedDocuments(page: Page, id: number, tabs: { documents: string; incoming: RegExp }) {
  await page.goto(`${HOME}/view_general_case/${id}`);
  await openCaseTab(page, tabs.documents);
  const tab = page.getByTestId('documents-tabs').getByRole('tab', { name: tabs.incoming });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  return page.getByTestId('documents-table-incoming');
}

const shots = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('with the interface in English, the issued documents are described in English, not in the filer’s Albanian', async ({
  page,
  context,
  request,
}) => {
  const portalCase = await decidedCase(request, {
    subject: 'Classification of water heaters',
    reasoning: 'Water heaters are classified under heading 8516.',
  });
  const number = `DP-${portalCase.number}`;
  const baseURL = test.info().project.use.baseURL!;

  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  await signInAs(page, 'trader');
  const table = await openIssuedDocuments(page, portalCase.id, {
    documents: 'Documents',
    incoming: /Incoming documents/,
  });
  await expect(table.getByText(`Decision ${number} (approval)`)).toBeVisible();
  await expect(table.getByText(/^Receipt of submission, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  for (const albanian of ['Vendim', 'Vërtetim', 'miratim']) {
    await expect(table.getByText(albanian)).toHaveCount(0);
  }
  await expectAccessible(page, 'the issued documents, in English');
  await shots(page, 'documents-en');

  // The same documents in Albanian, the interface switched back.
  await context.addCookies([{ name: 'lang', value: 'sq', url: baseURL }]);
  const albanian = await openIssuedDocuments(page, portalCase.id, {
    documents: 'Dokumentet',
    incoming: /Dokumentet hyrëse/,
  });
  await expect(albanian.getByText(`Vendim ${number} (miratim)`)).toBeVisible();
  await expect(albanian.getByText(/^Vërtetim i pranimit, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  // (The file's name, `decision-….pdf`, is no description.)
  await expect(albanian.getByText(/^(Decision|Receipt of submission) /)).toHaveCount(0);
  await expectAccessible(page, 'the issued documents, in Albanian');
  await shots(page, 'documents-sq');
});
