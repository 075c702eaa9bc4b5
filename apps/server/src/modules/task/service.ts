import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  Code,
  FileCode,
  TaskStatus,
  TransStatus,
  type Locale,
  type Page,
  type Task,
} from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { translate } from '../../http/i18n.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { serverTool } from '../../tasks/index.ts';
import { taskQueues, type QueueSpec } from '../../tasks/queues.ts';
import type { FileContext } from '../file/context.ts';
import { claimUse } from '../func-use/claim.ts';
import { fileMessages } from '../file/messages.ts';
import { storedFileName } from '../file/stored.ts';
import { readyUploads, toolOrFail } from '../file/upload.ts';
import {
  errorParams,
  errorTexts,
  progressTexts,
  statusTexts,
  type ErrorKey,
  type ProgressKey,
} from './messages.ts';
import { jobPriority } from './priority.ts';
import { tasks, type TaskRow } from './tables.ts';

/** pg-boss retries (restarts and crashes included); conversion failures stop after MAX_ATTEMPTS. */
export const JOB_RETRY_LIMIT = 5;

/** Options of a tool, checked by its task file's schema; unknown keys dropped. */
function toolOptions(code: string, options: Record<string, unknown>): Record<string, unknown> {
  const parsed = serverTool(code)!.task.options.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(Code.badRequest, fileMessages.badOption, { field: issue.path.join('.') }, 400);
  }
  return (parsed.data ?? {}) as Record<string, unknown>;
}

/** The queue a task's jobs go to (its task file's kind), or null for a tool this server lacks. */
export function queueOfTask(ctx: FileContext, funcCode: string): QueueSpec | null {
  const tool = serverTool(funcCode);
  return tool ? taskQueues(ctx.files)[tool.task.queue] : null;
}

/** /task/submit: checks the uploads and queues the conversion. */
export async function submitTask(
  ctx: FileContext,
  jobs: Jobs | null,
  owner: string,
  input: { funcCode: string; fileIds: string[]; options: Record<string, unknown>; useId?: string },
): Promise<{ id: string; taskId: string }> {
  const tool = toolOrFail(input.funcCode);
  if (input.fileIds.length > tool.maxFiles) {
    throw new AppError(Code.badRequest, fileMessages.tooManyFiles, { max: tool.maxFiles }, 400);
  }
  const now = ctx.clock.now();
  const files = await readyUploads(ctx, owner, input.fileIds);
  for (const file of files) {
    if (!file || file.kind !== 'upload' || file.expiresAt <= now) {
      throw new AppError(Code.fileExpired, fileMessages.fileExpired, {}, 410);
    }
    if (file.status !== TransStatus.done) {
      throw new AppError(FileCode.fileNotFound, fileMessages.uploadNotFinished, { name: file.name });
    }
    if (!tool.accept.includes(file.ext)) {
      throw new AppError(FileCode.typeNotAllowed, fileMessages.typeNotAllowed, {
        accept: tool.accept.join(', '),
      });
    }
  }
  if (!jobs) throw new Error('no job queue: server tasks cannot run');
  const id = randomUUID();
  const options = toolOptions(tool.code, input.options);
  // The task and its granted function use (credits settled by /h or /t) in one transaction.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(tasks).values({
      id,
      owner,
      funcCode: tool.code,
      apiType: tool.apiType,
      inputFileIds: input.fileIds,
      options,
      status: TaskStatus.waiting,
      progressKey: 'queued',
      paid: !tool.paidResult,
      createdAt: now,
    });
    await claimUse(tx, { owner, funcCode: tool.code, useId: input.useId, taskId: id });
  });
  await queueTask(ctx, jobs, { id, owner, funcCode: tool.code });
  return { id, taskId: id };
}

/**
 * Sends the task's job to its queue, members' and light users' jobs first (priority.ts), and
 * records the job id.
 */
export async function queueTask(
  ctx: FileContext,
  jobs: Jobs,
  task: { id: string; owner: string; funcCode: string },
): Promise<string> {
  const tool = serverTool(task.funcCode);
  const queue = queueOfTask(ctx, task.funcCode);
  if (!tool || !queue) throw new Error(`no server task ${task.funcCode}`);
  const now = ctx.clock.now();
  const priority = await jobPriority(ctx.db, { owner: task.owner, openLevel: tool.openLevel, now });
  const taskId = task.id;
  const jobId = await jobs.send(
    queue.name,
    { taskId },
    {
      priority,
      retryLimit: JOB_RETRY_LIMIT,
      retryDelay: 2,
      // pg-boss gives up on a job running past this; our own time limit is shorter.
      expireInSeconds: Math.ceil((queue.timeoutMs * 3) / 1000) + 60,
    },
  );
  await ctx.db.update(tasks).set({ jobId }).where(eq(tasks.id, taskId));
  return jobId;
}

/** A task as the calls answer it, in the caller's language. */
export async function presentTask(ctx: FileContext, row: TaskRow, locale: Locale): Promise<Task> {
  let resultDTO: Task['resultDTO'] = null;
  if (row.status === TaskStatus.done && row.resultFileId) {
    const name = await storedFileName(ctx.db, row.resultFileId);
    resultDTO = {
      fileId: row.resultFileId,
      name: name ?? '',
      watermarked: !row.paid && row.previewFileId !== null,
      paid: row.paid,
    };
  }
  const status = statusTexts[row.status] ?? statusTexts[0]!;
  const errorKey = row.errorKey as ErrorKey | '';
  return {
    id: row.id,
    taskId: row.id,
    funcCode: row.funcCode,
    apiType: row.apiType,
    status: row.status,
    statusText: translate(locale, status),
    remark:
      errorKey && errorTexts[errorKey]
        ? translate(locale, errorTexts[errorKey], errorParams(row.funcCode))
        : '',
    createTime: row.createdAt.getTime(),
    progressDTO: {
      text: translate(locale, progressTexts[row.progressKey as ProgressKey] ?? progressTexts.queued),
      count: row.progressCount,
      totalCount: row.progressTotal,
      remark: row.attempts > 1 ? translate(locale, fileMessages.attempt, { n: row.attempts }) : '',
    },
    resultDTO,
  };
}

/** /task/query: one of the caller's tasks. */
export async function queryTask(ctx: FileContext, owner: string, id: string, locale: Locale): Promise<Task> {
  const [row] = await ctx.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.owner, owner)));
  if (!row) throw new AppError(FileCode.taskNotFound, fileMessages.taskNotFound, {}, 404);
  return presentTask(ctx, row, locale);
}

/**
 * The spec names the api types of /task/page by service ('doc', the default of the task history);
 * a task is filed under its tool's category code ('document'). Both are accepted.
 */
const API_TYPE_ALIASES: Readonly<Record<string, string>> = { doc: 'document' };

/** The category code an apiType filter means: a spec alias, or the code itself. */
export function categoryOfApiType(apiType: string): string {
  return Object.hasOwn(API_TYPE_ALIASES, apiType) ? API_TYPE_ALIASES[apiType]! : apiType;
}

/** /task/page: the caller's tasks, newest first (apiType: a category code or the spec's alias). */
export async function pageTasks(
  ctx: FileContext,
  owner: string,
  input: { pageNum: number; pageSize: number; qo?: { funcCode?: string; apiType?: string } },
  locale: Locale,
): Promise<Page<Task>> {
  const filters: SQL[] = [eq(tasks.owner, owner)];
  if (input.qo?.funcCode) filters.push(eq(tasks.funcCode, input.qo.funcCode));
  if (input.qo?.apiType) filters.push(eq(tasks.apiType, categoryOfApiType(input.qo.apiType)));
  const where = and(...filters);
  const [total] = await ctx.db.select({ n: count() }).from(tasks).where(where);
  const rows = await ctx.db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const totalCount = total?.n ?? 0;
  return {
    list: await Promise.all(rows.map((row) => presentTask(ctx, row, locale))),
    totalCount,
    totalPage: Math.ceil(totalCount / input.pageSize),
    pageSize: input.pageSize,
    pageNum: input.pageNum,
  };
}
