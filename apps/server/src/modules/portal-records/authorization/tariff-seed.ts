import type { Db } from '../../../platform/db/database';
import { tariffs } from '../tables';
import { TARIFF_CHAPTERS } from './tariff-chapters';
import { TARIFF_CODES } from './tariff-codes';

type TariffEntry = { code: string; labelEN: string; labelSQ: string; labelSR: string };

/** The tariff's reference rows: the chapters and the 8-digit codes of the compact table (labels fall back to English). */
export function tariffEntries(): TariffEntry[] {
  const chapters = TARIFF_CHAPTERS.map(([code, en, sq, sr]) => ({ code, labelEN: en, labelSQ: sq, labelSR: sr }));
  const codes = TARIFF_CODES.split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\d{8}\|/.test(line))
    .map((line) => {
      const [code, en, sq, sr] = line.split('|');
      return { code, labelEN: en, labelSQ: sq || en, labelSR: sr || en };
    });
  return [...chapters, ...codes];
}

/** Seeds the customs tariff (reference data, always): the missing rows only, so it is idempotent. */
export async function seedTariffs(db: Db): Promise<void> {
  const entries = tariffEntries();
  for (let i = 0; i < entries.length; i += 200) {
    await db
      .insert(tariffs)
      .values(entries.slice(i, i + 200))
      .onConflictDoNothing();
  }
}
