import type { S3Options } from './modules/storage/s3.ts';

/** Limits of uploads, retention and conversions, and where files are stored. */
export interface FilesConfig {
  /** Days uploads and results are kept (the spec's fileCacheDay). */
  fileCacheDay: number;
  maxFileBytes: number;
  /** Most one user or tourist address keeps stored at once. */
  userQuotaBytes: number;
  splitSizeKB: number;
  sofficePath: string;
  pdftoppmPath: string;
  /** A conversion is killed after this long and retried. */
  convertTimeoutMs: number;
  /** Address-space limit of a converter process (ulimit -v), in MiB. */
  convertMemoryMB: number;
  /** Set when S3_BUCKET is: store files there instead of DATA_DIR/files. */
  s3: S3Options | null;
  /** Conversions run in the server process; false (TASK_WORKERS=0) leaves them to `npm run worker`. */
  inProcessWorkers: boolean;
}

export const defaultFilesConfig: FilesConfig = {
  fileCacheDay: 3,
  maxFileBytes: 256 * 1024 * 1024,
  userQuotaBytes: 1024 * 1024 * 1024,
  splitSizeKB: 2048,
  sofficePath: 'soffice',
  pdftoppmPath: 'pdftoppm',
  convertTimeoutMs: 120_000,
  convertMemoryMB: 2048,
  s3: null,
  inProcessWorkers: true,
};
