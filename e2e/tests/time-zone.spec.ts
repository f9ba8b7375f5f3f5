import { expect, test, type Page } from '@playwright/test';
import { pdfText } from './pdf-text';
import { authHeaders, expectSignedInAs, signIn } from './support';

// The browser is in New York; the portal's business time zone is Europe/Tirane (6 hours ahead):
// every time is shown and typed as Tirane wall-clock time, with the zone named, whatever the browser's zone.
test.use({ timezoneId: 'America/New_York' });

const ZONE = 'Europe/Tirane';

/** DD.MM.YYYY of the day `days` from now in the business zone, with the wall-clock `time` there. */
function businessDay(days: number, time: string): { typed: string; shown: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + days * 86_400_000))
      .map((p) => [p.type, p.value]),
  );
  return {
    typed: `${parts.day}-${parts.month}-${parts.year} ${time}`,
    shown: `${parts.day}.${parts.month}.${parts.year} ${time}`,
  };
}

/** DD.MM.YYYY HH:mm of an instant in the business zone. */
function inBusinessZone(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

async function expectFormDates(page: Page, start: string, end: string) {
  await expect(page.getByTestId('edit-field-startDate')).toHaveValue(start);
  await expect(page.getByTestId('edit-field-endDate')).toHaveValue(end);
}

test('an operator in New York saves an auction twice unchanged: the list, the detail and the PDF keep the Tirane times', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const start = businessDay(10, '10:00');
  const end = businessDay(11, '15:30');

  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

  // A new auction with dates typed as Tirane wall-clock time.
  await page.goto('/admin/auctions/auctions');
  await page.getByTestId('list-new').click();
  await expect(page.getByTestId('auction-edit-screen')).toBeVisible();
  await page.getByTestId('edit-field-startDate').fill(start.typed);
  await page.getByTestId('edit-field-endDate').fill(end.typed);
  await page.getByTestId('edit-field-notes').click();
  await page.getByTestId('auction-save').click();
  await expect(page).toHaveURL(/\/admin\/auctions\/auctions\/\d+/);
  const auctionId = Number(/auctions\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('auction-number')).toHaveValue(/^A-\d{4}-\d{4}$/);
  const auctionNumber = await page.getByTestId('auction-number').inputValue();
  await page.reload();
  await expectFormDates(page, start.shown, end.shown);

  // Saved twice more without a change, the page reloaded each time.
  for (let n = 0; n < 2; n++) {
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/data/rest/auctions',
    );
    await page.getByTestId('auction-save').click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expectFormDates(page, start.shown, end.shown);
  }

  // The form names the zone of its times.
  await expect(page.getByTestId('auction-info-form')).toContainText(ZONE);

  // The server holds the instants of the typed Tirane times.
  const stored = (await (
    await request.get(`/data/rest/auctions/${auctionId}`, { headers: await authHeaders(request, 'operator') })
  ).json()) as { startDate: string; endDate: string };
  expect(inBusinessZone(stored.startDate)).toBe(start.shown);
  expect(inBusinessZone(stored.endDate)).toBe(end.shown);

  // The list shows the same times and names the zone.
  // Filtered by its number: the list is paged and other tests' auctions come first.
  await page.goto(`/admin/auctions/auctions?filter[number]=${auctionNumber}`);
  const row = page.getByTestId('list-table').locator('tr', { hasText: auctionNumber });
  await expect(row).toContainText(start.shown);
  await expect(row).toContainText(end.shown);
  await expect(page.getByTestId('list-table')).toContainText(ZONE);

  // So does the announcement the auction would publish.
  await expect(async () => {
    if (!(await page.getByTestId('auction-action-preview_announcement').isVisible())) {
      await page.getByTestId(`auction-actions-${auctionId}`).click();
    }
    const downloading = page.waitForEvent('download', { timeout: 5_000 });
    await page.getByTestId('auction-action-preview_announcement').click({ timeout: 2_000 });
    const text = await pdfText(await (await downloading).path());
    expect(text).toContain(auctionNumber);
    expect(text).toContain(start.shown);
    expect(text).toContain(end.shown);
    expect(text).toContain(ZONE);
  }).toPass({ timeout: 30_000 });
});
