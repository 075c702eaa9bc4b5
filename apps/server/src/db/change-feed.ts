import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The channel the change triggers notify on; the payload is the changed table's name. */
export const CHANGE_CHANNEL = 'toolbox_change';

/**
 * Tables whose committed changes are announced (a statement trigger calling
 * `toolbox_notify_change()`), so that caches of them in every process drop what they hold.
 * A module that caches a table with `cachedRead` adds the table here; the triggers are
 * (re)created by `DatabaseHandle.migrate()` at start.
 */
export const NOTIFIED_TABLES = [
  'func',
  'func_category',
  'vip_level',
  'dict_entry',
  'site_constant',
  'ad_item',
] as const;

/** Every table, '*': the feed cannot vouch for what it may have missed (it reconnected). */
export type ChangeListener = (table: string) => void;

/**
 * Committed changes of the NOTIFIED_TABLES, from any process: LISTEN on one dedicated PostgreSQL
 * connection (reconnected after a loss), or PGlite's own listen in the one process that opens it.
 */
export interface ChangeFeed {
  /** Calls `listener` after each notified change (and with '*' after a reconnect); returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** False while notifications may be missed (the connection is down): caches must not serve then. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** The trigger function's body, as PostgreSQL keeps it (`pg_proc.prosrc`). */
const NOTIFY_BODY = `
BEGIN
  PERFORM pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME);
  RETURN NULL;
END `;

/** `pg_trigger.tgtype` of AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE, FOR EACH STATEMENT. */
const AFTER_ANY_CHANGE_PER_STATEMENT = 4 + 8 + 16 + 32;

/** The SQL that makes NOTIFIED_TABLES announce their changes; idempotent. */
export function changeTriggersSql(tables: readonly string[] = NOTIFIED_TABLES): string {
  const triggers = tables.map(
    (table) =>
      `CREATE OR REPLACE TRIGGER "${table}_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ` +
      `ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION toolbox_notify_change();`,
  );
  return [
    `CREATE OR REPLACE FUNCTION toolbox_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$${NOTIFY_BODY}$$;`,
    ...triggers,
  ].join('\n');
}

/**
 * One row whose `current` tells whether `changeTriggersSql` would change nothing: the function has
 * its body and every table its enabled trigger calling it. A start reads this instead of replacing
 * them (DDL that took about 0.1 s of a PGlite start, and locks the cached tables on PostgreSQL).
 */
export function changeTriggersCurrentSql(tables: readonly string[] = NOTIFIED_TABLES): string {
  const wanted = tables.map((table) => `(to_regclass('"${table}"'), '${table}_notify_change')`).join(', ');
  return `SELECT coalesce((
  SELECT f.prosrc = $body$${NOTIFY_BODY}$body$ AND (
    SELECT count(*) FROM pg_trigger t
    WHERE t.tgfoid = f.oid AND t.tgtype = ${AFTER_ANY_CHANGE_PER_STATEMENT} AND t.tgenabled = 'O'
      AND (t.tgrelid, t.tgname) IN (${wanted})
  ) = ${tables.length}
  FROM pg_proc f
  WHERE f.proname = 'toolbox_notify_change' AND f.pronamespace = current_schema()::regnamespace
), false) AS current`;
}

class Listeners {
  private readonly set = new Set<ChangeListener>();
  subscribe(listener: ChangeListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  emit(table: string): void {
    for (const listener of this.set) listener(table);
  }
}

/** PGlite: one process holds the database, so its own notifications are all there are. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const unlisten = await client.listen(CHANGE_CHANNEL, (table) => listeners.emit(table));
  return {
    subscribe: (listener) => listeners.subscribe(listener),
    live: true,
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}

/**
 * PostgreSQL: a connection of its own that LISTENs. When it is lost the feed is not live (caches
 * read the database) until a new connection listens again; then every listener hears '*'.
 */
export async function postgresChangeFeed(
  connectionString: string,
  onError: (err: Error) => void = () => undefined,
): Promise<ChangeFeed> {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const { Client } = (await import('pg')).default;
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) listeners.emit(message.payload);
    });
    next.on('error', (err) => {
      onError(err);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    live = true;
    listeners.emit('*');
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = null;
    live = false;
    listeners.emit('*');
    which.end().catch(() => undefined);
    if (!closed) scheduleRetry(250);
  }

  function scheduleRetry(ms: number): void {
    retry = setTimeout(() => {
      connect().catch((err: Error) => {
        onError(err);
        if (!closed) scheduleRetry(Math.min(ms * 2, 5000));
      });
    }, ms);
    retry.unref();
  }

  await connect();
  return {
    subscribe: (listener) => listeners.subscribe(listener),
    get live() {
      return live;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      live = false;
      await current?.end();
    },
  };
}
