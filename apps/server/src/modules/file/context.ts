import type { FastifyBaseLogger } from 'fastify';
import type { FilesConfig } from '../../config.ts';
import type { Database } from '../../db/open.ts';
import type { Clock } from '../session/clock.ts';
import type { Storage } from '../storage/storage.ts';

/** What the file and task services need, built once per app. */
export interface FileContext {
  db: Database;
  storage: Storage;
  files: FilesConfig;
  clock: Clock;
  log: FastifyBaseLogger;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A new storage key: date folders keep listings short; the name is random, never the user's. */
export function newStorageKey(now: Date, random: string): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '/');
  return `objects/${day}/${random}`;
}

/** Where the chunks of an unfinished upload are kept. */
export const partKey = (fileId: string, index: number) => `parts/${fileId}/${index}`;
