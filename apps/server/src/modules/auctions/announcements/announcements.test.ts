import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkSeal } from '../../../platform/pdf/seal';
import { pdfText } from '../../../platform/pdf/test-support';
import { buildTestAppWithFiles } from '../../../test/harness';
import { attachments } from '../../attachments/tables';
import { users } from '../../users/tables';
import { auctionAnnouncements, auctions } from '../tables';
import { auctionInStatus, buildFixture, createReadyAuction, inDays, type Fixture } from '../test-support';
import { apiPath } from '../../../test/api-client';

type Ref = { attachmentId: number | null };

describe('auction announcements', async () => {
  const t = await buildTestAppWithFiles('announcements');
  let f: Fixture;
  beforeAll(async () => {
    f = await buildFixture(t);
  });

  const anonymous = (url: string, lang?: string) =>
    t.app.inject({ method: 'GET', url, headers: lang ? { cookie: `theme=x; lang=${lang}` } : {} });
  const download = async (id: number) => {
    const res = await anonymous(apiPath('/attachments/{id}', { id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return (await pdfText(res.rawPayload)).text;
  };
  const publish = (id: number) => f.operator.post(apiPath('/auctions/publish'), { id });

  it('stores one announcement per language on publish and answers the reader’s language', async () => {
    const { auction, lot } = await createReadyAuction(f);
    const details = await f.operator.post(apiPath('/auctions/details'), {
      auctionId: auction.id,
      valueSQ: '<p>Udhëzime: <strong>garancia</strong> çdo herë</p>',
      valueEN: '<ul><li>Bring the guarantee</li></ul>',
      valueSR: '',
    });
    expect(details.statusCode, details.body).toBe(200);
    expect((await publish(auction.id)).statusCode).toBe(200);

    const stored = await t.platform.db
      .select()
      .from(auctionAnnouncements)
      .where(eq(auctionAnnouncements.auctionId, auction.id));
    expect(stored.map((r) => [r.sequence, r.kind, r.lang]).sort()).toEqual([
      [1, 'PUBLISH', 'en'],
      [1, 'PUBLISH', 'sq'],
      [1, 'PUBLISH', 'sr'],
    ]);
    const idOf = (lang: string) => stored.find((r) => r.lang === lang)!.attachmentId;

    // Visitors: the language cookie, Albanian without it.
    const last = (lang?: string) => anonymous(apiPath('/auctions/{id}/last_announcement', { id: auction.id }), lang);
    expect((await last()).json()).toEqual({ attachmentId: idOf('sq') });
    expect((await last('en')).json()).toEqual({ attachmentId: idOf('en') });
    expect((await last('xx')).json()).toEqual({ attachmentId: idOf('sq') });
    expect((await anonymous(apiPath('/auctions/{id}/previous_announcement', { id: auction.id }))).json()).toEqual({
      attachmentId: null,
    });
    // A signed-in user: their own language wins over the cookie.
    await t.platform.db.update(users).set({ lang: 'sr' }).where(eq(users.username, 'trader'));
    const mine = await t.app.inject({
      method: 'GET',
      url: apiPath('/auctions/{id}/last_announcement', { id: auction.id }),
      headers: { 'x-auth-token': f.trader.token, cookie: 'lang=en' },
    });
    expect(mine.json()).toEqual({ attachmentId: idOf('sr') });

    // Each stored announcement carries the authority's seal, intact.
    for (const lang of ['sq', 'en', 'sr']) {
      const file = await anonymous(apiPath('/attachments/{id}', { id: idOf(lang) }));
      expect(checkSeal(file.rawPayload), lang).toMatchObject({ sealed: true, intact: true });
    }
    const sq = await download(idOf('sq'));
    expect(sq).toContain('Njoftim për ankand');
    expect(sq).toContain(auction.auctionNumber);
    expect(sq).toContain(lot.code);
    expect(sq).toContain('Çmimi fillestar');
    expect(sq).toContain('Udhëzime: garancia çdo herë');
    expect(sq).toContain('Veturë');
    expect(sq).toContain('Durrës');
    const en = await download(idOf('en'));
    expect(en).toContain('Auction announcement');
    expect(en).toContain('Bring the guarantee');
    expect(en).toContain('Car');
    const sr = await download(idOf('sr'));
    expect(sr).toContain('Obaveštenje o aukciji');
    expect(sr).toContain('Početna cena');
    expect(sr).toContain('Šifra');
    // Serbian instructions are empty: the Albanian ones are shown, and the reader is told.
    expect(sr).toContain('Uputstva nisu dostupna na srpskom; prikazana su na albanskom.');
    expect(sr).toContain('Udhëzime: garancia çdo herë');
  });

  it('keeps the earlier announcement as previous when the auction is postponed', async () => {
    const { auction } = await auctionInStatus(f, 'PUBLISHED');
    const first = (await anonymous(apiPath('/auctions/{id}/last_announcement', { id: auction.id }))).json<Ref>();
    const postponed = await f.operator.post(apiPath('/auctions/postpone'), {
      id: auction.id,
      startDate: inDays(5),
      endDate: inDays(6),
      notes: 'Shtyhet për shkak të motit; odloženo zbog vremena',
    });
    expect(postponed.statusCode, postponed.body).toBe(200);
    const last = (await anonymous(apiPath('/auctions/{id}/last_announcement', { id: auction.id }))).json<Ref>();
    const previous = (await anonymous(apiPath('/auctions/{id}/previous_announcement', { id: auction.id }))).json<Ref>();
    expect(previous).toEqual(first);
    expect(last.attachmentId).not.toBe(first.attachmentId);
    const text = await download(last.attachmentId!);
    expect(text).toContain('Shtyrje');
    // The earlier announcement's verification page says it was superseded, the new one's valid (ADR 0091).
    const verify = async (attachmentId: number) => {
      const { text: printed } = await pdfText(
        (await anonymous(apiPath('/attachments/{id}', { id: attachmentId }))).rawPayload,
      );
      const code = /([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2}) · /.exec(printed)![1];
      return (await anonymous(apiPath('/document_verifications/{code}', { code }))).json<{
        kind: string;
        status: string;
      }>();
    };
    expect(await verify(first.attachmentId!)).toMatchObject({ kind: 'AUCTION_ANNOUNCEMENT', status: 'SUPERSEDED' });
    expect(await verify(last.attachmentId!)).toMatchObject({ kind: 'AUCTION_ANNOUNCEMENT', status: 'VALID' });
    expect(text).toContain('Shtyhet për shkak të motit; odloženo zbog vremena');
  });

  it('answers 404 to visitors for an auction that is not public, and staff what there is', async () => {
    const { auction } = await createReadyAuction(f);
    for (const which of ['last', 'previous'] as const) {
      const url = apiPath(`/auctions/{id}/${which}_announcement`, { id: auction.id });
      expect((await anonymous(url)).statusCode).toBe(404);
      expect((await f.trader.get(url)).statusCode).toBe(404);
      const staff = await f.operator.get(url);
      expect([staff.statusCode, staff.json()]).toEqual([200, { attachmentId: null }]);
    }
    expect((await anonymous(apiPath('/auctions/{id}/last_announcement', { id: 999999 }))).statusCode).toBe(404);
    expect((await anonymous(apiPath('/auctions/{id}/last_announcement', { id: 'abc' }))).statusCode).toBe(400);
  });

  it('refuses uploads to announcements', async () => {
    const { auction } = await auctionInStatus(f, 'PUBLISHED');
    const res = await t.app.inject({
      method: 'POST',
      url: apiPath('/attachments/{bean}/{objectId}', { bean: 'auction_announcement', objectId: auction.id }),
      headers: { 'x-auth-token': f.admin.token, 'content-type': 'multipart/form-data; boundary=X' },
      payload: '--X\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--X--\r\n',
    });
    expect(res.statusCode).toBe(403);
  });

  it('publishes nothing when an announcement cannot be stored', async () => {
    const { auction } = await createReadyAuction(f);
    const storage = t.platform.storage;
    const put = storage.put.bind(storage);
    const written: string[] = [];
    let calls = 0;
    storage.put = async (content, options) => {
      if (++calls === 2) throw new Error('disk full');
      const stored = await put(content, options);
      written.push(stored.key);
      return stored;
    };
    try {
      expect((await publish(auction.id)).statusCode).toBe(500);
    } finally {
      storage.put = put;
    }
    const [row] = await t.platform.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(row.status).toBe('CREATED');
    const files = await t.platform.db.select().from(attachments).where(eq(attachments.objectId, auction.id));
    expect(files.filter((a) => a.bean === 'auction_announcement')).toEqual([]);
    expect(written).toHaveLength(1);
    await expect(storage.open(written[0])).rejects.toThrow();
    // It publishes once storing works again.
    expect((await publish(auction.id)).statusCode).toBe(200);
  });
});
