import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { attachments } from '../attachments/tables';
import { EXE, PDF, PNG, filesUnder, multipart, type Part } from '../attachments/test-files';
import { auctionInStatus, buildFixture, createAuction } from '../auctions/test-support';
import { setParameter } from '../settings/service';
import { apiPath } from '../../test/api-client';

const BEAN = 'auction_news_attachment';

describe('auction news', async () => {
  const t = await buildTestAppWithFiles('news-test');
  const { app, platform } = t;
  await setParameter(platform.db, 'upload_extensions', 'pdf,png,docx,exe');
  const f = await buildFixture(t);
  const { operator, trader } = f;

  const upload = (session: Session | null, newsId: number, parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: newsId }),
      headers: { ...body.headers, ...(session ? { 'x-auth-token': session.token } : {}) },
      payload: body.payload,
    });
  };
  const anonymous = (url: string) => app.inject({ method: 'GET', url });
  const del = (session: Session, url: string) =>
    app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
  const published = async (query = '') => (await anonymous(`${apiPath('/auction_news/published')}${query}`)).json();

  let seq = 0;
  async function createNews(values: Record<string, unknown> = {}) {
    seq += 1;
    const res = await operator.post(apiPath('/auction_news'), {
      titleSQ: `Lajm ${seq}`,
      titleEN: `News ${seq}`,
      titleSR: `Vest ${seq}`,
      bodySQ: '<p>Përshëndetje</p>',
      ...values,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; published: boolean; publishedAt: string | null }>();
  }
  const publish = (id: number, session = operator) => session.post(apiPath('/auction_news/publish'), { id });

  it('creates, sanitises the body, publishes, and lists it for visitors newest first with its first file', async () => {
    const older = await createNews();
    expect((await publish(older.id)).statusCode).toBe(200);
    const item = await createNews({ bodyEN: '<p onclick="x()">Hi<script>alert(1)</script></p>', bodySR: '  ' });
    expect(item.published).toBe(false);
    const stored = (await operator.get(apiPath('/auction_news/{id}', { id: item.id }))).json();
    expect(stored.bodyEN).toBe('<p>Hi</p>');
    expect(stored.bodySR).toBeNull();

    const first = await upload(operator, item.id, [{ name: 'notice.pdf', content: PDF }]);
    expect(first.statusCode, first.body).toBe(200);
    expect((await upload(operator, item.id, [{ name: 'photo.png', content: PNG }])).statusCode).toBe(200);

    const res = await publish(item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ published: true, attachmentCount: 2 });
    expect(res.json().publishedAt).not.toBeNull();

    const list = await published();
    expect(list.content.map((n: { id: number }) => n.id).slice(0, 2)).toEqual([item.id, older.id]);
    expect(list.content[0]).toMatchObject({ titleEN: `News ${seq}`, attachmentId: first.json()[0].id });
    expect(list.content[1].attachmentId).toBeNull();

    const download = await anonymous(apiPath('/attachments/{id}', { id: first.json()[0].id }));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('notice.pdf');

    const audit = await platform.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'auction_news'), eq(auditLog.entityId, String(item.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['auction_news.created', 'auction_news.published']);
  });

  it('hides unpublished news and its files from visitors and traders (404), but not from the operator', async () => {
    const item = await createNews();
    const file = (await upload(operator, item.id, [{ name: 'draft.pdf', content: PDF }])).json()[0];
    expect((await published()).content.some((n: { id: number }) => n.id === item.id)).toBe(false);
    expect((await anonymous(apiPath('/attachments/{id}', { id: file.id }))).statusCode).toBe(404);
    expect((await trader.get(apiPath('/attachments/{id}', { id: file.id }))).statusCode).toBe(404);
    expect(
      (await trader.get(apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: item.id }))).statusCode,
    ).toBe(404);
    expect((await operator.get(apiPath('/attachments/{id}', { id: file.id }))).statusCode).toBe(200);

    // Withdrawn news disappears again, files included.
    await publish(item.id);
    expect((await anonymous(apiPath('/attachments/{id}', { id: file.id }))).statusCode).toBe(200);
    const withdrawn = await operator.post(apiPath('/auction_news/unpublish'), { id: item.id });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().published).toBe(false);
    expect((await anonymous(apiPath('/attachments/{id}', { id: file.id }))).statusCode).toBe(404);
    expect((await published()).content.some((n: { id: number }) => n.id === item.id)).toBe(false);
  });

  it('answers 409 for publishing twice and for withdrawing news that is not published', async () => {
    const item = await createNews();
    const notPublished = await operator.post(apiPath('/auction_news/unpublish'), { id: item.id });
    expect(notPublished.statusCode).toBe(409);
    expect(notPublished.json()).toEqual({ _error: 'news.not_published' });
    await publish(item.id);
    const twice = await publish(item.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ _error: 'news.already_published' });
    expect((await publish(999_999)).statusCode).toBe(404);
  });

  it('refuses bad input with field keys (400) and stores nothing', async () => {
    const before = (await operator.get(apiPath('/auction_news/paged'))).json().totalElements;
    const res = await operator.post(apiPath('/auction_news'), {
      titleSQ: ' ',
      titleEN: 'x'.repeat(301),
      auctionId: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['auctionId', 'titleEN', 'titleSQ', 'titleSR']);
    const missingAuction = await operator.post(apiPath('/auction_news'), {
      titleSQ: 'a',
      titleEN: 'b',
      titleSR: 'c',
      auctionId: 999_999,
    });
    expect(missingAuction.statusCode).toBe(400);
    expect(missingAuction.json()).toEqual({ auctionId: 'validation.not_found' });
    expect((await operator.get(apiPath('/auction_news/paged'))).json().totalElements).toBe(before);
    expect((await operator.post(apiPath('/auction_news/publish'), { id: 'x' })).statusCode).toBe(400);
    const item = await createNews();
    expect((await upload(operator, item.id, [{ name: 'tool.exe', content: EXE }])).json()).toEqual({
      file: 'action.invalid_extension',
    });
  });

  it('refuses a trader (403) and a visitor (401) on every management call', async () => {
    const item = await createNews();
    expect((await trader.get(apiPath('/auction_news/paged'))).statusCode).toBe(403);
    expect((await trader.get(apiPath('/auction_news/{id}', { id: item.id }))).statusCode).toBe(403);
    expect((await trader.post(apiPath('/auction_news'), { titleSQ: 'a', titleEN: 'b', titleSR: 'c' })).statusCode).toBe(
      403,
    );
    expect((await publish(item.id, trader)).statusCode).toBe(403);
    expect((await del(trader, apiPath('/auction_news/{id}', { id: item.id }))).statusCode).toBe(403);
    expect((await upload(trader, item.id, [{ name: 'x.pdf', content: PDF }])).statusCode).toBe(403);
    expect((await upload(null, item.id, [{ name: 'x.pdf', content: PDF }])).statusCode).toBe(401);
    expect((await anonymous(apiPath('/auction_news/paged'))).statusCode).toBe(401);
    expect((await upload(operator, 999_999, [{ name: 'x.pdf', content: PDF }])).statusCode).toBe(404);
  });

  it('links news to an auction: filters by auction, and names the auction to visitors only once it is published', async () => {
    const created = await createAuction(f);
    const { auction } = await auctionInStatus(f, 'PUBLISHED');
    const hiddenLink = await createNews({ auctionId: created.id });
    const shownLink = await createNews({ auctionId: auction.id });
    await publish(hiddenLink.id);
    await publish(shownLink.id);
    const admin = (await operator.get(`${apiPath('/auction_news/paged')}?filter[auctionId]=${created.id}`)).json();
    expect(admin.content).toHaveLength(1);
    expect(admin.content[0]).toMatchObject({ id: hiddenLink.id, auctionNumber: created.auctionNumber });

    const options = (await operator.get(apiPath('/auction_news/auctions/active'))).json();
    expect(options.slice(0, 2).map((a: { id: number }) => a.id)).toEqual([auction.id, created.id]);
    expect((await trader.get(apiPath('/auction_news/auctions/active'))).statusCode).toBe(403);

    const ofAuction = await published(`?auctionId=${auction.id}`);
    expect(ofAuction.content.map((n: { id: number }) => n.id)).toEqual([shownLink.id]);
    expect(ofAuction.content[0]).toMatchObject({ auctionId: auction.id, auctionNumber: auction.auctionNumber });
    const all = await published();
    const hidden = all.content.find((n: { id: number }) => n.id === hiddenLink.id);
    expect(hidden).toMatchObject({ auctionId: null, auctionNumber: null });
  });

  it('filters and pages the administration list', async () => {
    await createNews({ titleEN: 'Unique zebra headline' });
    const found = (await operator.get(`${apiPath('/auction_news/paged')}?filter[title]=zebra`)).json();
    expect(found.totalElements).toBe(1);
    const drafts = (await operator.get(`${apiPath('/auction_news/paged')}?filter[published]=false&count=1`)).json();
    expect(drafts.content).toHaveLength(1);
    expect(drafts.totalElements).toBeGreaterThan(1);
    expect((await operator.get(`${apiPath('/auction_news/paged')}?filter[nope]=1`)).statusCode).toBe(400);
    expect((await anonymous(`${apiPath('/auction_news/published')}?count=1000`)).statusCode).toBe(400);
  });

  it('deletes a news item with its files', async () => {
    const item = await createNews();
    await upload(operator, item.id, [{ name: 'gone.pdf', content: PDF }]);
    const stored = filesUnder(t.storageRoot).length;
    const res = await del(operator, apiPath('/auction_news/{id}', { id: item.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await operator.get(apiPath('/auction_news/{id}', { id: item.id }))).statusCode).toBe(404);
    const rows = await platform.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.bean, BEAN), eq(attachments.objectId, item.id)));
    expect(rows).toEqual([]);
    expect(filesUnder(t.storageRoot)).toHaveLength(stored - 1);
    expect((await del(operator, apiPath('/auction_news/{id}', { id: item.id }))).statusCode).toBe(404);
  });
});
