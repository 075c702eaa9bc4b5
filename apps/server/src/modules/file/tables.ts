import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Files kept for server tasks: uploads (chunked, resumable), task results and watermarked previews.
 * `owner` is `u:<userId>` for a signed-in user or `a:<address>` for a tourist. The bytes live in
 * the storage adapter under `storageKey` (a server-made name); unfinished uploads keep their chunks
 * under `parts/<id>/<index>` until the last one arrives.
 */
export const storedFiles = pgTable(
  'stored_file',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    /** 'upload', 'result' or 'preview'. */
    kind: text('kind').$type<'upload' | 'result' | 'preview'>().notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Lower-case hex SHA-256 of the whole file. */
    hash: text('hash').notNull(),
    funcCode: text('func_code').notNull(),
    /** Detected from the content once complete; '' while uploading. */
    ext: text('ext').notNull().default(''),
    mimeType: text('mime_type').notNull().default('application/octet-stream'),
    storageKey: text('storage_key').notNull(),
    /** 1 uploading, 2 ready. */
    status: smallint('status').notNull(),
    /** Chunk size in bytes (uploads). */
    splitSize: integer('split_size').notNull(),
    splitCount: integer('split_count').notNull(),
    /** Chunk indexes received so far (appended atomically). */
    written: integer('written')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The task that produced a result or preview. */
    taskId: text('task_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stored_file_owner_idx').on(t.owner, t.status),
    index('stored_file_resume_idx').on(t.owner, t.hash, t.size),
    index('stored_file_expires_idx').on(t.expiresAt),
    index('stored_file_task_idx').on(t.taskId),
  ],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** A started download (/file/down-start): its id is the capability GET /file/down-data checks. */
export const fileDownloads = pgTable(
  'file_download',
  {
    id: text('id').primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** Bytes per chunk. */
    chunkSize: integer('chunk_size').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('file_download_expires_idx').on(t.expiresAt)],
);
