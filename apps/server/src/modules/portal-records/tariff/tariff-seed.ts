import { readFileSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { tariffs } from '../tables';
import { TARIFF_CHAPTERS } from './tariff-chapters';
import { TARIFF_CODES } from './tariff-codes';

type TariffEntry = { code: string; labelEN: string; labelSQ: string; labelSR: string };

/**
 * The Harmonized System 2022 (chapters, headings, subheadings) from hs2022.txt, `code|English` a line. HS has English
 * labels only: the Albanian and Serbian labels are the English text (ADR 0073) until the authority translates them.
 */
export function hsEntries(): TariffEntry[] {
  const text = readFileSync(new URL('./hs2022.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\d{2,6}\|/.test(line))
    .map((line) => {
      const at = line.indexOf('|');
      const en = line.slice(at + 1).trim();
      return { code: line.slice(0, at), labelEN: en, labelSQ: en, labelSR: en };
    });
}

/**
 * The tariff's reference rows: the chapters with their translated titles and the 8-digit codes of the compact
 * table (sq/sr labels fall back to English) first, then every HS 2022 entry not among them.
 */
export function tariffEntries(): TariffEntry[] {
  const chapters = TARIFF_CHAPTERS.map(([code, en, sq, sr]) => ({ code, labelEN: en, labelSQ: sq, labelSR: sr }));
  const codes = TARIFF_CODES.split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\d{8}\|/.test(line))
    .map((line) => {
      const [code, en, sq, sr] = line.split('|');
      return { code, labelEN: en, labelSQ: sq || en, labelSR: sr || en };
    });
  const translated = [...chapters, ...codes];
  const known = new Set(translated.map((e) => e.code));
  return [...translated, ...hsEntries().filter((e) => !known.has(e.code))];
}

/**
 * Seeds the customs tariff (reference data, always): nothing when the table holds at least as many rows as the
 * reference (one count); otherwise the missing rows, in one statement, so it is idempotent and an entry the authority
 * changed keeps its change.
 */
export async function seedTariffs(db: Db): Promise<void> {
  const entries = tariffEntries();
  const [{ n }] = await db.select({ n: count() }).from(tariffs);
  if (n >= entries.length) return;
  // One statement with the rows as one JSON parameter (some 7,000 rows): about half the time of 1,000-row inserts
  // of bound parameters, which Drizzle builds value by value.
  const rows = entries.map(({ code, labelEN, labelSQ, labelSR }) => ({ code, en: labelEN, sq: labelSQ, sr: labelSR }));
  await db.execute(sql`
    insert into ${tariffs} (code, label_en, label_sq, label_sr)
    select t.code, t.en, t.sq, t.sr
    from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (code text, en text, sq text, sr text))
      with ordinality as t(code, en, sq, sr, n)
    order by t.n
    on conflict (code) do nothing`);
}
