import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates reach the screen in the portal's format (DD.MM.YYYY, `formatDay`/`formatDate`/`formatDateTime`), never as
 * the ISO text the API sends (2026-11-15). This walks the web's screens for the two ways an ISO date slipped through:
 * a date field rendered as it is (`{c.validUntil}`, `{c?.validUntil ?? '—'}`, `.slice(0, 10)`) and a table column
 * whose `dataIndex` is a date field with no `render`.
 */
const SOURCE = path.resolve(import.meta.dirname, '../..');
const DATE_FIELD =
  '(?:[a-zA-Z]*(?:At|On|Date|Until|Day)|valid(?:From|To)|requested(?:From|To)|disabledTo|startDate|endDate|deadline)';
const RAW_EXPRESSION = new RegExp(`(?<!=)\\{\\s*[\\w.?]+\\.${DATE_FIELD}(?:\\s*\\?\\?\\s*'[^']*')?\\s*\\}`, 'g');
const SLICED_DAY = /\.slice\(0,\s*10\)/g;
const COLUMN_WITHOUT_RENDER = new RegExp(`\\{[^{}]*dataIndex:\\s*'${DATE_FIELD}'[^{}]*\\}`, 'g');

function sources(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(file, found);
    else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) found.push(file);
  }
  return found;
}

export function rawDates(text: string): string[] {
  const hits = [...text.matchAll(RAW_EXPRESSION), ...text.matchAll(SLICED_DAY)].map((m) => m[0]);
  for (const column of text.matchAll(COLUMN_WITHOUT_RENDER)) {
    if (!/\brender\s*:/.test(column[0])) hits.push(column[0]);
  }
  return hits;
}

describe('dates on screen', () => {
  it('the checks find a raw date', () => {
    expect(rawDates('<Item>{c.validUntil}</Item>')).toHaveLength(1);
    expect(rawDates("<Item>{certificate?.validUntil ?? '—'}</Item>")).toHaveLength(1);
    expect(rawDates('<Item>{c.issuedAt.slice(0, 10)}</Item>')).toHaveLength(1);
    expect(rawDates("{ key: 'validTo', title: 'x', dataIndex: 'validTo' }")).toHaveLength(1);
    expect(rawDates("{ key: 'validTo', dataIndex: 'validTo', render: (v) => formatDay(v) }")).toEqual([]);
    expect(rawDates('<Item>{formatDay(c.validUntil)}</Item>')).toEqual([]);
    expect(rawDates('<Deadline at={c.dueAt} />')).toEqual([]);
  });

  it('no screen renders a date field as the API sends it', () => {
    const found = sources(SOURCE).flatMap((file) =>
      rawDates(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(SOURCE, file)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
