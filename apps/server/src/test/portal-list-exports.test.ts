// The customs portal's lists (My cases, the officer's queue, My decisions) leave as files by the same mechanism as
// the administration's, each with its own query schema: the export holds the rows the list read answers for the
// same filter and sort, in the same order, read back as CSV (csv-parse) and as XLSX (exceljs); a filer's export
// holds only the cases their list shows; a bad filter or sort is the list's 400, not a broken file.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { interfaceTexts } from '../platform/export/export-route';
import { findUserByUsername } from '../modules/users/service';
import { buildCase } from './factories';
import { buildTestApp, type Session } from './harness';

type Row = Record<string, unknown> & { number: string };

const LIST = {
  myCases: '/cases/by_registered_user',
  queue: '/portal_cases/queue',
  myDecisions: '/portal_decisions/by_registered_user',
} as const;
type List = (typeof LIST)[keyof typeof LIST];

const BASE = '/data/rest';

async function listRows(session: Session, list: List, query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await session.get(`${BASE}${list}?count=100&page=${page}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: Row[]; totalElements: number }>();
    rows.push(...body.content);
    if (rows.length >= body.totalElements || body.content.length === 0) return rows;
  }
}

const exportUrl = (list: List, format: string, query: string) => `${BASE}${list}/export?format=${format}&${query}`;

/** The export read back both ways: the CSV's records (header first) and the XLSX's rows as their cells' texts. */
async function exported(session: Session, list: List, query: string) {
  const csv = await session.get(exportUrl(list, 'csv', query));
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".+-\d{4}-\d{2}-\d{2}\.csv"$/);
  const records: string[][] = parse(csv.rawPayload, { bom: true, relax_column_count: false });

  const xlsx = await session.get(exportUrl(list, 'xlsx', query));
  expect(xlsx.statusCode).toBe(200);
  expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(xlsx.rawPayload));
  const sheet = workbook.worksheets[0];
  const cells: ExcelJS.Row[] = [];
  sheet.eachRow((row) => cells.push(row));
  return { records, sheet, rows: cells };
}

describe('customs portal list exports', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const [trader, person, officer] = await Promise.all([t.loginAs('trader'), t.loginAs('person'), t.loginAs('officer')]);
  const traderUser = (await findUserByUsername(db, 'trader'))!;
  const personUser = (await findUserByUsername(db, 'person'))!;
  // More of the trader's cases than one page of the export's reads; a few of the person's.
  for (let i = 0; i < 104; i++) {
    await buildCase(db, {
      filerUserId: traderUser.id,
      aboutCompanyId: traderUser.companyId,
      filerCompanyId: traderUser.companyId,
      status: i % 3 === 0 ? 'DRAFT' : 'SUBMITTED',
      subject: `Export, "trader" ${i}`,
    });
  }
  for (let i = 0; i < 3; i++) {
    await buildCase(db, {
      filerUserId: personUser.id,
      aboutIndividualId: personUser.individualId,
      caseType: 'COMPLAINT',
      status: 'SUBMITTED',
      subject: `Export person ${i}`,
    });
  }

  const cases: { name: string; session: Session; list: List; query: string; min: number }[] = [
    { name: 'My cases', session: trader, list: LIST.myCases, query: '', min: 101 },
    { name: 'My cases, sorted', session: trader, list: LIST.myCases, query: 'sort=number,asc', min: 101 },
    { name: 'My cases, filtered', session: trader, list: LIST.myCases, query: 'filter[status]=DRAFT', min: 35 },
    { name: 'the queue', session: officer, list: LIST.queue, query: '', min: 72 },
    { name: 'the queue, by kind', session: officer, list: LIST.queue, query: 'filter[kind]=COMPLAINT', min: 3 },
    { name: 'the queue, sorted', session: officer, list: LIST.queue, query: 'sort=subject,desc', min: 72 },
    { name: 'My decisions', session: trader, list: LIST.myDecisions, query: '', min: 1 },
    { name: 'My decisions, sorted', session: trader, list: LIST.myDecisions, query: 'sort=number,asc', min: 1 },
  ];
  for (const { name, session, list, query, min } of cases) {
    it(`${name}: CSV and XLSX hold the list's rows, in its order`, async () => {
      const expected = (await listRows(session, list, query)).map((row) => row.number);
      expect(expected.length).toBeGreaterThanOrEqual(min);
      const { records, sheet, rows } = await exported(session, list, query);
      // The queue's and My cases' first column is the case number; My decisions' the kind, then the number.
      const numberColumn = list === LIST.myDecisions ? 1 : 0;
      expect(records.slice(1).map((r) => r[numberColumn])).toEqual(expected);
      expect(rows.slice(1).map((r) => r.getCell(numberColumn + 1).text)).toEqual(expected);
      expect(sheet.getRow(1).cellCount).toBe(records[0].length);
      // Every text cell as the CSV writes it.
      rows.forEach((row, index) =>
        row.eachCell((cell, column) => {
          if (typeof cell.value === 'string') expect(cell.value).toBe(records[index][column - 1]);
        }),
      );
    });
  }

  it('writes the screen’s headers, statuses and kinds in the reader’s language, dates as days', async () => {
    const texts = await interfaceTexts(traderUser.lang as 'sq');
    const { records, sheet } = await exported(trader, LIST.myCases, 'filter[status]=SUBMITTED&filter[type]=GENERAL');
    const [header, first] = records;
    expect(header).toEqual(
      [
        'portal.case_number',
        'portal.status',
        'portal.case_kind',
        'portal.sub_type',
        'portal.subject',
        'portal.about',
        'portal.due',
        'portal.created_at',
        'portal.submitted_at',
      ].map((key) => texts[key]),
    );
    expect(first[1]).toBe(texts['portal.case_status.SUBMITTED']);
    expect(first[2]).toBe(texts['portal.case_type.GENERAL']);
    expect(first[7]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(sheet.getRow(2).getCell(8).value).toBeInstanceOf(Date);

    const officerTexts = await interfaceTexts((await findUserByUsername(db, 'officer'))!.lang as 'sq');
    const queue = (await exported(officer, LIST.queue, 'filter[kind]=COMPLAINT')).records;
    expect(queue[0][0]).toBe(officerTexts['portal.case_number']);
    expect(queue[1][4]).toBe(officerTexts['portal.case_type.COMPLAINT']);
  });

  it('holds only the caller’s own cases: nobody exports another’s', async () => {
    const traderRows = (await exported(trader, LIST.myCases, '')).records.slice(1);
    const personRows = (await exported(person, LIST.myCases, '')).records.slice(1);
    expect(traderRows.some((r) => r[4].startsWith('Export person'))).toBe(false);
    expect(personRows.filter((r) => r[4].startsWith('Export person'))).toHaveLength(3);
    expect(personRows.some((r) => r[4].startsWith('Export, "trader"'))).toBe(false);
    // A filter naming someone else's company or individual finds nothing of theirs.
    const foreign = await exported(person, LIST.myCases, `filter[company]=${traderUser.companyId}`);
    expect(foreign.records.slice(1)).toEqual([]);
  });

  it('answers 403 to whoever may not read the list', async () => {
    expect((await trader.get(exportUrl(LIST.queue, 'csv', ''))).statusCode).toBe(403);
    expect((await trader.get(exportUrl(LIST.queue, 'xlsx', ''))).statusCode).toBe(403);
  });

  it('answers the list’s 400 for a bad filter, sort or format, not a broken file', async () => {
    const bad: [Session, List, string][] = [
      [trader, LIST.myCases, 'format=pdf'],
      [trader, LIST.myCases, 'format=csv&sort=password,asc'],
      [trader, LIST.myCases, 'format=csv&filter[status]=NOPE'],
      [officer, LIST.queue, 'format=xlsx&filter[ageing]=LATER.OVERDUE'],
      [officer, LIST.queue, 'format=csv&filter[decidedFrom]=2026-13-01'],
      [trader, LIST.myDecisions, 'format=csv&filter[kind]=NOPE'],
      [trader, LIST.myDecisions, 'format=xlsx&sort=secret,desc'],
      [trader, LIST.myDecisions, ''],
    ];
    for (const [session, list, query] of bad) {
      const res = await session.get(`${BASE}${list}/export?${query}`);
      expect(res.statusCode, `${list} ${query}`).toBe(400);
      expect(res.headers['content-type'], `${list} ${query}`).toContain('application/json');
    }
  });
});
