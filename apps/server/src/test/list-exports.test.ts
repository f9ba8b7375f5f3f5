// Every list's export holds the rows its list read answers for the same filter and sort, in the same order: read
// back as CSV (csv-parse) and as XLSX (exceljs), each compared with the list read page by page.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildFixture, createAuction, createLot } from '../modules/auctions/test-support';
import { publishedAuction, requestOf } from '../modules/participation-requests/test-support';
import { interfaceTexts } from '../platform/export/export-route';
import { buildTestApp, type Session } from './harness';
import { apiPath } from './api-client';

type Case = {
  list: string;
  /** The list's query, given to both reads. */
  query: string;
  /** The first column of the export, from a list row. */
  key: (row: Record<string, unknown>) => string;
};

const CASES: Case[] = [
  { list: '/auctions', query: 'sort=auctionNumber,desc', key: (r) => String(r.auctionNumber) },
  { list: '/lots', query: 'sort=code,asc', key: (r) => String(r.code) },
  { list: '/auction_news', query: 'filter[published]=false', key: (r) => String(r.id) },
  { list: '/users', query: 'sort=username,asc', key: (r) => String(r.id) },
  { list: '/users', query: 'filter[username]=o', key: (r) => String(r.id) },
  { list: '/companies', query: '', key: (r) => String(r.id) },
  { list: '/individuals', query: '', key: (r) => String(r.id) },
  { list: '/auction_participation_requests', query: '', key: (r) => String(r.id) },
  { list: '/bank_guarantees', query: 'sort=id,desc', key: (r) => String(r.id) },
];

async function listRows(session: Session, list: string, query: string) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const res = await session.get(`${apiPath(`${list}/paged` as '/auctions/paged')}?count=100&page=${page}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: Record<string, unknown>[]; totalElements: number }>();
    rows.push(...body.content);
    if (rows.length >= body.totalElements || body.content.length === 0) return rows;
  }
}

const exportUrl = (list: string, format: string, query: string) =>
  `${apiPath(`${list}/export` as '/auctions/export')}?format=${format}&${query}`;

describe('list exports', async () => {
  const t = await buildTestApp();
  const f = await buildFixture(t);
  const { admin, operator, trader } = f;
  // More auctions and lots than one page of the export's reads.
  for (let i = 0; i < 105; i++) await createAuction(f);
  for (let i = 0; i < 3; i++) await createLot(f);
  for (let i = 0; i < 3; i++) {
    const res = await operator.post(apiPath('/auction_news'), {
      titleSQ: `Lajm ${i}`,
      titleEN: `News ${i}`,
      titleSR: `Vest ${i}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  for (const { list, query, key } of CASES) {
    it(`${list} ${query}: CSV and XLSX hold the list's rows`, async () => {
      const rows = await listRows(admin, list, query);
      const expected = rows.map(key);

      const csv = await admin.get(exportUrl(list, 'csv', query));
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".+-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const records: string[][] = parse(csv.rawPayload, { bom: true, relax_column_count: false });
      expect(records.slice(1).map((r) => r[0])).toEqual(expected);

      const xlsx = await admin.get(exportUrl(list, 'xlsx', query));
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from(xlsx.rawPayload));
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).cellCount).toBe(records[0].length);
      const keys: string[] = [];
      sheet.eachRow((row, number) => {
        if (number > 1) keys.push(row.getCell(1).text);
      });
      expect(keys).toEqual(expected);
      // Every text cell as the CSV writes it.
      sheet.eachRow((row, number) => {
        row.eachCell((cell, column) => {
          if (typeof cell.value === 'string') expect(cell.value).toBe(records[number - 1][column - 1]);
        });
      });
    });
  }

  it('an account holder’s own requests: the file holds what their list shows, nobody else’s', async () => {
    const person = await t.loginAs('person');
    for (let i = 0; i < 2; i++) await requestOf(trader, await publishedAuction(f));
    const others = await publishedAuction(f);
    await requestOf(person, others);
    const list = await trader.get(`${apiPath('/auction_participation_requests/my_requests')}?count=100&sort=id,desc`);
    expect(list.statusCode, list.body).toBe(200);
    const own = list.json<{ content: { lot: { code: string }; user: { username: string } }[] }>().content;
    expect(own.every((r) => r.user.username === 'trader')).toBe(true);
    expect(own.length).toBeGreaterThanOrEqual(2);
    const url = `${apiPath('/auction_participation_requests/my_requests/export')}?sort=id,desc`;
    const csv = await trader.get(`${url}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const records: string[][] = parse(csv.rawPayload, { bom: true });
    expect(records.slice(1).map((r) => r[1])).toEqual(own.map((r) => r.lot.code));
    const xlsx = await trader.get(`${url}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(xlsx.rawPayload));
    expect(workbook.worksheets[0].rowCount).toBe(records.length);
    expect(records.some((r) => r[1] === others.lot.code)).toBe(false);
    expect((await trader.get(`${url}&format=csv&filter[status]=NOPE`)).statusCode).toBe(400);
  });

  it('writes the list in the reader’s language: headers, dates, numbers', async () => {
    // The admin reads in Albanian (the demo account's language).
    const albanian = await admin.get(exportUrl('/lots', 'csv', 'sort=code,asc'));
    const [header, first]: string[][] = parse(albanian.rawPayload, { bom: true });
    const texts = await interfaceTexts('sq');
    expect(header.slice(0, 4)).toEqual(
      ['lot.code', 'lot.description', 'lot.status', 'lot.starting_price'].map((k) => texts[k]),
    );
    const lot = (await listRows(admin, '/lots', 'sort=code,asc'))[0];
    expect(first[3]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(Number(first[3].replace(/\./g, '').replace(',', '.'))).toBe(Number(lot.startingPrice));
    const auctions: string[][] = parse((await admin.get(exportUrl('/auctions', 'csv', ''))).rawPayload, { bom: true });
    expect(auctions[1][1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  it('answers the list’s 400 for a bad filter or sort, and its 403 to whoever may not read it', async () => {
    expect((await admin.get(exportUrl('/auctions', 'csv', 'filter[status]=NOPE'))).statusCode).toBe(400);
    expect((await admin.get(exportUrl('/users', 'xlsx', 'sort=password,asc'))).statusCode).toBe(400);
    expect((await admin.get(exportUrl('/users', 'pdf', ''))).statusCode).toBe(400);
    expect((await trader.get(exportUrl('/auctions', 'csv', ''))).statusCode).toBe(403);
    expect((await trader.get(exportUrl('/users', 'csv', ''))).statusCode).toBe(403);
  });
});
