import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { PgliteStatements } from './pglite-statements.ts';

const asIs = (value: string) => value;

/**
 * The values drizzle's PGlite driver wants as PostgreSQL wrote them (drizzle-orm/pglite/session.js
 * asks for these on every query): timestamp, timestamptz, interval and date, and the arrays of
 * numeric, timestamp, timestamptz, interval and date.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082] as const;
const DRIZZLE_TEXT_ARRAYS = [1231, 1115, 1185, 1187, 1182] as const;

/** The options to open PGlite with so that `forDrizzle` gives drizzle what it asks for. */
export const drizzleParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, asIs]));

type Queryable = Pick<PGlite, 'query'>;

function withoutParsers<T extends Queryable>(
  target: T,
  statements: PgliteStatements | undefined,
  inTransaction: boolean,
): T {
  return new Proxy(target, {
    get(object, key) {
      if (key === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          const { parsers: _sameAsTheClients, ...rest } = options ?? {};
          return (
            statements?.run(text, params, rest, inTransaction) ?? object.query(text, params, options && rest)
          );
        };
      }
      if (key === 'transaction') {
        return <R>(work: (tx: Transaction) => Promise<R>) =>
          (object as unknown as PGlite).transaction((tx) => work(withoutParsers(tx, statements, true)));
      }
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The PGlite client as drizzle's driver should see it (issue 15). The driver passes its own type
 * parsers with every query, and PGlite then copies its whole parser table (some 300 types) for each
 * result: about 0.6 ms a query on this machine, as much as a small query itself. The client is
 * opened with the same parsers (`drizzleParsers`; the arrays are set here), so the per-query ones
 * are dropped. Other users of the client (pg-boss) get PostgreSQL's dates as strings unless they ask.
 * With `prepare`, parameterised statements run prepared (pglite-statements.ts).
 */
export function forDrizzle(client: PGlite, prepare = true): PGlite {
  const table = (client as unknown as { parsers: Record<number, (value: string) => unknown> }).parsers;
  for (const oid of DRIZZLE_TEXT_ARRAYS) table[oid] = asIs;
  return withoutParsers(client, prepare ? new PgliteStatements(client) : undefined, false);
}
