import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { FileCode, TransStatus, type TransData, type TransStart } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { serverTool } from '../../tasks/index.ts';
import { DAY_MS, newStorageKey, partKey, type FileContext } from './context.ts';
import { fileMessages } from './messages.ts';
import { quotaKeyOf, quotaOwners } from './owner.ts';
import { sniff } from './sniff.ts';
import { storedFiles, type StoredFileRow } from './tables.ts';

/** Status 3: the last chunk arrived and one request is assembling the file (shown as 1). */
const ASSEMBLING = 3;
/** Longest an assembly may take before the upload is given up (a 256 MB file takes seconds). */
const ASSEMBLY_LEASE_MS = 10 * 60 * 1000;
/** First key of the per-owner quota lock (two-key advisory locks never meet other modules' ones). */
const QUOTA_LOCK_SPACE = 0x7175_6f74; // "quot"

export function toolOrFail(code: string) {
  const tool = serverTool(code);
  if (!tool) throw new AppError(FileCode.taskNotSupported, fileMessages.notServerTool, { code });
  return tool;
}

/** Bytes the owner keeps (unfinished uploads count at full size), expired files excluded. */
export async function usedBytes(ctx: FileContext, owner: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(and(quotaOwners(owner), gt(storedFiles.expiresAt, ctx.clock.now())));
  return Number(row?.total ?? 0);
}

const sorted = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);
const shownStatus = (row: StoredFileRow) => (row.status === TransStatus.done ? 2 : 1);

/** /file/trans-start: a new upload, or the unfinished (or finished) one of the same file. */
export async function startUpload(
  ctx: FileContext,
  owner: string,
  input: { name: string; size: number; hash: string; funcCode: string },
): Promise<TransStart> {
  toolOrFail(input.funcCode);
  const { files } = ctx;
  if (input.size > files.maxFileBytes) {
    throw new AppError(FileCode.fileTooLarge, fileMessages.fileTooLarge, {
      max: Math.floor(files.maxFileBytes / 1024 / 1024),
    });
  }
  // Check and reserve in one step: the owner's advisory lock serialises the trans-starts of one
  // owner (in every server process), so parallel calls cannot all fit in the same free space.
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_SPACE}::int, hashtext(${quotaKeyOf(owner)}))`,
    );
    return reserveUpload(tx, ctx, owner, input);
  });
}

/** The body of startUpload, run under the owner's lock. */
async function reserveUpload(
  tx: Database,
  ctx: FileContext,
  owner: string,
  input: { name: string; size: number; hash: string; funcCode: string },
): Promise<TransStart> {
  const { files } = ctx;
  const now = ctx.clock.now();
  const [existing] = await tx
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.owner, owner),
        eq(storedFiles.kind, 'upload'),
        eq(storedFiles.hash, input.hash),
        eq(storedFiles.size, input.size),
        eq(storedFiles.name, input.name),
        gt(storedFiles.expiresAt, now),
      ),
    )
    .limit(1);
  if (existing) {
    return {
      fileId: existing.id,
      splitSizeKB: existing.splitSize / 1024,
      splitCount: existing.splitCount,
      alreadyWriteIndexList: sorted(existing.written),
      status: shownStatus(existing),
    };
  }
  if ((await usedBytes({ ...ctx, db: tx }, owner)) + input.size > files.userQuotaBytes) {
    throw new AppError(FileCode.quotaExceeded, fileMessages.quotaExceeded, {
      max: Math.floor(files.userQuotaBytes / 1024 / 1024),
    });
  }
  const splitSize = files.splitSizeKB * 1024;
  const row = {
    id: randomUUID(),
    owner,
    kind: 'upload' as const,
    name: input.name,
    size: input.size,
    hash: input.hash,
    funcCode: input.funcCode,
    storageKey: newStorageKey(now, randomBytes(16).toString('hex')),
    status: TransStatus.uploading,
    splitSize,
    splitCount: Math.ceil(input.size / splitSize),
    createdAt: now,
    // An unfinished upload is dropped after a day; a finished one is kept fileCacheDay days.
    expiresAt: new Date(now.getTime() + DAY_MS),
  };
  await tx.insert(storedFiles).values(row);
  return {
    fileId: row.id,
    splitSizeKB: files.splitSizeKB,
    splitCount: row.splitCount,
    alreadyWriteIndexList: [],
    status: 1,
  };
}

async function uploadRow(ctx: FileContext, owner: string, fileId: string): Promise<StoredFileRow> {
  const [row] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.owner, owner), eq(storedFiles.kind, 'upload')));
  if (!row) throw new AppError(FileCode.fileNotFound, fileMessages.fileNotFound, {}, 404);
  if (row.expiresAt <= ctx.clock.now()) throw new AppError('997', fileMessages.fileExpired, {}, 410);
  return row;
}

/** /file/trans-data: stores one chunk; the last one assembles, verifies and types the file. */
export async function writeChunk(
  ctx: FileContext,
  owner: string,
  fileId: string,
  index: number,
  body: Buffer,
): Promise<TransData> {
  let row = await uploadRow(ctx, owner, fileId);
  const answer = (r: StoredFileRow): TransData => ({
    fileId,
    index,
    status: shownStatus(r),
    alreadyWriteIndexList: sorted(r.written),
  });
  if (row.status === TransStatus.done) return answer(row);
  const expected =
    index < row.splitCount - 1 ? row.splitSize : row.size - row.splitSize * (row.splitCount - 1);
  if (index >= row.splitCount || body.length !== expected) {
    throw new AppError(FileCode.badChunk, fileMessages.badChunk, { index }, 400);
  }
  if (!row.written.includes(index)) {
    await ctx.storage.put(partKey(fileId, index), body, body.length);
    const updated = await ctx.db
      .update(storedFiles)
      .set({ written: sql`array_append(${storedFiles.written}, ${index}::integer)` })
      .where(
        and(
          eq(storedFiles.id, fileId),
          eq(storedFiles.status, TransStatus.uploading),
          sql`NOT (${index}::integer = ANY(${storedFiles.written}))`,
        ),
      )
      .returning();
    row = updated[0] ?? (await uploadRow(ctx, owner, fileId));
  }
  if (row.status !== TransStatus.uploading || new Set(row.written).size < row.splitCount) return answer(row);
  // Every chunk is in: exactly one request claims the assembly.
  // The claim is a lease: if this process dies while assembling, the row expires in a few minutes
  // and the same file can be uploaded again (the retention job removes the leftovers).
  const [claimed] = await ctx.db
    .update(storedFiles)
    .set({ status: ASSEMBLING, expiresAt: new Date(ctx.clock.now().getTime() + ASSEMBLY_LEASE_MS) })
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.status, TransStatus.uploading)))
    .returning();
  if (!claimed) return answer(await uploadRow(ctx, owner, fileId));
  return answer(await assemble(ctx, claimed));
}

/** Joins the chunks into the final object, checks the hash and the content type, drops the chunks. */
async function assemble(ctx: FileContext, row: StoredFileRow): Promise<StoredFileRow> {
  const parts = Array.from({ length: row.splitCount }, (_, i) => partKey(row.id, i));
  const hash = createHash('sha256');
  async function* joined() {
    for (const key of parts) {
      for await (const chunk of await ctx.storage.read(key)) {
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
    }
  }
  const fail = async (error: AppError): Promise<never> => {
    await ctx.storage.delete([row.storageKey, ...parts]);
    await ctx.db.delete(storedFiles).where(eq(storedFiles.id, row.id));
    throw error;
  };
  try {
    await ctx.storage.put(row.storageKey, Readable.from(joined()), row.size);
  } catch (err) {
    // Put the upload back so a retry of any chunk assembles again.
    await ctx.db
      .update(storedFiles)
      .set({ status: TransStatus.uploading, expiresAt: new Date(row.createdAt.getTime() + DAY_MS) })
      .where(eq(storedFiles.id, row.id));
    throw err;
  }
  if (hash.digest('hex') !== row.hash) {
    return fail(new AppError(FileCode.hashMismatch, fileMessages.hashMismatch, {}, 422));
  }
  const kind = await sniff(row.size, (start, end) => ctx.storage.readRange(row.storageKey, start, end));
  const tool = toolOrFail(row.funcCode);
  if (!kind || !tool.accept.includes(kind.ext)) {
    return fail(
      new AppError(
        FileCode.typeNotAllowed,
        fileMessages.typeNotAllowed,
        { accept: tool.accept.join(', ') },
        415,
      ),
    );
  }
  const [done] = await ctx.db
    .update(storedFiles)
    .set({
      status: TransStatus.done,
      ext: kind.ext,
      mimeType: kind.mimeType,
      expiresAt: new Date(ctx.clock.now().getTime() + ctx.files.fileCacheDay * DAY_MS),
    })
    .where(eq(storedFiles.id, row.id))
    .returning();
  await ctx.storage.delete(parts);
  return done!;
}

/** The finished uploads of an owner, by id, in the order asked (for /task/submit). */
export async function readyUploads(ctx: FileContext, owner: string, ids: readonly string[]) {
  const rows = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, [...ids]), eq(storedFiles.owner, owner)));
  return ids.map((id) => rows.find((r) => r.id === id));
}
