import { expect, test } from '@playwright/test';
import { expectAccessible, WCAG_TAGS } from './axe';
import { auctionStartingSoon, bidderPage, bidMinimum, bidThroughApi } from './bidding-steps';
import { startTcpRelay } from './tcp-relay';

/** The heart-beat interval the browser and the portal agree on (each offers 10 s; the larger wins). */
const HEART_BEAT_MS = 10_000;
/** Spec: a lost connection is tried again after 30 s. */
const RECONNECT_DELAY_MS = 30_000;
/** Playwright looks again at most this often while it waits for the screen to change. */
const POLL_SLACK_MS = 1_500;

test('a connection cut without a close is lost within two beats, shown as last known, and comes back with the bids placed meanwhile', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const portal = new URL(test.info().project.use.baseURL!);
  // The trader's browser reaches the portal through a relay that can drop the network without closing anything.
  const relay = await startTcpRelay({ host: portal.hostname, port: Number(portal.port) });
  try {
    const { auction, lot } = await auctionStartingSoon(request, String(Date.now()), 15_000, 15 * 60_000);
    const trader = await bidderPage(browser, {
      username: 'trader',
      lang: 'en',
      auctionId: auction.id,
      baseURL: relay.url,
    });
    const lotPanel = trader.getByTestId(`bid-lot-${lot.id}`);
    await expect(lotPanel).toHaveAttribute('data-status', 'ACTIVE', { timeout: 40_000 });
    await expect(trader.getByTestId('bidding-live')).toBeVisible();

    await bidMinimum(trader, lot.id);
    await expect(lotPanel.getByTestId('position-leading')).toHaveText('You are leading');
    // The form gave way to the leader's maximum: the keyboard is on the outcome, not lost on the page.
    await expect(lotPanel.getByTestId('bid-outcome-accepted')).toBeFocused();

    // The network goes without a word: no close, no error, only silence.
    relay.freeze();
    const frozenAt = Date.now();
    await expect(trader.getByTestId('bidding-not-live')).toBeVisible({ timeout: 2 * HEART_BEAT_MS + 10_000 });
    expect(Date.now() - frozenAt, 'the loss is noticed within two beats').toBeLessThanOrEqual(
      2 * HEART_BEAT_MS + POLL_SLACK_MS,
    );
    await expect(trader.getByTestId('bidding-live')).toBeHidden();
    await expect(trader.getByTestId('bidding-not-live')).toHaveText('Connection lost');
    await expect(trader.getByTestId('bidding-disconnected')).toContainText('Live updates are interrupted since');
    // What the screen can no longer vouch for is greyed as last known, not shown as a current fact.
    await expect(lotPanel.getByTestId('position-leading')).toHaveText('Last known: you are leading');
    await expect(lotPanel.getByTestId('position-leading')).toHaveAttribute('data-last-known', 'true');
    await expect(lotPanel.getByTestId('lot-minimum')).toHaveText('€1,050.00 (last known)');
    await expect(lotPanel.getByTestId('lot-last-known')).toContainText('Not live');
    await expectAccessible(trader, 'the bidding screen without its connection', [...WCAG_TAGS, 'best-practice']);

    // Meanwhile the person outbids the trader, whose browser hears nothing of it.
    await bidThroughApi(request, 'person', { auctionId: auction.id, lotId: lot.id, amount: 1050 });
    await expect(lotPanel.getByTestId('position-leading')).toHaveText('Last known: you are leading');

    // The network is back: the screen connects again on its own (30 s after the loss), reads by seq what it missed
    // and is live again, with the person's bid.
    const resync = trader.waitForRequest(
      (sent) => sent.url().includes(`/auction/lot/${lot.id}/bids?`) && sent.url().includes('after='),
      { timeout: RECONNECT_DELAY_MS + 15_000 },
    );
    relay.thaw();
    await expect(trader.getByTestId('bidding-live')).toBeVisible({ timeout: RECONNECT_DELAY_MS + 10_000 });
    await resync;
    await expect(trader.getByTestId('bidding-not-live')).toBeHidden();
    await expect(trader.getByTestId('bidding-disconnected')).toBeHidden();
    await expect(lotPanel.getByTestId('position-outbid')).toHaveText('You were outbid');
    await expect(lotPanel.getByTestId('position-outbid')).not.toHaveAttribute('data-last-known');
    await expect(lotPanel.getByTestId('lot-highest')).toContainText('€1,050.00');
    await expect(lotPanel.getByTestId('lot-minimum')).toHaveText('€1,100.00');
    await expect(lotPanel.getByTestId('bid-2')).toContainText('€1,050.00');
    await expect(lotPanel.getByTestId('lot-last-known')).toBeHidden();

    // Live again, pushes flow: the trader's next bid and the person's answer arrive at once.
    await bidMinimum(trader, lot.id);
    await expect(lotPanel.getByTestId('position-leading')).toHaveText('You are leading');
    await bidThroughApi(request, 'person', { auctionId: auction.id, lotId: lot.id, amount: 1150 });
    await expect(lotPanel.getByTestId('position-outbid')).toBeVisible({ timeout: 5_000 });
    await expect(trader.getByTestId('bidding-announcer')).toContainText('you were outbid');
  } finally {
    await relay.close();
  }
});
