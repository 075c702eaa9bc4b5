/**
 * A small in-memory cache of database reads with a time to live, one per app (per server process).
 * Used for the dictionary (the spec's 120 s) and the banner lists. Issue 15 plans a shared
 * cached-read helper in src/db/; when it lands, these callers move to it and this file goes.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    /** Keys kept at most; the oldest go first (bounds memory however many codes are asked for). */
    private readonly maxEntries = 500,
  ) {}

  /** The cached value of `key` while it is fresh, else what `load` gives (failures are not kept). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.put(key, value);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Replaces the cached value of `key` (a fresh read made elsewhere). */
  set(key: string, value: T): void {
    this.put(key, Promise.resolve(value));
  }

  private put(key: string, value: Promise<T>): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
