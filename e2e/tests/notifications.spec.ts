import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { auctionStartingSoon, bidderPage, bidThroughApi } from './bidding-steps';
import { submittedCase } from './portal-steps';
import { authHeaders } from './support';

const bellOf = (page: Page) => page.getByTestId('notice-bell');
const unreadOf = async (page: Page) => Number(await bellOf(page).getAttribute('data-unread'));

test('an outbid reaches the bidder’s bell within a second and marks the tab; a case status change reaches the filer', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const { auction, lot } = await auctionStartingSoon(request, stamp, 8_000, 150_000);
  const [trader, person] = await Promise.all([
    bidderPage(browser, { username: 'trader', lang: 'en', auctionId: auction.id }),
    bidderPage(browser, { username: 'person', lang: 'sq', auctionId: auction.id }),
  ]);
  await expect(trader.getByTestId(`bid-lot-${lot.id}`)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 40_000 });
  await expect(bellOf(trader)).toBeVisible();
  await expect(bellOf(person)).toBeVisible();

  // The trader leads; the person outbids them: the trader's bell counts one more within a second, in this tab.
  await bidThroughApi(request, 'trader', { auctionId: auction.id, lotId: lot.id, amount: 1000 });
  const before = await unreadOf(trader);
  const personBefore = await unreadOf(person);
  await bidThroughApi(request, 'person', { auctionId: auction.id, lotId: lot.id, amount: 1050 });
  await expect(bellOf(trader)).toHaveAttribute('data-unread', String(before + 1), { timeout: 1_000 });
  await expect(trader).toHaveTitle(/^\(Outbid\) /);
  // The person, who leads, was not told anything.
  expect(await unreadOf(person)).toBe(personBefore);

  // The panel: the newest notice first, with a link to the bidding screen; axe on it.
  await bellOf(trader).click();
  const panel = trader.getByTestId('notice-panel');
  await expect(panel.getByTestId('notice-item').first()).toContainText(`You were outbid on lot ${lot.code}`);
  await expect(panel.getByTestId('notice-item').first()).toContainText('€1,050.00');
  await expectAccessible(trader, 'the notification panel');
  await trader.screenshot({ path: test.info().outputPath('bell-panel-en-1280.png') });

  // A status change of the trader's case (an officer takes it) reaches the trader's bell as well.
  const filed = await submittedCase(request);
  // Its submission was a notice too.
  await expect.poll(() => unreadOf(trader), { timeout: 5_000 }).toBeGreaterThan(before + 1);
  const afterSubmit = await unreadOf(trader);
  const officer = await authHeaders(request, 'officer');
  expect(
    (await request.post('/data/rest/portal_cases/take', { headers: officer, data: { id: filed.id } })).status(),
  ).toBe(200);
  await expect(bellOf(trader)).toHaveAttribute('data-unread', String(afterSubmit + 1), { timeout: 2_000 });
  await expect(panel.getByTestId('notice-item').first()).toContainText(`Case ${filed.number} is now: In process`);

  // Mark all read: the count goes to zero here and in the trader's other tab.
  const other = await trader.context().newPage();
  await other.goto('/notifications');
  await expect(other.getByTestId('notifications-page')).toBeVisible();
  await expect(bellOf(other)).toHaveAttribute('data-unread', String(afterSubmit + 1));
  await expectAccessible(other, 'the notifications page');
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.screenshot({ path: test.info().outputPath('notifications-en-1280.png'), fullPage: true });
  await other.setViewportSize({ width: 375, height: 800 });
  // On a phone the read state is under each notice, in the one column.
  await expect(other.getByTestId('notifications-table').locator('thead th')).toHaveCount(1);
  await expectAccessible(other, 'the notifications page on a phone');
  await other.screenshot({ path: test.info().outputPath('notifications-en-375.png'), fullPage: true });
  await panel.getByTestId('notice-mark-all').click();
  await expect(bellOf(trader)).toHaveAttribute('data-unread', '0');
  await expect(bellOf(other)).toHaveAttribute('data-unread', '0', { timeout: 2_000 });

  // The person's page in Albanian, wide and narrow, with the preferences.
  await person.goto('/notifications');
  await expect(person.getByTestId('notifications-page')).toBeVisible();
  await expect(person.getByTestId('notice-preferences')).toContainText('Njoftim ligjor');
  await expectAccessible(person, 'the notifications page in Albanian');
  await person.setViewportSize({ width: 1280, height: 900 });
  await person.screenshot({ path: test.info().outputPath('notifications-sq-1280.png'), fullPage: true });
  await person.setViewportSize({ width: 375, height: 800 });
  await person.screenshot({ path: test.info().outputPath('notifications-sq-375.png'), fullPage: true });
  await bellOf(person).click();
  await expect(person.getByTestId('notice-panel')).toBeVisible();
  await expectAccessible(person, 'the notification panel on a phone');
  await person.screenshot({ path: test.info().outputPath('bell-panel-sq-375.png') });
});

test('a followed lot ending within minutes rings the follower’s bell; a case a broker filed for the company rings its user’s bell', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  // A lot that runs for two and a half minutes: it ends within the five minutes of the reminder as soon as it starts.
  const { auction, lot } = await auctionStartingSoon(request, stamp, 5_000, 150_000);
  const trader = await bidderPage(browser, { username: 'trader', lang: 'en', auctionId: auction.id });
  await expect(trader.getByTestId(`bid-lot-${lot.id}`)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 40_000 });
  // Followed from the bidding screen.
  const star = trader.getByTestId(`follow-lot-${lot.id}`);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const before = await unreadOf(trader);

  // The reminders' job (every minute on its own) run now by the administrator: one notice, at once, in the bell.
  const admin = await authHeaders(request, 'admin');
  await expect(async () => {
    const run = await request.post('/data/rest/scheduled_jobs/follow_reminder_mail/run', { headers: admin });
    expect(run.status()).toBe(200);
  }).toPass({ timeout: 20_000 });
  await expect(bellOf(trader)).toHaveAttribute('data-unread', String(before + 1), { timeout: 5_000 });
  await bellOf(trader).click();
  const panel = trader.getByTestId('notice-panel');
  await expect(panel.getByTestId('notice-item').first()).toContainText(
    `Lot ${lot.code} of auction ${auction.auctionNumber}, which you follow, ends at`,
  );
  await trader.keyboard.press('Escape');
  // Once per lot: the job run again adds nothing (it may also have run by itself meanwhile).
  await expect(async () => {
    const run = await request.post('/data/rest/scheduled_jobs/follow_reminder_mail/run', { headers: admin });
    expect(run.status()).toBe(200);
  }).toPass({ timeout: 20_000 });
  await trader.waitForTimeout(1_000);
  // Counted among this lot's notices: a lot an earlier test followed (the demo auction's, timed from the server's
  // start) may come within its own five minutes meanwhile and ring the bell too.
  await bellOf(trader).click();
  const reminders = panel
    .getByTestId('notice-item')
    .filter({ hasText: `Lot ${lot.code} of auction ${auction.auctionNumber}, which you follow` });
  await expect(reminders).toHaveCount(1);
  await trader.keyboard.press('Escape');

  // A broker files a case for the trader's company (with the company's standing representation); an officer takes
  // it: the company's user, the represented party, is told as the filer is.
  const broker = await authHeaders(request, 'broker');
  const found = await request.get('/data/rest/registered_users/find_company_from_unique_number', {
    headers: broker,
    params: { companyUniqueNumber: 'L61234567A' },
  });
  const company = ((await found.json()) as { company: { id: number } }).company;
  const granted = await request.post('/data/rest/portal_representations/grant', {
    headers: await authHeaders(request, 'trader'),
    data: { username: 'broker' },
  });
  expect([200, 409]).toContain(granted.status());
  const filed = await submittedCase(request, { username: 'broker', about: { aboutCompanyId: company.id } });
  await expect.poll(() => unreadOf(trader), { timeout: 5_000 }).toBeGreaterThan(before + 1);
  const afterSubmit = await unreadOf(trader);
  const officer = await authHeaders(request, 'officer');
  expect(
    (await request.post('/data/rest/portal_cases/take', { headers: officer, data: { id: filed.id } })).status(),
  ).toBe(200);
  await expect(bellOf(trader)).toHaveAttribute('data-unread', String(afterSubmit + 1), { timeout: 2_000 });
  await bellOf(trader).click();
  await expect(panel.getByTestId('notice-item').first()).toContainText(`Case ${filed.number} is now: In process`);
});
