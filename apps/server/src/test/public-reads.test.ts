import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { serviceContext } from '../platform/http/context';
import { PUBLIC_CHANGED_TOPIC, publicDataChanged } from '../platform/http/public-cache';
import { publishEvent, type BusEvent } from '../platform/realtime/bus';
import { realtimeEvents } from '../platform/realtime/tables';
import { promotedAuctions } from '../modules/auctions/public/public-queries';
import { buildFixture } from '../modules/auctions/test-support';
import { makeBidders, runningAuction, sendBid } from '../modules/bidding/test-support';
import { publishedNews } from '../modules/news/service';
import { auctionNews } from '../modules/news/tables';
import { buildTestApp } from './harness';
import { apiPath } from './api-client';

/**
 * The cached public reads (platform/http/public-cache.ts) on two instances of one database: the answer
 * a hit gives equals the computed one, 304 to a matching ETag, and a change made through one instance
 * is seen by the other once its bus delivered the event.
 */
describe('public reads cached per instance', async () => {
  const t = await buildTestApp();
  const f = await buildFixture(t);
  // On PostgreSQL the second instance opens its own pool; the embedded database is handed to both.
  const config = t.platform.config;
  const second: BuiltApp = await buildApp(
    config,
    config.databaseUrl ? {} : { database: t.platform.database, seeded: t.seedResult },
  );
  afterAll(() => second.app.close());

  const get = (app: BuiltApp['app'], url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  /** Resolves once `app`'s bus delivered an event matching `match` (its cache listens before this). */
  const delivered = (app: BuiltApp, match: (event: BusEvent) => boolean) =>
    new Promise<void>((resolve) => {
      const stop = app.platform.bus.subscribe((event) => {
        if (match(event)) {
          stop();
          resolve();
        }
      });
    });
  const publicChanged = (tag: string) => (event: BusEvent) =>
    event.topic === PUBLIC_CHANGED_TOPIC && (event.body as { tags: string[] }).tags.includes(tag);

  const NEWS = `${apiPath('/auction_news/published')}?page=1&count=10`;
  const titles = async (app: BuiltApp['app']) =>
    (await get(app, NEWS)).json<{ content: Array<{ titleEN: string }> }>().content.map((n) => n.titleEN);

  async function createNews(title: string): Promise<number> {
    const res = await f.operator.post(apiPath('/auction_news'), { titleSQ: title, titleEN: title, titleSR: title });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  }

  it('answers a hit with the body computed on the miss, equal to the uncached answer', async () => {
    const id = await createNews('Cached');
    expect((await f.operator.post(apiPath('/auction_news/publish'), { id })).statusCode).toBe(200);
    for (const url of [
      NEWS,
      apiPath('/auctions/promoted_auctions'),
      `${apiPath('/products/products_view')}?page=1&count=5`,
      `${apiPath('/lots/get_lots_in_upcoming_and_running_auctions/{type}', { type: 1 })}?page=1&count=5`,
      '/i18n/en.json',
    ]) {
      const miss = await get(t.app, url);
      const hit = await get(t.app, url);
      expect(miss.statusCode, `${url} ${miss.body}`).toBe(200);
      expect(hit.body).toBe(miss.body);
      expect(hit.headers.etag).toBe(miss.headers.etag);
      expect(hit.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(t.app, NEWS)).json()).toEqual(
      await publishedNews(serviceContext(t.platform), { page: 1, count: 10 }),
    );
    expect((await get(t.app, apiPath('/auctions/promoted_auctions'))).json()).toEqual(
      await promotedAuctions(serviceContext(t.platform)),
    );
  });

  it('answers 304 without a body to If-None-Match, and keeps no-store for a signed-in caller', async () => {
    const first = await get(t.app, NEWS);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(t.app, NEWS, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const signedIn = await f.trader.get(NEWS);
    expect(signedIn.body).toBe(first.body);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('shows published news on the next request of this instance, and of the other once its bus delivered', async () => {
    expect(await titles(second.app)).not.toContain('Fresh');
    const id = await createNews('Fresh');
    const seen = delivered(second, publicChanged('news'));
    expect((await f.operator.post(apiPath('/auction_news/publish'), { id })).statusCode).toBe(200);
    expect(await titles(t.app)).toContain('Fresh');
    await seen;
    expect(await titles(second.app)).toContain('Fresh');

    const gone = delivered(second, publicChanged('news'));
    expect((await f.operator.post(apiPath('/auction_news/unpublish'), { id })).statusCode).toBe(200);
    await gone;
    expect(await titles(second.app)).not.toContain('Fresh');
  });

  it('drops an entry on an event from elsewhere alone (another process commits, this one only hears)', async () => {
    const id = await createNews('Quiet');
    expect((await f.operator.post(apiPath('/auction_news/publish'), { id })).statusCode).toBe(200);
    expect(await titles(second.app)).toContain('Quiet');
    const seen = delivered(second, publicChanged('news'));
    await second.platform.db.transaction(async (tx) => {
      await tx.update(auctionNews).set({ titleEN: 'Renamed' }).where(eq(auctionNews.id, id));
      await publishEvent(tx, PUBLIC_CHANGED_TOPIC, { tags: ['news'] });
    });
    await seen;
    expect(await titles(second.app)).toContain('Renamed');
  });

  it('announces a change once per transaction, and every time outside one', async () => {
    const { db } = t.platform;
    const events = async () =>
      (await db.select().from(realtimeEvents).where(eq(realtimeEvents.topic, PUBLIC_CHANGED_TOPIC))).length;
    const before = await events();
    await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await publicDataChanged(tx, ['news', 'auctions']);
      await publicDataChanged(tx, ['news']);
    });
    expect(await events()).toBe(before + 2);
    await publicDataChanged(db, ['news']);
    await publicDataChanged(db, ['news']);
    expect(await events()).toBe(before + 4);
  });

  it('shows a changed translation in /i18n on the other instance once its bus delivered', async () => {
    const before = (await get(second.app, '/i18n/en.json')).json()['login.submit'];
    const seen = delivered(second, (event) => event.topic.includes('translations'));
    const saved = await f.admin.post(apiPath('/translations'), { key: 'login.submit', valueEN: 'Sign in, cached' });
    expect(saved.statusCode, saved.body).toBe(200);
    await seen;
    const after = await get(second.app, '/i18n/en.json');
    expect(before).not.toBe('Sign in, cached');
    expect(after.json()['login.submit']).toBe('Sign in, cached');
  });

  it('shows the highest bid on the lot list of the other instance once the bid event arrived', async () => {
    const bidders = await makeBidders(t, 1);
    const running = await runningAuction(f, bidders);
    const lot = running.lots[0];
    const url = `${apiPath('/lots/get_lots_in_upcoming_and_running_auctions/{type}', { type: 3 })}?page=1&count=100`;
    const highest = async (app: BuiltApp['app']) =>
      (await get(app, url))
        .json<{ content: Array<{ id: number; highestBid: number | null }> }>()
        .content.find((card) => card.id === lot.id)?.highestBid;
    expect(await highest(second.app)).toBeNull();
    const seen = delivered(second, (event) => event.topic === `/topic/bid/${lot.id}`);
    const bid = await sendBid(t, bidders[0].session, { auctionId: running.auction.id, lotId: lot.id }, 1000);
    expect(bid.statusCode, bid.body).toBe(200);
    await seen;
    expect(await highest(second.app)).toBe(1000);
  });
});
