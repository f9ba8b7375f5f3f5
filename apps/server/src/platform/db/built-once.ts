import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const dialect = new PgDialect();

/** A statement whose text is rendered once, its values filled in on every run. */
export type BuiltOnce<Values extends Record<string, unknown>> = {
  /**
   * One run as `pg` sends it: the name, the text with a `$n` parameter for every placeholder (and every constant the
   * statement carries), and the run's values in the text's order.
   */
  query(values: Values): { name: string; text: string; values: unknown[] };
  /** Runs the statement on a database or in a transaction: its rows. */
  run<Row>(db: Db, values: Values): Promise<Row[]>;
};

/**
 * A raw statement that is the same text on every run, with `sql.placeholder(name)` where its values go. Drizzle renders
 * a statement's text from its parts on every call, and for a long statement said on every request (the bid) that
 * rendering cost more of the server's time than anything else of the command but the socket writes; this renders it
 * the first time it is needed and, on every run, only fills the values in. On PostgreSQL it is a named prepared
 * statement (`name`, unique in the process): each connection parses and plans it once, then only binds the values;
 * the embedded database keeps every statement prepared by its text anyway (`pglite-statements.ts`).
 */
export function builtOnce<Values extends Record<string, unknown>>(name: string, build: () => SQL): BuiltOnce<Values> {
  let query: Query | undefined;
  const built = () => (query ??= dialect.sqlToQuery(build()));
  return {
    query: (values) => ({ name, text: built().sql, values: fillPlaceholders(built().params, values) }),
    async run<Row>(db: Db, values: Values) {
      const prepared = db._.session.prepareQuery(built(), undefined, name, false);
      const result = await prepared.execute(values);
      return (result as { rows: Row[] }).rows;
    },
  };
}
