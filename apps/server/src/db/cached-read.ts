import type { NOTIFIED_TABLES, ChangeFeed } from './change-feed.ts';
import type { Database } from './database.ts';

export type NotifiedTable = (typeof NOTIFIED_TABLES)[number];

class CachedValue<T> {
  private value: Promise<T> | null = null;
  loads = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly load: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    if (!this.feed.live) {
      this.value = null;
      return this.load();
    }
    if (this.value) return this.value;
    this.loads++;
    const loading = this.load();
    this.value = loading;
    // A failed load is not kept; a load overtaken by a change (value reset meanwhile) is not either.
    loading.catch(() => {
      if (this.value === loading) this.value = null;
    });
    return loading;
  }

  drop(): void {
    this.value = null;
  }
}

interface Attached {
  feed: ChangeFeed;
  values: Map<string, CachedValue<unknown>>;
  tablesOf: Map<string, readonly string[]>;
}

const attached = new WeakMap<Database, Attached>();

/** Makes `cachedRead` serve from memory for this database (done by `openDatabase`). */
export function attachChangeFeed(db: Database, feed: ChangeFeed): void {
  attached.set(db, { feed, values: new Map(), tablesOf: new Map() });
}

/**
 * Reads `load(db)` once and serves the result from memory until one of `tables` changes in any
 * process (a committed INSERT, UPDATE, DELETE or TRUNCATE, heard through the database's
 * change feed); the next read then loads again. `key` names the read (one key, one `load`).
 * The value is shared by every caller: treat it as read-only.
 *
 * Reads the database directly when `db` is not an opened database (a transaction sees its own
 * writes) or while the feed cannot vouch for changes (the LISTEN connection is down).
 * The tables must be in NOTIFIED_TABLES (db/change-feed.ts), which puts the triggers on them.
 */
export function cachedRead<T>(
  db: Database,
  key: string,
  tables: readonly NotifiedTable[],
  load: (db: Database) => Promise<T>,
): Promise<T> {
  const entry = attached.get(db);
  if (!entry) return load(db);
  let value = entry.values.get(key) as CachedValue<T> | undefined;
  if (!value) {
    const created = new CachedValue(entry.feed, () => load(db));
    entry.feed.subscribe((table) => {
      if (table === '*' || (tables as readonly string[]).includes(table)) created.drop();
    });
    entry.values.set(key, created as CachedValue<unknown>);
    entry.tablesOf.set(key, tables);
    value = created;
  }
  return value.get();
}

/**
 * Drops at once what this process holds of `tables`, for a writer that just committed a change
 * through `db` and reads next (the notification, which every process also gets, comes a moment later).
 */
export function dropCached(db: Database, tables: readonly NotifiedTable[]): void {
  const entry = attached.get(db);
  if (!entry) return;
  for (const [key, value] of entry.values) {
    if (entry.tablesOf.get(key)!.some((t) => (tables as readonly string[]).includes(t))) value.drop();
  }
}

/** How many times each cached read of `db` loaded from the database (for tests and the bench). */
export function cacheLoads(db: Database): Record<string, number> {
  const entry = attached.get(db);
  return Object.fromEntries([...(entry?.values ?? [])].map(([key, value]) => [key, value.loads]));
}

/** True when `cachedRead(db, …)` can serve from memory (an opened database with a live feed). */
export function servesFromMemory(db: Database): boolean {
  return attached.get(db)?.feed.live === true;
}
