import {
  HS_SUBHEADING_DIGITS,
  isTariffCode,
  normalizeTariffCode,
  TARIFF_ERROR,
  TARIFF_SEARCH_LIMIT,
  tariffQueryOf,
  type Tariff,
} from '@portal/contracts/tariff';
import { and, asc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import type { ServiceContext } from '../../../platform/http/context';
import { tariffs } from '../tables';

export type TariffRow = typeof tariffs.$inferSelect;

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

/** A code's national lines: 8 or 10 digits under it. */
const nationalLinesUnder = (subheading: string) =>
  and(like(tariffs.code, `${subheading}%`), sql`length(${tariffs.code}) > ${HS_SUBHEADING_DIGITS}`);

/**
 * The tariff entry that makes a code of goods (8 or 10 digits, spaces and dots ignored) known, for every kind that
 * takes one: the active entry of that exact code; otherwise its active HS subheading (6 digits) when the tariff
 * holds no national line (8 or 10 digits) under that subheading — so once the authority loads its national lines
 * of a subheading, only those are known there. Undefined when the code is not known (or not well formed).
 */
export async function knownTariff(db: Db, code: string): Promise<TariffRow | undefined> {
  const normalized = normalizeTariffCode(code);
  if (!isTariffCode(normalized)) return undefined;
  const [exact] = await db.select().from(tariffs).where(eq(tariffs.code, normalized));
  if (exact) return exact.active ? exact : undefined;
  const subheading = normalized.slice(0, HS_SUBHEADING_DIGITS);
  const [national] = await db.select({ id: tariffs.id }).from(tariffs).where(nationalLinesUnder(subheading)).limit(1);
  if (national) return undefined;
  const [parent] = await db
    .select()
    .from(tariffs)
    .where(and(eq(tariffs.code, subheading), eq(tariffs.active, true)));
  return parent;
}

/** `knownTariff`, or 400 with `field: portal.invalid_tariff`. */
export async function requireKnownTariff(db: Db, code: string, field: string): Promise<TariffRow> {
  const row = await knownTariff(db, code);
  if (!row) throw badRequest({ [field]: TARIFF_ERROR.unknown });
  return row;
}

/**
 * `GET tariffs/by_code?code=`: the tariff of an exact code (a chapter's two digits or an 8-digit code), or null
 * (also for a code that is not well formed).
 */
export async function tariffByCode({ db }: ServiceContext, { code }: { code?: string }): Promise<Tariff | null> {
  const row = code ? await findTariffByCode(db, code) : undefined;
  return row ? presentTariff(row) : null;
}

/** `%` and `_` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `GET tariffs/search?q=` (or `prefix=`): the entries a code of goods may be taken from — national lines (8 or 10
 * digits) and HS subheadings without national lines — active, ordered by code, at most TARIFF_SEARCH_LIMIT. Digits
 * (spaces and dots ignored) are a code prefix; words must each be in one of the labels, case-insensitive (accents
 * as typed).
 */
export async function searchTariffs(
  { db }: ServiceContext,
  { q, prefix }: { q?: string; prefix?: string },
): Promise<Tariff[]> {
  const query = tariffQueryOf(q ?? prefix);
  if (!query) return [];
  const matching: SQL | undefined =
    'prefix' in query
      ? like(tariffs.code, `${query.prefix}%`)
      : and(
          ...query.words.map((word) => {
            const pattern = `%${likeLiteral(word)}%`;
            return or(
              ilike(tariffs.labelEN, pattern),
              ilike(tariffs.labelSQ, pattern),
              ilike(tariffs.labelSR, pattern),
            );
          }),
        );
  const usable = sql`(length(${tariffs.code}) > ${HS_SUBHEADING_DIGITS} or (length(${tariffs.code}) = ${HS_SUBHEADING_DIGITS} and not exists (select 1 from ${tariffs} as national where national.code like ${tariffs.code} || '%' and length(national.code) > ${HS_SUBHEADING_DIGITS})))`;
  const rows = await db
    .select()
    .from(tariffs)
    .where(and(matching, eq(tariffs.active, true), usable))
    .orderBy(asc(tariffs.code))
    .limit(TARIFF_SEARCH_LIMIT);
  return rows.map(presentTariff);
}
