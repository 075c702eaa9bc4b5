import { asc } from 'drizzle-orm';
import { Code, type DictEntry, type Edition } from '@toolbox/contracts';
import { cachedRead, dropCached } from '../../db/cached-read.ts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import type { Message } from '../../http/i18n.ts';
import { dictEntries } from './tables.ts';

const dictMessages = {
  unknown: { en: 'Dictionary entry {code} does not exist.', 'zh-CN': '字典项 {code} 不存在。' },
} as const satisfies Record<string, Message>;

/** Every entry of an edition by code: its own row wins over the 'all' row. */
async function loadDictionary(db: Database, edition: Edition): Promise<ReadonlyMap<string, DictEntry>> {
  const rows = await db.select().from(dictEntries);
  const found = new Map<string, DictEntry>();
  for (const row of rows) {
    if (row.edition !== 'all' && row.edition !== edition) continue;
    if (row.edition === 'all' && found.has(row.code)) continue;
    found.set(row.code, { code: row.code, value: row.value, updateTime: row.updatedAt.toISOString() });
  }
  return found;
}

/** The dictionary (a small table), from memory until it changes in any process (db/cached-read). */
function dictionary(db: Database, edition: Edition) {
  return cachedRead(db, `dict:${edition}`, ['dict_entry'], (d) => loadDictionary(d, edition));
}

/** /open/dict/get: one entry; 40400 when there is none. */
export async function getDictEntry(db: Database, edition: Edition, code: string): Promise<DictEntry> {
  const entry = (await dictionary(db, edition)).get(code);
  if (!entry) throw new AppError(Code.notFound, dictMessages.unknown, { code }, 404);
  return entry;
}

/** /open/dict/get-and-cache: the entries read afresh (the cached copy is replaced), in the order asked. */
export async function getAndCacheDictEntries(
  db: Database,
  edition: Edition,
  codes: readonly string[],
): Promise<DictEntry[]> {
  dropCached(db, ['dict_entry']);
  const found = await dictionary(db, edition);
  return [...new Set(codes)].flatMap((code) => found.get(code) ?? []);
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
  dropCached(db, ['dict_entry']);
}

/** Every row of the dictionary, every edition, by code (the operator console's list). */
export function listDictRows(db: Database) {
  return db.select().from(dictEntries).orderBy(asc(dictEntries.code), asc(dictEntries.edition));
}
