import type { Readable } from 'node:stream';

/**
 * Where file bytes live: local disk under DATA_DIR (the default) or an S3-compatible bucket.
 * Keys are server-made relative paths (`objects/…`, `parts/<fileId>/<index>`); callers never pass
 * user input as a key.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes an object whole; `size` is the exact byte count of `body`. Replaces an existing one. */
  put(key: string, body: Buffer | Readable, size: number): Promise<void>;
  /** The object's bytes as a stream; throws StorageMissingError when absent. */
  read(key: string): Promise<Readable>;
  /** Bytes `start` (inclusive) to `end` (exclusive); shorter when the object ends first. */
  readRange(key: string, start: number, end: number): Promise<Buffer>;
  /** The object's size in bytes, or null when it does not exist. */
  size(key: string): Promise<number | null>;
  /** Deletes objects; missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix (for the orphan sweep). */
  list(prefix: string): AsyncIterable<string>;
}

/** Thrown by `read` for a key that is not stored. */
export class StorageMissingError extends Error {
  constructor(key: string) {
    super(`object not found: ${key}`);
  }
}

/** Refuses keys that could leave the storage root. */
export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.split('/').some((p) => p === '..' || p === '')) {
    throw new Error(`bad storage key: ${key}`);
  }
  return key;
}
