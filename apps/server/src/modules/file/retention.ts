import { eq, inArray, lte } from 'drizzle-orm';
import { deleteFinishedTasks } from '../task/queries.ts';
import { DAY_MS, type FileContext } from './context.ts';
import { fileDownloads, storedFiles } from './tables.ts';

/** The pg-boss queue of the hourly clean-up (`jobs.hourly`: at start, then every hour). */
export const RETENTION_QUEUE = 'file-retention';

export interface RetentionReport {
  files: number;
  tasks: number;
  orphans: number;
}

/**
 * Deletes what is past its time: files (uploads and results, fileCacheDay days; unfinished uploads,
 * one day) with their bytes and chunks, finished tasks older than fileCacheDay days, stale download
 * ids, and stored objects no row points to. Reads the app clock, so tests can move time.
 */
export async function sweepExpired(ctx: FileContext): Promise<RetentionReport> {
  const now = ctx.clock.now();
  const report: RetentionReport = { files: 0, tasks: 0, orphans: 0 };

  report.tasks = await deleteFinishedTasks(ctx.db, new Date(now.getTime() - ctx.files.fileCacheDay * DAY_MS));

  for (;;) {
    const batch = await ctx.db.select().from(storedFiles).where(lte(storedFiles.expiresAt, now)).limit(200);
    if (batch.length === 0) break;
    for (const file of batch) {
      const keys = [file.storageKey];
      for await (const key of ctx.storage.list(`parts/${file.id}/`)) keys.push(key);
      // Bytes first: a crash in between leaves a row to retry, never bytes nobody can find.
      await ctx.storage.delete(keys);
      await ctx.db.delete(storedFiles).where(eq(storedFiles.id, file.id));
      report.files += 1;
    }
  }
  await ctx.db.delete(fileDownloads).where(lte(fileDownloads.expiresAt, now));
  report.orphans = await sweepOrphans(ctx, now);
  return report;
}

/**
 * Objects no row points to: chunks of uploads that are gone or finished, and result objects of
 * days before yesterday whose row was never written (a worker died between storing and saving).
 * Newer objects are left alone: a worker may be about to save their row.
 */
async function sweepOrphans(ctx: FileContext, now: Date): Promise<number> {
  const orphans: string[] = [];
  const partsOf = new Map<string, string[]>();
  for await (const key of ctx.storage.list('parts/')) {
    const id = key.split('/')[1] ?? '';
    partsOf.set(id, [...(partsOf.get(id) ?? []), key]);
  }
  if (partsOf.size) {
    const live = await ctx.db
      .select({ id: storedFiles.id, status: storedFiles.status })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [...partsOf.keys()]));
    for (const [id, keys] of partsOf) {
      const row = live.find((r) => r.id === id);
      if (!row || row.status === 2) orphans.push(...keys);
    }
  }
  const cutoff = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10).replaceAll('-', '/');
  const old: string[] = [];
  for await (const key of ctx.storage.list('objects/')) {
    if (key.slice('objects/'.length, 'objects/'.length + 10) < cutoff) old.push(key);
  }
  for (let i = 0; i < old.length; i += 500) {
    const slice = old.slice(i, i + 500);
    const known = await ctx.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, slice));
    const knownKeys = new Set(known.map((k) => k.key));
    orphans.push(...slice.filter((key) => !knownKeys.has(key)));
  }
  await ctx.storage.delete(orphans);
  return orphans.length;
}
