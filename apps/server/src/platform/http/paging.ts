import { filtersOf, parseSort, type Paged } from '@portal/contracts';
import type { PagedFilterQuery, PagedQuery } from '@portal/contracts/paging';
import { and, asc, count, desc, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { badRequest } from '../errors';

export type FilterBuilder = (value: string) => SQL | undefined;

export type PagingSpec = {
  /** Fields a client may sort by, with their columns (or an expression); `id` is the tie-breaker. */
  sortable: Record<string, AnyColumn | SQL>;
  /** Fields a client may filter by (`filter[field]=value`). */
  filters?: Record<string, FilterBuilder>;
  /** A condition every row must meet (ownership, a parent id, …). */
  where?: SQL;
  /**
   * `where` as conditions no two of which match the same row: the total is then the sum of their counts (each with
   * the filters), for a `where` whose branches each have an index that answers the count alone (ADR 0104).
   */
  countParts?: SQL[];
};

export type PagingPlan = {
  where: SQL | undefined;
  /** The conditions whose counts add up to the total (`PagingSpec.countParts` with the filters), if any. */
  countParts?: SQL[];
  orderBy: SQL[];
  limit: number;
  offset: number;
};

/** Turns a paged query (with its `filter[...]` parameters) into where/order/limit; unknown sort or filter fields answer 400. */
export function pagingPlan(query: PagedQuery | PagedFilterQuery, spec: PagingSpec): PagingPlan {
  const { field, direction } = parseSort(query.sort);
  const column = spec.sortable[field];
  if (!column) throw badRequest({ sort: 'validation.invalid_value' });
  const filters: SQL[] = [];
  for (const [name, value] of Object.entries(filtersOf(query))) {
    const build = spec.filters?.[name];
    if (!build) throw badRequest({ [`filter[${name}]`]: 'validation.unknown_field' });
    const condition = build(value);
    if (condition === undefined) throw badRequest({ [`filter[${name}]`]: 'validation.invalid_value' });
    filters.push(condition);
  }
  const conditions = spec.where ? [spec.where, ...filters] : filters;
  const order = direction === 'desc' ? desc(column) : asc(column);
  const idColumn = spec.sortable.id;
  return {
    where: conditions.length ? and(...conditions) : undefined,
    countParts: spec.countParts?.map((part) => and(part, ...filters)!),
    orderBy: idColumn && idColumn !== column ? [order, asc(idColumn)] : [order],
    limit: query.count,
    offset: (query.page - 1) * query.count,
  };
}

/** One page of a table's rows and the total, each row presented by `present`. */
export async function pagedRows<T extends PgTable, R>(
  db: Db,
  table: T,
  plan: PagingPlan,
  present: (row: T['$inferSelect']) => R,
): Promise<Paged<R>> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countRows(db, table, plan),
  ]);
  return { content: (rows as T['$inferSelect'][]).map(present), totalElements: total };
}

/** The number of rows `plan` pages through: one count, or the sum of its parts' counts in one statement. */
async function countRows(db: Db, table: PgTable, plan: PagingPlan): Promise<number> {
  if (!plan.countParts?.length) {
    const [{ total }] = await db.select({ total: count() }).from(table).where(plan.where);
    return total;
  }
  const counts = plan.countParts.map((part) => sql`(select count(*) from ${table} where ${part})`);
  const result = await db.execute(sql`select ${sql.join(counts, sql` + `)} as total`);
  return Number((result as { rows: Array<{ total: string | number }> }).rows[0].total);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" filter on a text column (or a text expression). */
export const containsFilter =
  (column: AnyColumn | SQL): FilterBuilder =>
  (value) =>
    ilike(column, `%${escapeLike(value)}%`);

/** Equality filter on an integer column; a value that is not an integer is refused. */
export const integerFilter =
  (column: AnyColumn): FilterBuilder =>
  (value) =>
    /^-?\d{1,9}$/.test(value) ? eq(column, Number(value)) : undefined;

/** Equality filter on a boolean column (`true` / `false`). */
export const booleanFilter =
  (column: AnyColumn): FilterBuilder =>
  (value) =>
    value === 'true' ? eq(column, true) : value === 'false' ? eq(column, false) : undefined;

/** Equality filter on a text column restricted to known values (an enum). */
export const oneOfFilter =
  (column: AnyColumn, values: readonly string[]): FilterBuilder =>
  (value) =>
    values.includes(value) ? eq(column, value) : undefined;

/** Matches any of several text columns, for a single search box. */
export const searchFilter =
  (...columns: AnyColumn[]): FilterBuilder =>
  (value) =>
    sql`(${sql.join(
      columns.map((c) => sql`${c} ilike ${`%${escapeLike(value)}%`}`),
      sql` or `,
    )})`;
