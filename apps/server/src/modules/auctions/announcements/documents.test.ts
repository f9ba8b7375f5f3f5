import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGUAGES } from '@portal/contracts/languages';
import { formatMoney } from '@portal/contracts/money-format';
import { checkSeal } from '../../../platform/pdf/seal';
import { pdfText } from '../../../platform/pdf/test-support';
import { authorityIdentity } from '../../settings';
import { buildTestAppWithFiles } from '../../../test/harness';
import { users } from '../../users/tables';
import { products } from '../../products/tables';
import { lotProducts, lots } from '../tables';
import { auctionInStatus, buildFixture, type Fixture } from '../test-support';
import { apiPath } from '../../../test/api-client';

/** The text layer reads the no-break space before "€" as a space: compared with spaces alike. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('auction PDFs on request: announcement preview and end-of-auction report', async () => {
  const t = await buildTestAppWithFiles('auction-documents');
  let f: Fixture;
  beforeAll(async () => {
    f = await buildFixture(t);
  });

  const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

  it('previews the announcement while it can still be published or postponed', async () => {
    for (const status of ['CREATED', 'PUBLISHED', 'CLOSED']) {
      const { auction, lot } = await auctionInStatus(f, status);
      const res = await f.operator.get(`${apiPath('/auctions/{id}/pdf', { id: auction.id })}?lang=sr`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename="announcement-${auction.auctionNumber}-sr.pdf"`);
      const { text } = await pdfText(res.rawPayload);
      expect(text).toContain('Pregled (nije zvanično obaveštenje)');
      expect(text).toContain(lot.code);
      // The bidding rules with the numbers of the day (anti-sniping 3 minutes, cap 60, parts 10 apart).
      expect(text).toContain('Pravila licitiranja');
      expect(text.replace(/\s+/g, ' ')).toContain(
        'poslednjih 3 minuta lota pomera njegov kraj na 3 minuta posle te ponude, ali nikada više od 60 minuta',
      );
    }
  });

  it('writes the lot’s amounts as the web shows them (the shared formatMoney), in each language', async () => {
    const { auction } = await auctionInStatus(f, 'CREATED');
    for (const lang of LANGUAGES) {
      const res = await f.operator.get(`${apiPath('/auctions/{id}/pdf', { id: auction.id })}?lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      const { text } = await pdfText(res.rawPayload);
      // Starting price 1000, minimum increment 50, guarantee 100: "1.000,00 €" (sq, sr), "€1,000.00" (en).
      for (const amount of [1000, 50, 100]) expect(spaced(text)).toContain(spaced(formatMoney(amount, lang)));
    }
  });

  it('writes the lot’s description, the goods’ place and the unit’s symbol in the document’s language', async () => {
    const { auction, lot } = await auctionInStatus(f, 'CREATED');
    const db = t.platform.db;
    await db
      .update(lots)
      .set({ description: 'Dy vetura', descriptionEN: 'Two cars', descriptionSR: null })
      .where(eq(lots.id, lot.id));
    const [{ productId }] = await db
      .select({ productId: lotProducts.productId })
      .from(lotProducts)
      .where(eq(lotProducts.lotId, lot.id));
    await db
      .update(products)
      .set({ location: 'Magazina doganore', locationEN: 'Customs warehouse', locationSR: 'Carinsko skladište' })
      .where(eq(products.id, productId));
    const textIn = async (lang: string) => {
      const res = await f.operator.get(`${apiPath('/auctions/{id}/pdf', { id: auction.id })}?lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      // Table cells wrap: words compared across line ends.
      return (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ');
    };
    const en = await textIn('en');
    expect(en).toContain('Two cars');
    expect(en).toContain('Customs warehouse');
    expect(en).not.toContain('Dy vetura');
    expect(en).not.toContain('Magazina doganore');
    // The letterhead too: the authority's English address, not the Albanian one.
    expect(en).toContain('1 Customs Square');
    expect(en).not.toContain('Sheshi i Doganës');
    // Serbian has a place of its own but no description: the Albanian one stands in for it.
    const sr = await textIn('sr');
    expect(sr).toContain('Dy vetura');
    expect(sr).toContain('Carinsko skladište');
    const sq = await textIn('sq');
    expect(sq).toContain('Dy vetura');
    expect(sq).toContain('Magazina doganore');
  });

  it('previews in the reader’s language when none is asked for', async () => {
    const { auction } = await auctionInStatus(f, 'CREATED');
    const res = await t.app.inject({
      method: 'GET',
      url: apiPath('/auctions/{id}/pdf', { id: auction.id }),
      headers: { 'x-auth-token': f.operator.token, cookie: 'lang=en' },
    });
    expect(res.headers['content-disposition']).toContain(`announcement-${auction.auctionNumber}-sq.pdf`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Parashikim (pa vlerë zyrtare)');
  });

  it('refuses the preview once the auction runs, finished or was cancelled (409), a bad language (400), others', async () => {
    for (const status of ['RUNNING', 'FINISHED', 'CANCELLED']) {
      const { auction } = await auctionInStatus(f, status);
      const res = await f.operator.get(`${apiPath('/auctions/{id}/pdf', { id: auction.id })}?lang=en`);
      expect([res.statusCode, res.json()]).toEqual([409, { _error: 'auction.preview_announcement_not_allowed' }]);
    }
    const { auction } = await auctionInStatus(f, 'CREATED');
    const bad = await f.operator.get(`${apiPath('/auctions/{id}/pdf', { id: auction.id })}?lang=de`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('lang');
    expect((await f.trader.get(apiPath('/auctions/{id}/pdf', { id: auction.id }))).statusCode).toBe(403);
    expect((await anonymous(apiPath('/auctions/{id}/pdf', { id: auction.id }))).statusCode).toBe(401);
    expect((await f.operator.get(apiPath('/auctions/{id}/pdf', { id: 999999 }))).statusCode).toBe(404);
  });

  it('writes the end-of-auction report of a finished auction with winners and totals', async () => {
    const { auction, lot } = await auctionInStatus(f, 'FINISHED');
    const [trader] = await t.platform.db.select().from(users).where(eq(users.username, 'trader'));
    await t.platform.db
      .update(lots)
      .set({
        status: 'PAID',
        highestBid: 1500,
        bidSeq: 3,
        winnerUserId: trader.id,
        winningAmount: 1500,
        lastHash: 'ab'.repeat(32),
        paymentInformation: 'Paguar në bankë',
        contractNumber: 'K-2026/17',
        paidAt: new Date(),
      })
      .where(eq(lots.id, lot.id));
    for (const lang of LANGUAGES) {
      const res = await f.operator.get(apiPath('/auctions/end_of_auction/{id}/{lang}/pdf', { id: auction.id, lang }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`end-of-auction-${auction.auctionNumber}-${lang}.pdf`);
      expect(checkSeal(res.rawPayload)).toMatchObject({ sealed: true, intact: true });
      const { text } = await pdfText(res.rawPayload);
      expect(text).toContain(auction.auctionNumber);
      expect(text).toContain(lot.code);
      expect(text).toContain('K-2026/17');
      expect(text).toContain('(trader)');
      // Each lot's final ledger hash, and where a receipt is checked.
      expect(text.replace(/\s+/g, '')).toContain('ab'.repeat(32));
      expect(text.replace(/\s+/g, '')).toContain('/user_auctions/bid_receipt');
      // Its verification code: the register holds this copy's SHA-256 (ADR 0091).
      const code = /([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2}) · /.exec(text)![1];
      const verified = await t.app.inject({
        method: 'GET',
        url: apiPath('/document_verifications/{code}', { code }),
      });
      expect(verified.json()).toMatchObject({
        kind: 'END_OF_AUCTION_REPORT',
        number: auction.auctionNumber,
        language: lang,
        status: 'VALID',
        sha256: createHash('sha256').update(res.rawPayload).digest('hex'),
      });
      if (lang === 'sq') expect(text).toContain('Raporti i përfundimit të ankandit');
      if (lang === 'sr') expect(text).toContain('Izveštaj o završetku aukcije');
      // The amounts as the web writes them: starting price, highest bid, winning amount and the total sold.
      expect(spaced(text)).toContain(spaced(formatMoney(1000, lang)));
      expect(spaced(text)).toContain(spaced(formatMoney(1500, lang)));
      if (lang === 'en') expect(text).toMatch(/Amount sold\s*€1,500\.00/);
      // Headed by the authority in the report's language, each page footed with the report, its day and page n / m.
      const identity = await authorityIdentity(t.platform.db, lang);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat.startsWith(identity.name), lang).toBe(true);
      for (const other of LANGUAGES)
        if (identity.names[other] !== identity.name) expect(flat).not.toContain(identity.names[other]);
      expect(flat).toMatch(new RegExp(`${auction.auctionNumber} · \\d\\d\\.\\d\\d\\.\\d{4}`));
      expect(flat).toMatch(/(Faqja|Page|Strana) 1 \/ \d/);
    }
  });

  it('refuses the report before the auction finished (409), for an unknown language (400) and to others', async () => {
    for (const status of ['CREATED', 'PUBLISHED', 'RUNNING', 'CANCELLED']) {
      const { auction } = await auctionInStatus(f, status);
      const res = await f.operator.get(
        apiPath('/auctions/end_of_auction/{id}/{lang}/pdf', { id: auction.id, lang: 'en' }),
      );
      expect([res.statusCode, res.json()]).toEqual([409, { _error: 'auction.end_of_auction_report_not_allowed' }]);
    }
    const { auction } = await auctionInStatus(f, 'FINISHED');
    const bad = await f.operator.get(
      apiPath('/auctions/end_of_auction/{id}/{lang}/pdf', { id: auction.id, lang: 'de' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('lang');
    expect(
      (await f.trader.get(apiPath('/auctions/end_of_auction/{id}/{lang}/pdf', { id: auction.id, lang: 'en' })))
        .statusCode,
    ).toBe(403);
    expect(
      (await anonymous(apiPath('/auctions/end_of_auction/{id}/{lang}/pdf', { id: auction.id, lang: 'en' }))).statusCode,
    ).toBe(401);
    expect(
      (await f.operator.get(apiPath('/auctions/end_of_auction/{id}/{lang}/pdf', { id: 999999, lang: 'en' })))
        .statusCode,
    ).toBe(404);
  });
});
