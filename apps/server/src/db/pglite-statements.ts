import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { StatementNames } from './named-statements.ts';

/** The PGlite methods its own `query` and transactions use to take turns (public, not in its docs). */
interface Turns {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

/**
 * Prepared statements for the embedded database (issue 15), as `StatementNames` gives them to
 * PostgreSQL through node-postgres. PGlite's `query` parses, describes, binds, describes, executes
 * and syncs as six calls into the WebAssembly PostgreSQL, and the database parses and plans the
 * text every time: for the paid /h statement (some 40 lines of common table expressions) that was
 * most of the request's cost. Here a parameterised text is parsed once under a stable name (the
 * parameter types kept from its description), and each run is one call: bind the values to the
 * name, describe, execute, sync. After five runs PostgreSQL plans it once for all values (a generic
 * plan), until an ANALYZE of its tables: the server's upkeep (pglite-maintenance.ts) runs those.
 *
 * The answer is read by PGlite's own `parseResults`, and values are written by its serializers, so
 * rows come out exactly as from `query`. A database error is thrown as PGlite's `query` throws it
 * (a `DatabaseError` with the SQLSTATE `code`), after the sync has brought the session back.
 *
 * Only statements with parameters and without a blob are prepared; past `StatementNames`' limit,
 * new texts are left to `query` (`run` answers undefined). A name is kept only once PostgreSQL has
 * parsed it, and prepared statements outlive a rolled-back transaction (they belong to the session).
 */
export class PgliteStatements {
  private readonly names = new StatementNames();
  /** Each prepared statement's parameter types, by name. */
  private readonly prepared = new Map<string, number[]>();

  constructor(private readonly client: PGlite) {}

  /**
   * `query(text, params, options)` through a prepared statement, or undefined when it should go to
   * PGlite's `query` as it is. `inTransaction`: called from a transaction's `query` (it holds the
   * transaction turn already); otherwise the call waits for transactions as PGlite's `query` does.
   */
  run<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> | undefined {
    if (!params || params.length === 0 || options?.blob) return undefined;
    const name = this.names.nameOf(text);
    if (name === undefined) return undefined;
    const turns = this.client as unknown as Turns;
    const work = () =>
      turns._runExclusiveQuery(() => this.execute<T>(name, text, params, options, !inTransaction));
    if (inTransaction) return work();
    return turns._checkReady().then(() => turns._runExclusiveTransaction(work));
  }

  private async execute<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    autocommit: boolean,
  ): Promise<Results<T>> {
    const client = this.client;
    let types = this.prepared.get(name);
    if (types === undefined) {
      const described = await client.execProtocolStream(
        Buffer.concat([
          serialize.parse({ name, text, types: options?.paramTypes }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described);
      this.prepared.set(name, types);
    }
    const oids = types;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = options?.serializers?.[oids[i]!] ?? client.serializers[oids[i]!];
      return write ? write(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (autocommit) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }
}
