// One way for every list screen to leave the portal as a file: the rows its current filter shows, read page by
// page through the list's own read, written as CSV (UTF-8 with a BOM, so Excel opens it in the right encoding)
// or XLSX (exceljs's streaming workbook writer). Headers are translation keys; values are written as the
// reader's language writes them (docs/adr/0087-list-exports.md).
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type ExcelJSModule from 'exceljs';
import { lazyPackage } from '../lazy-package';
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  MAX_PAGE_SIZE,
  wallTimeIn,
  type Language,
  type Paged,
} from '@portal/contracts';
import { formatAmount, formatQuantity } from '@portal/contracts/money-format';

const excelJs = lazyPackage<typeof ExcelJSModule>('exceljs');

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * How a column's value is written: `text` as it is, `number` (a quantity, up to three decimals) and `money`
 * (two decimals) grouped as the language writes numbers, `date` DD.MM.YYYY, `dateTime` DD.MM.YYYY HH:mm in
 * the business zone, `boolean` yes / no in the language.
 */
export type ExportKind = 'text' | 'number' | 'money' | 'date' | 'dateTime' | 'boolean';

export type ExportColumn<R> = {
  /** The header's translation key (the list screen's column title). */
  header: string;
  /** The header when the key has no text. */
  fallback: string;
  kind?: ExportKind;
  value: (row: R, lang: Language) => unknown;
  /** For a value that is a code (a status): the translation key of its text. */
  label?: (value: string) => string;
};

/** The texts of one language, key → text. */
export type Texts = Record<string, string>;

/** A cell as the file holds it: text, a number (XLSX), a date (XLSX), or nothing. */
export type Cell = string | number | Date | null;

const XLSX_FORMATS: Partial<Record<ExportKind, string>> = {
  number: '#,##0.###',
  money: '#,##0.00',
  date: 'dd.mm.yyyy',
  dateTime: 'dd.mm.yyyy hh:mm',
};

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** The business zone's wall clock of an instant, as a Date whose UTC fields are that wall clock (Excel has no zones). */
function wallClockDate(value: unknown, withTime: boolean): Date | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return null;
  const wall = wallTimeIn(date, DEFAULT_TIME_ZONE);
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, withTime ? wall.hour : 0, withTime ? wall.minute : 0));
}

/** A value as text in the language: what a CSV holds, and what a reader of either file sees. */
export function textCell<R>(column: ExportColumn<R>, row: R, lang: Language, texts: Texts): string {
  const value = column.value(row, lang);
  if (empty(value)) return '';
  switch (column.kind ?? 'text') {
    case 'number':
      return formatQuantity(value as number | string, lang);
    case 'money':
      return Number.isFinite(Number(value)) ? formatAmount(Number(value), lang) : '';
    case 'date':
      return formatDate(value as string);
    case 'dateTime':
      return formatDateTime(value as string);
    case 'boolean':
      return value ? (texts['admin.yes'] ?? 'Yes') : (texts['admin.no'] ?? 'No');
    default: {
      const text =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
          ? String(value)
          : JSON.stringify(value);
      if (!column.label) return text;
      return texts[column.label(text)] ?? text;
    }
  }
}

/** A value as an XLSX cell: numbers and dates as Excel's own (formatted by the column), the rest as text. */
export function xlsxCell<R>(column: ExportColumn<R>, row: R, lang: Language, texts: Texts): Cell {
  const value = column.value(row, lang);
  if (empty(value)) return null;
  switch (column.kind ?? 'text') {
    case 'number':
    case 'money': {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'date':
      return wallClockDate(value, false);
    case 'dateTime':
      return wallClockDate(value, true);
    default:
      return textCell(column, row, lang, texts);
  }
}

export const headerText = <R>(column: ExportColumn<R>, texts: Texts) => texts[column.header] ?? column.fallback;

/**
 * Every row of a paged read, a page at a time (the largest page the lists allow), so a long list is never held
 * whole. The read is the list route's own, with the same filter and sort.
 */
export async function* pagesOf<R>(read: (page: number, count: number) => Promise<Paged<R>>): AsyncGenerator<R[]> {
  for (let page = 1; ; page++) {
    const { content, totalElements } = await read(page, MAX_PAGE_SIZE);
    if (content.length > 0) yield content;
    if (content.length < MAX_PAGE_SIZE || page * MAX_PAGE_SIZE >= totalElements) return;
  }
}

type WriteInput<R> = {
  format: ExportFormat;
  columns: ExportColumn<R>[];
  lang: Language;
  texts: Texts;
  rows: AsyncIterable<R[]>;
  sheetName: string;
};

async function writeCsv<R>(out: PassThrough, { columns, lang, texts, rows }: WriteInput<R>) {
  const csv = stringify({ bom: true });
  csv.pipe(out);
  const write = async (record: string[]) => {
    if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
  };
  await write(columns.map((column) => headerText(column, texts)));
  for await (const page of rows) {
    for (const row of page) await write(columns.map((column) => textCell(column, row, lang, texts)));
  }
  csv.end();
}

async function writeXlsx<R>(out: PassThrough, { columns, lang, texts, rows, sheetName }: WriteInput<R>) {
  const { WorkbookWriter } = excelJs().stream.xlsx;
  const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: headerText(column, texts),
    width: Math.min(40, Math.max(12, headerText(column, texts).length + 2)),
    style: XLSX_FORMATS[column.kind ?? 'text'] ? { numFmt: XLSX_FORMATS[column.kind ?? 'text'] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const page of rows) {
    for (const row of page) sheet.addRow(columns.map((column) => xlsxCell(column, row, lang, texts))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The file as a stream: the caller sends it while the rows are still being read. A read that fails midway ends
 * the stream with the error (the client sees a broken download, never a file that looks whole).
 */
export function exportStream<R>(input: WriteInput<R>): Readable {
  const out = new PassThrough();
  const writing = input.format === 'csv' ? writeCsv(out, input) : writeXlsx(out, input);
  writing.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `news-2026-12-03.csv`: the list's name and the business day of the export. */
export function exportFileName(name: string, format: ExportFormat, now: Date = new Date()): string {
  const wall = wallTimeIn(now, DEFAULT_TIME_ZONE);
  const day = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  return `${name}-${day}.${format}`;
}
