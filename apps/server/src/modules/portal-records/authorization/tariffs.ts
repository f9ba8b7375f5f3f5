import { normalizeTariffCode, TARIFF_SEARCH_LIMIT, type Tariff } from '@portal/contracts/portal-authorization';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { ServiceContext } from '../../../platform/http/context';
import { tariffs } from '../tables';

type TariffRow = typeof tariffs.$inferSelect;

export const presentTariff = (row: TariffRow): Tariff => ({
  id: row.id,
  code: row.code,
  labelSQ: row.labelSQ,
  labelEN: row.labelEN,
  labelSR: row.labelSR,
});

/** The active tariff of an exact code (spaces and dots ignored), if any. */
export async function findTariffByCode(db: Db, code: string): Promise<TariffRow | undefined> {
  const normalized = normalizeTariffCode(code);
  if (!/^\d{2,10}$/.test(normalized)) return undefined;
  const [row] = await db
    .select()
    .from(tariffs)
    .where(and(eq(tariffs.code, normalized), eq(tariffs.active, true)));
  return row;
}

/**
 * `GET tariffs/by_code?code=`: the tariff of an exact code (a chapter's two digits or an 8-digit code), or null
 * (also for a code that is not well formed). Only 8-digit codes may be added to a case.
 */
export async function tariffByCode({ db }: ServiceContext, { code }: { code?: string }): Promise<Tariff | null> {
  const row = code ? await findTariffByCode(db, code) : undefined;
  return row ? presentTariff(row) : null;
}

/** `GET tariffs/search?prefix=`: up to TARIFF_SEARCH_LIMIT active 8-digit codes starting with the digits given. */
export async function searchTariffs({ db }: ServiceContext, { prefix }: { prefix?: string }): Promise<Tariff[]> {
  const digits = normalizeTariffCode(prefix ?? '');
  if (!/^\d{1,8}$/.test(digits)) return [];
  const rows = await db
    .select()
    .from(tariffs)
    .where(and(like(tariffs.code, `${digits}%`), eq(tariffs.active, true), sql`length(${tariffs.code}) = 8`))
    .orderBy(asc(tariffs.code))
    .limit(TARIFF_SEARCH_LIMIT);
  return rows.map(presentTariff);
}
