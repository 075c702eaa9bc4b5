import { z } from 'zod';

/*
 * File transfer (spec sections 3, 4, 7, 9): chunked upload and download of the files server tasks
 * read and write. Every call is POST JSON with the `{code, message, data}` envelope except the two
 * binary ones, which are described at their schemas. Both tourists and signed-in users may call
 * them: a signed-in user sends the `accessToken` header; a tourist's files belong to its network
 * address. Only the owner may upload into, query or download a file.
 *
 * Upload: query-file-upload-config → trans-start (name, size, SHA-256 of the whole file) → one
 * trans-data per missing chunk index. The last chunk makes the server check the hash and the
 * content (magic bytes); the answer then has status 2 and the file can be given to /task/submit.
 * An interrupted upload resumes: trans-start again with the same name, size and hash answers the
 * same fileId with `alreadyWriteIndexList`, and the client sends only the other indexes.
 *
 * Download: down-start (fileId) → {id, splitCount, url, ...}; then GET `${url}/${index}` for
 * index 0 .. splitCount-1, one after another, and join the bytes. Code 997 = file expired.
 */

/** Codes of file and task calls, besides the shared ones in `Code` (000, 001, 997, 40000, 50000). */
export const FileCode = {
  /** The file type is not accepted for this tool (checked by content, not by name). */
  typeNotAllowed: '41501',
  /** The file is larger than the per-file limit. */
  fileTooLarge: '41302',
  /** The owner's stored files would pass the per-user limit. */
  quotaExceeded: '41303',
  /** The assembled file's SHA-256 differs from the one given at trans-start; upload again. */
  hashMismatch: '40902',
  /** The chunk index or length does not fit the upload (wrong size, out of range). */
  badChunk: '40903',
  /** Unknown file id, upload not finished, or not the caller's. */
  fileNotFound: '40404',
  /** Unknown task id or not the caller's task. */
  taskNotFound: '40405',
  /** The tool has no server task, or the files do not suit it. */
  taskNotSupported: '40906',
  /** The server lacks the converter the tool needs (e.g. LibreOffice); the message names the packages. */
  converterMissing: '50301',
} as const;

/** Upload status in trans-start / trans-data answers. */
export const TransStatus = {
  /** Chunks are still missing. */
  uploading: 1,
  /** Every chunk arrived, the hash and the content type checked out: the file is ready. */
  done: 2,
} as const;

const fileId = z.string().min(1).max(64);
const funcCode = z.string().trim().min(1).max(64);
/** A hex SHA-256 digest (64 characters, any case). */
const sha256 = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'expected a 64-character hex SHA-256')
  .transform((v) => v.toLowerCase());

/** POST /file/query-file-upload-config: the limits for uploading files for one tool. */
export const uploadConfigRequest = z.object({
  funcCode: funcCode.optional(),
  apiType: z.string().max(32).optional(),
});
export const uploadConfigResponse = z.object({
  /** Chunk size in KiB; every chunk but the last is exactly this long. */
  splitSizeKB: z.number().int().positive(),
  /** Largest single file, in KiB. */
  maxFileSizeKB: z.number().int().positive(),
  /** Most a user (or tourist address) may keep stored at once, in KiB. */
  maxUserSizeKB: z.number().int().positive(),
  /** What the caller already keeps, in KiB (unfinished uploads count by their full size). */
  usedSizeKB: z.number().int().nonnegative(),
  /** Most files one task accepts. */
  maxFileCount: z.number().int().positive(),
  /** Accepted kinds for the tool, as lower-case extensions ('docx', 'doc', 'pdf', 'png', ...). */
  accept: z.array(z.string()),
  /** Days files and results are kept (the spec's fileCacheDay). */
  fileCacheDay: z.number().int().positive(),
});
export type UploadConfig = z.infer<typeof uploadConfigResponse>;

/** POST /file/trans-start: begin or resume an upload. */
export const transStartRequest = z.object({
  name: z.string().trim().min(1).max(255),
  /** Bytes. */
  size: z.number().int().positive(),
  /** SHA-256 (hex) of the whole file; checked when the last chunk arrives. */
  hash: sha256,
  funcCode,
});
export type TransStartRequest = z.input<typeof transStartRequest>;
export const transStartResponse = z.object({
  fileId: z.string(),
  splitSizeKB: z.number().int().positive(),
  splitCount: z.number().int().positive(),
  /** Chunk indexes the server already holds (resume: send only the others). */
  alreadyWriteIndexList: z.array(z.number().int().nonnegative()),
  /** 1 uploading, 2 done (the same file was already uploaded completely: nothing to send). */
  status: z.union([z.literal(1), z.literal(2)]),
});
export type TransStart = z.infer<typeof transStartResponse>;

/**
 * POST /file/trans-data?fileId=…&index=… with the chunk's raw bytes as the body
 * (`Content-Type: application/octet-stream`). Index is 0-based; every chunk is `splitSizeKB`
 * KiB except the last. Sending a chunk the server already has is harmless. The answer is the
 * usual JSON envelope.
 */
export const transDataQuery = z.object({
  fileId,
  index: z.coerce.number().int().nonnegative(),
});
export const transDataResponse = z.object({
  fileId: z.string(),
  index: z.number().int(),
  status: z.union([z.literal(1), z.literal(2)]),
  alreadyWriteIndexList: z.array(z.number().int().nonnegative()),
});
export type TransData = z.infer<typeof transDataResponse>;

/** A stored file as /file/query answers. */
export const fileInfoSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mimeType: z.string(),
  /** Lower-case extension detected from the content ('docx', 'pdf', 'zip', 'png', ...). */
  ext: z.string(),
  /** 1 uploading, 2 ready. */
  status: z.union([z.literal(1), z.literal(2)]),
  /** Epoch ms. */
  createTime: z.number(),
  /** Epoch ms after which the file is deleted (code 997 from then on). */
  expireTime: z.number(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** POST /file/query (fileId) → fileInfoSchema; 997 when expired or deleted. */
export const fileQueryRequest = z.object({ fileId });

/** POST /file/down-start (fileId) → download start info; 997 when expired or deleted. */
export const downStartRequest = z.object({ fileId });
export const downStartResponse = z.object({
  /** The download's id (a capability: valid for one hour, for this file only). */
  id: z.string(),
  /** Number of chunks; GET `${url}/${index}` for each. 0 only for an empty file. */
  splitCount: z.number().int().nonnegative(),
  /** Path of the chunks, e.g. `/file/down-data/<id>`; chunk n is `${url}/${n}`. */
  url: z.string(),
  mimeType: z.string(),
  name: z.string(),
  /** Bytes of the whole file. */
  size: z.number().int().nonnegative(),
  /** True when the file served is the watermarked preview of an unpaid result. */
  watermarked: z.boolean(),
});
export type DownStart = z.infer<typeof downStartResponse>;

/**
 * GET /file/down-data/{startId}/{index}: one chunk's bytes (`application/octet-stream`). An
 * error is answered as the JSON envelope with a non-2xx status (997 with HTTP 410 when expired).
 */
export const downDataParams = z.object({
  startId: z.string().min(1).max(64),
  index: z.coerce.number().int().nonnegative(),
});

/** POST /file/file-tips (apiType) → how many days files are kept. */
export const fileTipsRequest = z.object({ apiType: z.string().max(32).optional() });
export const fileTipsResponse = z.object({ fileCacheDay: z.number().int().positive() });
export type FileTips = z.infer<typeof fileTipsResponse>;
