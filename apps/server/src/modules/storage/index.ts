import { join } from 'node:path';
import type { FilesConfig } from '../../config.ts';
import { localStorage } from './local.ts';
import type { Storage } from './storage.ts';

/**
 * The configured storage: the S3 bucket when S3_BUCKET is set, otherwise DATA_DIR/files. The S3
 * client (the AWS SDK, slow to load) is imported only when a bucket is configured, so a server on
 * local storage does not load it at start.
 */
export async function createStorage(files: FilesConfig, dataDir: string): Promise<Storage> {
  if (!files.s3) return localStorage(join(dataDir, 'files'));
  const { s3Storage } = await import('./s3.ts');
  return s3Storage(files.s3);
}
