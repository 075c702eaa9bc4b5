import { join } from 'node:path';
import type { FilesConfig } from '../../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** The configured storage: the S3 bucket when S3_BUCKET is set, otherwise DATA_DIR/files. */
export function createStorage(files: FilesConfig, dataDir: string): Storage {
  return files.s3 ? s3Storage(files.s3) : localStorage(join(dataDir, 'files'));
}
