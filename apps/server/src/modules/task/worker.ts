import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { TaskStatus, TransStatus } from '@toolbox/contracts';
import type { Jobs } from '../../jobs/queue.ts';
import { serverTool } from '../../tasks/index.ts';
import type { TaskInput } from '../../tasks/define.ts';
import type { QueueKind, QueueSpec } from '../../tasks/queues.ts';
import { ConvertError, type Limits } from '../convert/run.ts';
import type { Converted, Progress } from '../convert/word.ts';
import { DAY_MS, newStorageKey, type FileContext } from '../file/context.ts';
import { findStoredFile, insertStoredFiles } from '../file/stored.ts';
import { refundTaskUse } from '../func-use/claim.ts';
import type { ErrorKey } from './messages.ts';
import { tierOf } from './priority.ts';
import { queueOfTask, queueTask } from './service.ts';
import { tasks, type TaskRow } from './tables.ts';
import { makeWorkDir } from './temp-dirs.ts';

/** Conversion failures (time-outs, crashes) tried at most this often; restarts do not count. */
export const MAX_ATTEMPTS = 3;
/** A running task whose worker has not reported for this long is taken to be lost. */
export const STALE_MS = 60_000;
const HEARTBEAT_MS = 5_000;

export interface TaskRunner {
  ctx: FileContext;
  /** The converter programs (LibreOffice, poppler). */
  programs: { sofficePath: string; pdftoppmPath: string };
  /** Time and memory limits of each queue (tasks/queues.ts). */
  queues: Record<QueueKind, QueueSpec>;
  /** Aborted when the server stops: running conversions are killed and their jobs retried. */
  signal: AbortSignal;
}

/** Thrown when another worker completed the task first: this run's result is dropped. */
class AlreadyDone extends Error {}

/**
 * Runs the task file of the row's tool on its inputs, within one time limit for the whole task
 * (its queue's) and the caps of the owner's tier.
 */
/** The limits of one task: its queue's time and memory, one deadline for the whole task (preview included). */
function taskLimits(runner: TaskRunner, row: TaskRow): Limits {
  const tool = serverTool(row.funcCode);
  if (!tool) throw new ConvertError('convertFailed', `no server task ${row.funcCode}`, false);
  const queue = runner.queues[tool.task.queue];
  return {
    timeoutMs: queue.timeoutMs,
    memoryMB: queue.memoryMB,
    signal: runner.signal,
    deadline: Date.now() + queue.timeoutMs,
  };
}

async function convert(
  runner: TaskRunner,
  row: TaskRow,
  inputs: readonly TaskInput[],
  work: string,
  limits: Limits,
  progress: Progress,
) {
  const tool = serverTool(row.funcCode);
  if (!tool) throw new ConvertError('convertFailed', `no server task ${row.funcCode}`, false);
  const { task } = tool;
  const tier = await tierOf(runner.ctx.db, row.owner, runner.ctx.clock.now());
  return task.run({
    inputs,
    options: task.options.parse(row.options),
    workDir: work,
    converters: { ...runner.programs, limits },
    caps: task.limits[tier],
    progress,
  });
}

/** Stores a finished file under a new key and returns its row values (not yet inserted). */
async function storeResult(ctx: FileContext, row: TaskRow, out: Converted, kind: 'result' | 'preview') {
  const { size } = await stat(out.path);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(out.path)) hash.update(chunk as Buffer);
  const now = ctx.clock.now();
  const storageKey = newStorageKey(now, randomBytes(16).toString('hex'));
  await ctx.storage.put(storageKey, createReadStream(out.path), size);
  return {
    id: randomUUID(),
    owner: row.owner,
    kind,
    name: out.name,
    size,
    hash: hash.digest('hex'),
    funcCode: row.funcCode,
    ext: out.ext,
    mimeType: out.mimeType,
    storageKey,
    status: TransStatus.done,
    splitSize: 0,
    splitCount: 0,
    taskId: row.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.files.fileCacheDay * DAY_MS),
  };
}

/** The job handler: converts one task's files and completes it exactly once. */
export async function runTask(runner: TaskRunner, taskId: string): Promise<void> {
  const { ctx } = runner;
  const [row] = await ctx.db
    .update(tasks)
    .set({
      status: TaskStatus.running,
      attempts: sql`${tasks.attempts} + 1`,
      heartbeatAt: ctx.clock.now(),
      progressKey: 'converting',
      errorKey: '',
    })
    .where(and(eq(tasks.id, taskId), inArray(tasks.status, [TaskStatus.waiting, TaskStatus.running])))
    .returning();
  // Deleted by retention, or already finished (a duplicate delivery): nothing to do.
  if (!row) return;
  const beat = setInterval(() => {
    void ctx.db
      .update(tasks)
      .set({ heartbeatAt: ctx.clock.now() })
      .where(and(eq(tasks.id, taskId), eq(tasks.status, TaskStatus.running)))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  const work = await makeWorkDir();
  const stored: string[] = [];
  try {
    const inputs: TaskInput[] = [];
    await mkdir(join(work, 'in'));
    for (const [i, fileId] of row.inputFileIds.entries()) {
      const file = await findStoredFile(ctx.db, fileId);
      if (!file || file.status !== TransStatus.done) return await failTask(ctx, row, 'inputGone');
      // Our own names: the user's name never reaches a command line or the file system.
      const path = join(work, 'in', `input-${i + 1}.${file.ext}`);
      await pipeline(await ctx.storage.read(file.storageKey), createWriteStream(path));
      inputs.push({ path, name: file.name, ext: file.ext });
    }
    const progress: Progress = async (key, count, total) => {
      await ctx.db
        .update(tasks)
        .set({ progressKey: key, progressCount: count, progressTotal: total, heartbeatAt: ctx.clock.now() })
        .where(and(eq(tasks.id, taskId), eq(tasks.status, TaskStatus.running)));
    };
    const limits = taskLimits(runner, row);
    const out = await convert(runner, row, inputs, work, limits, progress);
    const result = await storeResult(ctx, row, out, 'result');
    stored.push(result.storageKey);
    let preview: typeof result | null = null;
    if (serverTool(row.funcCode)?.paidResult) {
      await progress('watermarking', 0, 1);
      // The preview code (image codecs, the toolkit's image engine, pdf-lib: some 250 modules) loads
      // with the first paid result rather than with the server, which otherwise imported it at start.
      const { makePreview, previewPrograms } = await import('./preview.ts');
      const marked = await makePreview(out, work, { ...previewPrograms, limits });
      if (marked) {
        preview = await storeResult(ctx, row, marked, 'preview');
        stored.push(preview.storageKey);
      }
    }
    await ctx.db.transaction(async (tx) => {
      await insertStoredFiles(tx, preview ? [result, preview] : [result]);
      const done = await tx
        .update(tasks)
        .set({
          status: TaskStatus.done,
          progressKey: 'done',
          resultFileId: result.id,
          previewFileId: preview?.id ?? null,
          // Nothing to pay when no preview could be made (not an image): the result is free.
          paid: row.paid || preview === null,
          finishedAt: ctx.clock.now(),
        })
        .where(and(eq(tasks.id, taskId), eq(tasks.status, TaskStatus.running)))
        .returning({ id: tasks.id });
      if (done.length === 0) throw new AlreadyDone();
    });
    stored.length = 0;
  } catch (err) {
    if (err instanceof AlreadyDone) return;
    const convertError = err instanceof ConvertError ? err : null;
    if (convertError?.key === 'interrupted' || runner.signal.aborted) {
      // The server is stopping: give the attempt back and let pg-boss hand the job to the next worker.
      await ctx.db
        .update(tasks)
        .set({ status: TaskStatus.waiting, progressKey: 'queued', attempts: sql`${tasks.attempts} - 1` })
        .where(and(eq(tasks.id, taskId), eq(tasks.status, TaskStatus.running)));
      throw err;
    }
    ctx.log.warn({ err, taskId }, 'conversion failed');
    if (convertError && !convertError.retryable)
      return await failTask(ctx, row, convertError.key as ErrorKey);
    if (row.attempts >= MAX_ATTEMPTS)
      return await failTask(ctx, row, (convertError?.key ?? 'convertFailed') as ErrorKey);
    await ctx.db
      .update(tasks)
      .set({ status: TaskStatus.waiting, progressKey: 'queued' })
      .where(and(eq(tasks.id, taskId), eq(tasks.status, TaskStatus.running)));
    throw err;
  } finally {
    clearInterval(beat);
    if (stored.length) await ctx.storage.delete(stored).catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

/** Fails a task for good and gives back its credits (once, however often this runs). */
export async function failTask(ctx: FileContext, row: TaskRow, key: ErrorKey): Promise<void> {
  await ctx.db
    .update(tasks)
    .set({ status: TaskStatus.failed, progressKey: 'failed', errorKey: key, finishedAt: ctx.clock.now() })
    .where(and(eq(tasks.id, row.id), notInArray(tasks.status, [TaskStatus.done, TaskStatus.failed])));
  await refundTaskUse(ctx.db, row.id, ctx.clock.now()).catch((err: unknown) =>
    ctx.log.error({ err, taskId: row.id }, 'refund of a failed task'),
  );
}

/**
 * Finds tasks whose worker died (no heartbeat for STALE_MS, e.g. the process was killed) or whose
 * job is gone, and hands them to pg-boss again. Returns how many were recovered.
 */
export async function recoverTasks(ctx: FileContext, jobs: Jobs): Promise<number> {
  const staleBefore = new Date(ctx.clock.now().getTime() - STALE_MS);
  const candidates = await ctx.db
    .select()
    .from(tasks)
    .where(
      or(
        and(eq(tasks.status, TaskStatus.running), lt(tasks.heartbeatAt, staleBefore)),
        and(eq(tasks.status, TaskStatus.waiting), lt(tasks.createdAt, staleBefore)),
      ),
    );
  let recovered = 0;
  for (const task of candidates) {
    const queue = queueOfTask(ctx, task.funcCode);
    if (!queue) continue;
    const job = task.jobId ? await jobs.get(queue.name, task.jobId) : null;
    if (job?.state === 'active' && task.status === TaskStatus.running) {
      await jobs.fail(queue.name, task.jobId!, 'worker lost (no heartbeat)');
      recovered += 1;
    } else if (!job || job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed') {
      const [claimed] = await ctx.db
        .update(tasks)
        .set({ status: TaskStatus.waiting, progressKey: 'queued' })
        .where(
          and(
            eq(tasks.id, task.id),
            task.jobId ? eq(tasks.jobId, task.jobId) : isNull(tasks.jobId),
            eq(tasks.status, task.status),
          ),
        )
        .returning();
      if (claimed) {
        await queueTask(ctx, jobs, task);
        recovered += 1;
      }
    }
  }
  return recovered;
}
