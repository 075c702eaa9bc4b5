import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { Code, FileCode, TransStatus, type DownStart, type FileInfo } from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { findTaskOfResult } from '../task/queries.ts';
import type { FileContext } from './context.ts';
import { fileMessages } from './messages.ts';
import { fileDownloads, storedFiles, type StoredFileRow } from './tables.ts';

/** Bytes per download chunk. */
export const DOWNLOAD_CHUNK = 2 * 1024 * 1024;
/** How long a down-start id stays valid. */
const DOWNLOAD_TTL_MS = 60 * 60 * 1000;

const expired = () => new AppError(Code.fileExpired, fileMessages.fileExpired, {}, 410);

/** The caller's file, ready and not expired; 997 when it is gone (expired, deleted or never theirs). */
export async function ownFile(ctx: FileContext, owner: string, fileId: string): Promise<StoredFileRow> {
  const [row] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.owner, owner)));
  if (!row || row.expiresAt <= ctx.clock.now()) throw expired();
  return row;
}

export function fileInfo(row: StoredFileRow): FileInfo {
  return {
    fileId: row.id,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    ext: row.ext,
    status: row.status === TransStatus.done ? 2 : 1,
    createTime: row.createdAt.getTime(),
    expireTime: row.expiresAt.getTime(),
  };
}

/**
 * /file/down-start: registers a download of the caller's file. A paid-result task's result is
 * served as its watermarked preview until the task is paid.
 */
export async function startDownload(ctx: FileContext, owner: string, fileId: string): Promise<DownStart> {
  const row = await ownFile(ctx, owner, fileId);
  if (row.status !== TransStatus.done) {
    throw new AppError(FileCode.fileNotFound, fileMessages.uploadNotFinished, { name: row.name });
  }
  let served = row;
  let watermarked = false;
  if (row.kind === 'result') {
    const task = await findTaskOfResult(ctx.db, row.id);
    if (task && !task.paid) {
      if (!task.previewFileId) throw expired();
      served = await ownFile(ctx, owner, task.previewFileId);
      watermarked = true;
    }
  }
  const id = randomBytes(16).toString('hex');
  await ctx.db.insert(fileDownloads).values({
    id,
    fileId: served.id,
    chunkSize: DOWNLOAD_CHUNK,
    expiresAt: new Date(ctx.clock.now().getTime() + DOWNLOAD_TTL_MS),
  });
  return {
    id,
    splitCount: Math.ceil(served.size / DOWNLOAD_CHUNK),
    url: `/file/down-data/${id}`,
    mimeType: served.mimeType,
    name: served.name,
    size: served.size,
    watermarked,
  };
}

/** GET /file/down-data/{startId}/{index}: one chunk of a started download. */
export async function downloadChunk(ctx: FileContext, startId: string, index: number): Promise<Buffer> {
  const now = ctx.clock.now();
  const [found] = await ctx.db
    .select({ file: storedFiles, chunkSize: fileDownloads.chunkSize })
    .from(fileDownloads)
    .innerJoin(storedFiles, eq(storedFiles.id, fileDownloads.fileId))
    .where(and(eq(fileDownloads.id, startId), gt(fileDownloads.expiresAt, now)));
  if (!found || found.file.expiresAt <= now) throw expired();
  const { file, chunkSize } = found;
  if (index * chunkSize >= file.size) {
    throw new AppError(FileCode.badChunk, fileMessages.badChunk, { index }, 416);
  }
  const bytes = await ctx.storage
    .readRange(file.storageKey, index * chunkSize, Math.min(file.size, (index + 1) * chunkSize))
    .catch(() => {
      throw expired();
    });
  return bytes;
}
