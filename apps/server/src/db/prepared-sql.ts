import type { Placeholder, Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/** A value a statement builder takes either as it is or as a placeholder filled at each run. */
export type Bound<T> = T | Placeholder<string, T>;

const dialect = new PgDialect();

type Prepared = ReturnType<Database['_']['session']['prepareQuery']>;

/**
 * A statement built once and run many times with different values (issue 15). Building a drizzle
 * `sql` template of some 40 lines and turning it into text and parameters cost about an eighth of
 * the server's CPU on the paid /h; here `build` runs once, with `sql.placeholder(name)` where the
 * values go, and each run only fills the placeholders from `values`. The text is the same at every
 * run, so the drivers' named statements (named-statements.ts, pglite-statements.ts) prepare it once.
 *
 * Runs outside a transaction on the database it is given; answers the driver's rows as they are
 * (as `db.execute` does). A placeholder missing from `values` throws before anything is sent.
 */
export class PreparedSql<Values extends Record<string, unknown>> {
  private query?: Query;
  private readonly bySession = new WeakMap<object, Prepared>();

  constructor(private readonly build: () => SQL) {}

  /** The statement's text and parameters (placeholders where the values go), built on first use. */
  get built(): Query {
    this.query ??= dialect.sqlToQuery(this.build());
    return this.query;
  }

  async rows<Row>(db: Database, values: Values): Promise<Row[]> {
    const session = db._.session;
    let prepared = this.bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(this.built, undefined, undefined, false);
      this.bySession.set(session, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  }
}
