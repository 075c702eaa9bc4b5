import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server tasks. Status 0 waiting, 1 running, 2 done, -1 failed. Progress and failure reasons are
 * stored as message keys (translated when read, in the caller's language). `jobId` is the pg-boss
 * job; `heartbeatAt` is refreshed while a worker converts, so a task whose worker died is found
 * and retried. Completion is one conditional update (status <> 2), so a task completes once.
 */
export const tasks = pgTable(
  'server_task',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    funcCode: text('func_code').notNull(),
    apiType: text('api_type').notNull(),
    inputFileIds: text('input_file_ids').array().notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    status: smallint('status').notNull(),
    /** Message key of the current step ('queued', 'converting', ...). */
    progressKey: text('progress_key').notNull(),
    progressCount: integer('progress_count').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** Message key of a failure, '' otherwise. */
    errorKey: text('error_key').notNull().default(''),
    jobId: text('job_id'),
    attempts: integer('attempts').notNull().default(0),
    resultFileId: text('result_file_id'),
    /** Watermarked preview served until paid (paid-result tools only). */
    previewFileId: text('preview_file_id'),
    /** False while a paid-result task waits for its function payment. */
    paid: boolean('paid').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('server_task_owner_idx').on(t.owner, t.createdAt),
    index('server_task_status_idx').on(t.status, t.heartbeatAt),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;
