import {
  VOCABULARY_IMPORT_MAX_ROWS,
  vocabularyImportColumns,
  type VocabularyImportResult,
  type VocabularyType,
} from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { getTableColumns, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { badRequest } from '../../platform/errors';
import type { ServiceContext } from '../../platform/http/context';
import { publicDataChanged } from '../../platform/http/public-cache';
import { vocabularyDefinition, vocabularySchemasOf, type VocabularyDefinition } from './registry';
import { columnValues, rowsByCode } from './service';

type Refusal = VocabularyImportResult['refused'][number];

/** The separator of a CSV: `;` (what spreadsheets write in much of Europe) when the header has more of them than `,`. */
function separatorOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Decodes and parses a CSV file: UTF-8 with or without BOM, `,` or `;` separated; the first row names the columns. */
export function readCsv(bytes: Buffer): { header: string[]; rows: string[][] } {
  let text: string;
  try {
    // The decoder drops a leading BOM; an invalid byte means the file is not UTF-8 (e.g. Windows-1250).
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest({ file: 'validation.csv_encoding' });
  }
  if (text.includes('\u0000')) throw badRequest({ file: 'validation.csv_invalid' });
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // One more than allowed, so "too many rows" is told apart from "exactly the maximum".
      to: VOCABULARY_IMPORT_MAX_ROWS + 2,
    });
  } catch {
    throw badRequest({ file: 'validation.csv_invalid' });
  }
  const [header, ...rows] = records;
  if (!header) throw badRequest({ file: 'validation.csv_empty' });
  if (rows.length === 0) throw badRequest({ file: 'validation.csv_empty' });
  if (rows.length > VOCABULARY_IMPORT_MAX_ROWS) throw badRequest({ file: 'validation.csv_too_many_rows' });
  return { header, rows };
}

/** Maps the header's names onto the type's fields (case-insensitively); unknown or repeated names refuse the file. */
function columnsOf(type: VocabularyType, header: string[]): string[] {
  const known = new Map(vocabularyImportColumns(type).map((field) => [field.toLowerCase(), field]));
  const fields = header.map((name) => known.get(name.trim().toLowerCase()));
  if (fields.some((f) => f === undefined) || new Set(fields).size !== fields.length || !fields.includes('code')) {
    throw badRequest({ file: 'validation.csv_header' });
  }
  return fields as string[];
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'po', 'da', 'x']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'jo', 'ne']);

/** A cell as the input schema expects it: booleans and integers from their text; empty optional cells left out. */
function cellValue(def: VocabularyDefinition, field: string, cell: string): unknown {
  if (field === 'active' || def.extras[field]?.kind === 'boolean') {
    const word = cell.toLowerCase();
    if (word === '') return undefined;
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cell;
  }
  if (def.extras[field]?.kind === 'integer') {
    if (cell === '') return undefined;
    return /^\d{1,10}$/.test(cell) ? Number(cell) : cell;
  }
  return cell;
}

/**
 * `POST /{type}/import`: each row is checked with the same schema as the form; valid rows are
 * inserted or updated by code in one transaction, refused rows are reported with their errors.
 */
export async function importVocabulary(
  { db, caller: { actor } }: ServiceContext,
  type: VocabularyType,
  bytes: Buffer,
): Promise<VocabularyImportResult> {
  const def = vocabularyDefinition(type);
  const schema = vocabularySchemasOf(type).input.omit({ id: true });
  const { header, rows } = readCsv(bytes);
  const fields = columnsOf(type, header);

  const refused: Refusal[] = [];
  const accepted: Array<{ row: number; values: Record<string, unknown> }> = [];
  const seen = new Set<string>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    const raw: Record<string, unknown> = {};
    fields.forEach((field, i) => {
      const value = cellValue(def, field, cells[i] ?? '');
      if (value !== undefined) raw[field] = value;
    });
    const code = typeof raw.code === 'string' && raw.code !== '' ? raw.code : undefined;
    if (cells.length > fields.length) {
      refused.push({ row, code, errors: { _error: 'validation.csv_column_count' } });
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_error')] ??= issue.message;
      refused.push({ row, code, errors });
      return;
    }
    const key = String(parsed.data.code);
    if (seen.has(key)) {
      refused.push({ row, code, errors: { code: 'validation.duplicate_in_file' } });
      return;
    }
    seen.add(key);
    accepted.push({ row, values: columnValues(def, parsed.data) });
  });

  return db.transaction(async (tx) => {
    let valid = accepted;
    if (def.references && accepted.length > 0) {
      const errors = await def.references(
        tx,
        accepted.map((a) => a.values),
      );
      valid = accepted.filter((a, i) => {
        if (Object.keys(errors[i]).length === 0) return true;
        refused.push({ row: a.row, code: a.values.code as string, errors: errors[i] });
        return false;
      });
    }
    // The rows a row replaces (by code), and the type's own refusals of a change (the authority's document types).
    const stored = new Map(
      (
        await rowsByCode(
          tx,
          def,
          valid.map((v) => v.values.code as string),
        )
      ).map((r) => [r.code, r]),
    );
    valid = valid.filter((v) => {
      const refusal = def.changeRule?.refusal(stored.get(v.values.code as string), v.values);
      if (!refusal) return true;
      refused.push({ row: v.row, code: v.values.code as string, errors: { [refusal.field]: refusal.key } });
      return false;
    });
    refused.sort((a, b) => a.row - b.row);
    if (valid.length === 0) return { saved: 0, refused };

    const before = valid.flatMap((v) => stored.get(v.values.code as string) ?? []);
    const t = def.table;
    // Every column but the code is replaced by the imported value (the code is the key).
    const columns = getTableColumns(t);
    const set = Object.fromEntries(
      Object.keys(columnValues(def, {}))
        .filter((field) => field !== 'code')
        .map((field) => [field, sql.raw(`excluded."${columns[field].name}"`)]),
    );
    for (let i = 0; i < valid.length; i += 500) {
      await tx
        .insert(t)
        .values(valid.slice(i, i + 500).map((v) => v.values))
        .onConflictDoUpdate({ target: t.code, set });
    }
    const updated = new Set(before.map((r) => r.code));
    await writeAudit(tx, {
      action: 'vocabulary.import',
      entity: type,
      before,
      after: {
        saved: valid.length,
        refused: refused.length,
        created: valid.map((v) => v.values.code as string).filter((code) => !updated.has(code)),
        updated: [...updated],
      },
      ...actor,
    });
    await publicDataChanged(tx, ['products', 'auctions']);
    return { saved: valid.length, refused };
  });
}
