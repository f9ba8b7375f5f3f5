import { expect, type Page } from '@playwright/test';

/** Creates a lot through the lots screen and puts one product into it; answers the lot's code. */
export async function createLot(page: Page, description: string, productName: string): Promise<string> {
  await page.getByTestId('list-new').click();
  const modal = page.getByTestId('lot-edit-modal');
  await modal.getByTestId('edit-field-description').fill(description);
  await modal.getByTestId('edit-field-startingPrice').fill('1500');
  await modal.getByTestId('edit-field-minimumIncrementAmount').fill('50');
  await modal.getByTestId('edit-field-guaranteeAmount').fill('100');
  await page.getByTestId('edit-save').click();

  // A new lot goes on to its products.
  const dialog = page.getByTestId('lot-products-dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText(/L-\d{4}-\d{4}/);
  const code = ((await dialog.locator('.ant-modal-title').textContent()) ?? '').split('·')[1].trim();
  expect(code).toMatch(/^L-\d{4}-\d{4}$/);
  const choose = dialog.getByTestId('lot-products-choose');
  await expect(async () => {
    await choose.click();
    await choose.locator('input').fill(productName);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: productName })
      .click({ timeout: 2_000 });
    // A click that lands while the list re-renders selects nothing: the add button tells.
    await expect(dialog.getByTestId('lot-products-add')).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByTestId('lot-products-add').click();
  await expect(dialog.getByTestId('lot-products-table')).toContainText(productName);
  await dialog.getByTestId('lot-products-close').click();
  await showLotInList(page, code);
  return code;
}

/**
 * Filters the lots list to a lot's code (the list is paged by code: other specs' lots may fill the first page) and
 * waits for its row.
 */
export async function showLotInList(page: Page, code: string) {
  await page.getByTestId('list-filter-code').fill(code);
  await page.getByTestId('list-search').click();
  await expect(page.getByTestId('list-table').locator('tr', { hasText: code })).toBeVisible();
}

/** DD-MM-YYYY HH:mm, days from now (typed as the spec's date input takes it). */
export function typedDate(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} 10:00`;
}

export async function runAction(page: Page, auctionId: string, action: string) {
  await expect(async () => {
    if (!(await page.getByTestId(`auction-action-${action}`).isVisible())) {
      await page.getByTestId(`auction-actions-${auctionId}`).click();
    }
    await page.getByTestId(`auction-action-${action}`).click({ timeout: 2_000 });
    await expect(page.getByTestId(`auction-${action}-dialog`).getByTestId('auction-command-ok')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.getByTestId('auction-command-ok').click();
}

/**
 * DD-MM-YYYY HH:mm of an exact moment (the minute it falls in), as wall-clock time in the portal's
 * time zone (contracts `DEFAULT_TIME_ZONE`), which is how the server reads typed dates.
 */
export function typedDateTime(d: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Tirane',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}
