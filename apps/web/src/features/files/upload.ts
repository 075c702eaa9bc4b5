import { FileCode, TransStatus } from '@toolbox/contracts';
import { isApiError } from '../../api/api-error.ts';
import { ToolError } from '../../framework/tool-error.tsx';
import { filesApi } from './files-api.ts';
import { hashFile, type FileHasher } from './hash-file.ts';

/** What an upload is doing: hashing the file, then sending its chunks. */
export type UploadPhase = 'hash' | 'send';

export interface UploadOptions {
  /** The tool the file is for; the server checks the content against it. */
  funcCode: string;
  /** `(phase, doneBytes, totalBytes)`; sending counts chunks the server already had as done. */
  onProgress?: (phase: UploadPhase, done: number, total: number) => void;
  signal?: AbortSignal;
  /** Attempts per chunk before the upload fails (network errors and 5xx-like codes). */
  attempts?: number;
  /** First wait before a retry, doubled each time. */
  retryDelayMs?: number;
  /** Replaces the worker hasher (tests). */
  hasher?: FileHasher;
}

/** Codes a retry cannot fix: the file itself is refused. */
const FINAL_CODES = new Set<string>([
  FileCode.typeNotAllowed,
  FileCode.fileTooLarge,
  FileCode.quotaExceeded,
  FileCode.badChunk,
  FileCode.fileNotFound,
  '001',
  '40000',
  '42900',
]);

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Uploads a file in the server's chunks and returns its fileId, ready for /task/submit.
 * Resumable: trans-start with the same name, size and SHA-256 answers the chunks the server
 * already holds (`alreadyWriteIndexList`), and only the others are sent. A failed chunk is
 * retried with a growing wait; an aborted `signal` stops between (and during) chunks.
 * Errors are the server's ApiError (its message is toasted by the client unless caught first).
 */
export async function uploadFile(file: File, options: UploadOptions): Promise<string> {
  const { signal, onProgress, attempts = 3, retryDelayMs = 500 } = options;
  const hasher = options.hasher ?? hashFile;
  const hash = await hasher(file, (done, total) => onProgress?.('hash', done, total), signal);
  signal?.throwIfAborted();

  const start = await filesApi.transStart(
    { name: file.name, size: file.size, hash, funcCode: options.funcCode },
    { signal },
  );
  if (start.status === TransStatus.done) {
    onProgress?.('send', file.size, file.size);
    return start.fileId;
  }
  const chunkBytes = start.splitSizeKB * 1024;
  const have = new Set(start.alreadyWriteIndexList);
  const byteLength = (index: number) => Math.min(chunkBytes, file.size - index * chunkBytes);
  let sent = 0;
  for (const index of have) if (index < start.splitCount) sent += byteLength(index);
  onProgress?.('send', sent, file.size);

  let finished = false;
  for (let index = 0; index < start.splitCount; index++) {
    if (have.has(index)) continue;
    const chunk = file.slice(index * chunkBytes, index * chunkBytes + byteLength(index));
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      try {
        // The last try toasts its failure; earlier ones stay quiet and are retried.
        const answer = await filesApi.transData(start.fileId, index, chunk, {
          signal,
          silent: attempt < attempts,
        });
        finished = answer.status === TransStatus.done;
        break;
      } catch (error) {
        if (signal?.aborted) throw error;
        const final = isApiError(error) && FINAL_CODES.has(error.code);
        if (final || attempt >= attempts) throw error;
        await wait(retryDelayMs * 2 ** (attempt - 1), signal);
      }
    }
    sent += chunk.size;
    onProgress?.('send', sent, file.size);
  }
  if (!finished) {
    // Every chunk was already there before this call but the server had not closed the upload:
    // a fresh trans-start tells whether it is complete now.
    const again = await filesApi.transStart(
      { name: file.name, size: file.size, hash, funcCode: options.funcCode },
      { signal },
    );
    if (again.status !== TransStatus.done) throw new ToolError('transfer_failed');
  }
  return start.fileId;
}
