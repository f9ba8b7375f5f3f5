import { buffer, text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Paged } from '@portal/contracts';
import { exportFileName, exportStream, pagesOf, textCell, type ExportColumn } from './list-export';

type Row = {
  id: number;
  name: string;
  amount: number | null;
  at: string | null;
  day: string;
  ok: boolean;
  status: string;
};

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'x.id', fallback: 'ID', value: (row) => row.id },
  { header: 'x.name', fallback: 'Name', value: (row) => row.name },
  { header: 'x.amount', fallback: 'Amount', kind: 'money', value: (row) => row.amount },
  { header: 'x.at', fallback: 'At', kind: 'dateTime', value: (row) => row.at },
  { header: 'x.day', fallback: 'Day', kind: 'date', value: (row) => row.day },
  { header: 'x.ok', fallback: 'OK', kind: 'boolean', value: (row) => row.ok },
  { header: 'x.status', fallback: 'Status', value: (row) => row.status, label: (v) => `x.status.${v}` },
];
const TEXTS = { 'x.name': 'Emri', 'admin.yes': 'Po', 'admin.no': 'Jo', 'x.status.OPEN': 'E hapur' };

const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: i % 2 ? `Name, "quoted" ${i}` : `Emër ${i}\nline two`,
    amount: i === 3 ? null : 1234567.5 + i,
    at: '2026-07-01T10:30:00Z',
    day: '2026-12-03',
    ok: i % 3 === 0,
    status: 'OPEN',
  }));

/** A paged read over an array, counting the pages asked for. */
function pagedOver(all: Row[]) {
  const asked: number[] = [];
  const read = async (page: number, count: number): Promise<Paged<Row>> => {
    asked.push(page);
    return { content: all.slice((page - 1) * count, page * count), totalElements: all.length };
  };
  return { read, asked };
}

describe('list export', () => {
  it('reads a list page by page, never more pages than it has', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 450 }), async (n) => {
        const { read, asked } = pagedOver(rowsOf(n));
        const seen: Row[] = [];
        for await (const page of pagesOf(read)) seen.push(...page);
        expect(seen.map((r) => r.id)).toEqual(rowsOf(n).map((r) => r.id));
        expect(asked.length).toBe(Math.max(1, Math.ceil(n / 100)));
      }),
      { numRuns: 40 },
    );
  });

  it('writes CSV in UTF-8 with a BOM, localized headers and values, quoting by the CSV writer', async () => {
    const all = rowsOf(230);
    const { read } = pagedOver(all);
    const bytes = await buffer(
      exportStream({ format: 'csv', columns: COLUMNS, lang: 'sq', texts: TEXTS, rows: pagesOf(read), sheetName: 'x' }),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes, { bom: true });
    expect(records[0]).toEqual(['ID', 'Emri', 'Amount', 'At', 'Day', 'OK', 'Status']);
    expect(records.length).toBe(231);
    expect(records[1]).toEqual([
      '1',
      'Emër 0\nline two',
      '1.234.567,50',
      '01.07.2026 12:30',
      '03.12.2026',
      'Po',
      'E hapur',
    ]);
    expect(records[2][1]).toBe('Name, "quoted" 1');
    expect(records[4][2]).toBe('');
  });

  it('writes English numbers with English marks', async () => {
    const [row] = rowsOf(1);
    expect(textCell(COLUMNS[2], row, 'en', {})).toBe('1,234,567.50');
    expect(textCell(COLUMNS[5], row, 'en', {})).toBe('Yes');
  });

  it('writes XLSX with numbers and dates as Excel values, read back the same', async () => {
    const all = rowsOf(150);
    const { read } = pagedOver(all);
    const stream = exportStream({
      format: 'xlsx',
      columns: COLUMNS,
      lang: 'en',
      texts: TEXTS,
      rows: pagesOf(read),
      sheetName: 'news',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(stream);
    const sheet = workbook.getWorksheet('news')!;
    expect(sheet.rowCount).toBe(151);
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Emri', 'Amount', 'At', 'Day', 'OK', 'Status']);
    const second = sheet.getRow(2);
    expect(second.getCell(1).value).toBe('1');
    expect(second.getCell(3).value).toBe(1234567.5);
    expect(second.getCell(3).numFmt).toBe('#,##0.00');
    expect(second.getCell(4).value).toEqual(new Date(Date.UTC(2026, 6, 1, 12, 30)));
    expect(second.getCell(5).value).toEqual(new Date(Date.UTC(2026, 11, 3)));
    expect(second.getCell(5).numFmt).toBe('dd.mm.yyyy');
    expect(second.getCell(6).value).toBe('Po');
    expect(sheet.getRow(5).getCell(3).value).toBeNull();
  });

  it('names the file by the list and the business day', () => {
    expect(exportFileName('news', 'xlsx', new Date('2026-12-02T23:30:00Z'))).toBe('news-2026-12-03.xlsx');
  });

  it('ends the stream with the error when a read fails midway', async () => {
    let calls = 0;
    const read = async (page: number): Promise<Paged<Row>> => {
      calls += 1;
      if (page === 2) throw new Error('database gone');
      return { content: rowsOf(100), totalElements: 300 };
    };
    const stream = exportStream({
      format: 'csv',
      columns: COLUMNS,
      lang: 'sq',
      texts: {},
      rows: pagesOf(read),
      sheetName: 'x',
    });
    await expect(text(stream)).rejects.toThrow('database gone');
    expect(calls).toBe(2);
  });
});
