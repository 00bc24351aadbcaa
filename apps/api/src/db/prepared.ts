import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/**
 * Statements the hot calls (reading and saving a slide) run thousands of times a second are
 * built once per database handle and kept: drizzle then skips building the SQL text on every
 * call (a sixth of a slide read), and PostgreSQL (named statements) skips parsing and planning.
 * Values come in through `sql.placeholder(name)`.
 */
export function perDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (one drizzle's query builder cannot express, e.g. a data-modifying `with`)
 * prepared on `db`: `execute(values)` answers its rows as the driver returns them (column
 * names as in SQL; timestamps as text on PGlite, as Dates on PostgreSQL).
 */
export function prepareStatement<Row>(
  db: Database,
  name: string,
  statement: SQL,
): PgPreparedQuery<PreparedQueryConfig & { execute: { rows: Row[] } }> {
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
}
