import { and, inArray } from 'drizzle-orm';
import { Code, type DictEntry, type Edition } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import type { Message } from '../../http/i18n.ts';
import { ReadCache } from './read-cache.ts';
import { dictEntries } from './tables.ts';

/** The spec's dictionary cache time (section 9). */
export const DICT_CACHE_MS = 120_000;

const dictMessages = {
  unknown: { en: 'Dictionary entry {code} does not exist.', 'zh-CN': '字典项 {code} 不存在。' },
} as const satisfies Record<string, Message>;

/** Entries of `codes` for an edition: its own row wins over the 'all' row. */
async function readEntries(db: Database, edition: Edition, codes: readonly string[]) {
  const rows = await db
    .select()
    .from(dictEntries)
    .where(and(inArray(dictEntries.code, [...codes]), inArray(dictEntries.edition, ['all', edition])));
  const found = new Map<string, DictEntry>();
  for (const row of rows) {
    if (row.edition === 'all' && found.has(row.code)) continue;
    found.set(row.code, { code: row.code, value: row.value, updateTime: row.updatedAt.toISOString() });
  }
  return found;
}

/** The dictionary of one server: reads by code through a 120 s cache, or afresh. */
export class Dictionary {
  private readonly cache: ReadCache<DictEntry | null>;

  constructor(
    private readonly db: () => Database,
    private readonly edition: Edition,
    now: () => number,
  ) {
    this.cache = new ReadCache(DICT_CACHE_MS, now);
  }

  /** /open/dict/get: one entry from the cache (read when missing or older than 120 s); 40400 when none. */
  async get(code: string): Promise<DictEntry> {
    const entry = await this.cache.get(
      code,
      async () => (await readEntries(this.db(), this.edition, [code])).get(code) ?? null,
    );
    if (!entry) throw new AppError(Code.notFound, dictMessages.unknown, { code }, 404);
    return entry;
  }

  /** /open/dict/get-and-cache: the entries read afresh, in the order asked, and put in the cache. */
  async getAndCache(codes: readonly string[]): Promise<DictEntry[]> {
    const wanted = [...new Set(codes)];
    const found = await readEntries(this.db(), this.edition, wanted);
    for (const code of wanted) this.cache.set(code, found.get(code) ?? null);
    return wanted.flatMap((code) => found.get(code) ?? []);
  }
}

/** Writes one entry (tests and, later, the operator console). */
export async function putDictEntry(
  db: Database,
  entry: { code: string; edition?: 'all' | Edition; value: unknown },
): Promise<void> {
  const edition = entry.edition ?? 'all';
  const now = new Date();
  await db
    .insert(dictEntries)
    .values({ code: entry.code, edition, value: entry.value, updatedAt: now })
    .onConflictDoUpdate({
      target: [dictEntries.code, dictEntries.edition],
      set: { value: entry.value, updatedAt: now },
    });
}
