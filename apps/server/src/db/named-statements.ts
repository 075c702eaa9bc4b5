import type pg from 'pg';

/** How many distinct statements get a name; later ones run unnamed (parsed and planned each time). */
export const MAX_NAMED_STATEMENTS = 200;

type QueryConfig = { text?: string; name?: string; values?: unknown[] } & Record<string, unknown>;
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const NAMED = Symbol('named statements');

/**
 * Gives each parameterised statement text a stable name, so node-postgres prepares it once per
 * connection and PostgreSQL parses it once and, after a few runs, plans it once (issue 15: the paid
 * /h statement is some 40 lines of common table expressions, and parsing and planning it on every
 * request cost the two cores as much as running it).
 *
 * Only statements with parameters are named: drizzle passes every value as one, so their texts
 * repeat; a text built with values in it would not, and would fill the connection's statement
 * cache. Past `max` distinct texts (e.g. a bulk insert of varying width), statements run unnamed as
 * before. Each connection keeps its own prepared copies; a text always maps to the same name.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  /** The name for `text`, or undefined once `max` texts are named and this one is new. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.max) return known;
    const name = `tb_${this.names.size}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }

  /** `query` wrapped to add a name to an unnamed parameterised statement (pg's config-object form). */
  private wrap(query: Query, self: unknown): Query {
    return (config, values, callback) => {
      if (
        config !== null &&
        typeof config === 'object' &&
        !('submit' in config) &&
        typeof (config as QueryConfig).text === 'string' &&
        (config as QueryConfig).name === undefined
      ) {
        const given = config as QueryConfig;
        const params = Array.isArray(values) ? values : given.values;
        const name = params && params.length > 0 ? this.nameOf(given.text!) : undefined;
        if (name !== undefined) return query.call(self, { ...given, name }, values, callback);
      }
      return query.call(self, config, values, callback);
    };
  }

  private namingClient(client: pg.PoolClient): pg.PoolClient {
    const marked = client as pg.PoolClient & { [NAMED]?: true };
    if (!marked[NAMED]) {
      marked[NAMED] = true;
      client.query = this.wrap(client.query as Query, client) as typeof client.query;
    }
    return client;
  }

  /**
   * The pool as drizzle should get it: `query` on the pool, and on every client it lends (drizzle's
   * transactions), names statements. Everything else is the pool itself.
   */
  namingPool(pool: pg.Pool): pg.Pool {
    const query = this.wrap(pool.query as Query, pool);
    const connect = async () => this.namingClient(await pool.connect());
    return new Proxy(pool, {
      get: (target, key) => {
        if (key === 'query') return query;
        if (key === 'connect') return connect;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}
