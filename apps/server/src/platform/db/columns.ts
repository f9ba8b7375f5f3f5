import { sql, type SQL } from 'drizzle-orm';
import { numeric, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** When a row was created and last changed; both start at the insert. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A name in every language (`nameSQ`, `nameEN`, `nameSR`), each required. */
export const multilingualNames = () => ({
  nameSQ: text('name_sq').notNull(),
  nameEN: text('name_en').notNull(),
  nameSR: text('name_sr').notNull(),
});

/** An optional description in every language (`descriptionSQ`, `descriptionEN`, `descriptionSR`). */
export const multilingualDescriptions = () => ({
  descriptionSQ: text('description_sq'),
  descriptionEN: text('description_en'),
  descriptionSR: text('description_sr'),
});

/** An amount of money in euro with cents (contracts `money.ts`), read as a number. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/**
 * SQL for a CHECK: the column holds one of `values`, the contracts enum its `text(…, { enum })` is typed with, so
 * the database and the code read the same list.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/**
 * `(values (…), (…))`: rows of parameters as a table, for one `update … from` instead of a statement a row. Each
 * cell is a parameter, or an SQL piece such as `sql`${id}::int`` where the column's type must be said (a null, a
 * number).
 */
export function valuesList(rows: ReadonlyArray<ReadonlyArray<unknown>>): SQL {
  return sql`(values ${sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((cell) => sql`${cell}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  )})`;
}
