import { Code } from '@toolbox/contracts';
import { isApiError } from '../../api/api-error.ts';
import { filesApi } from './files-api.ts';

/** A result file fetched from the server (the spec's "downloaded file": name, type, size, blob). */
export interface DownloadedFile {
  name: string;
  type: string;
  size: number;
  blob: Blob;
  /** The server sent the watermarked preview of an unpaid result. */
  watermarked: boolean;
}

/**
 * Why a download did not produce a file: 997 (`expired`) or an `error`; `empty` tells the spec's
 * zero-chunk case (toasted) from a failed call (only logged, spec section 8).
 */
export class DownloadError extends Error {
  override name = 'DownloadError';
  readonly empty: boolean;
  constructor(
    readonly kind: 'expired' | 'error',
    options?: { cause?: unknown; empty?: boolean },
  ) {
    super(kind === 'expired' ? 'file expired' : 'download file error', options);
    this.empty = options?.empty ?? false;
  }
}

/**
 * Fetches a stored file: down-start, then its `splitCount` chunks one after another (progress
 * `onProgress(done, total)` in chunks, starting with 0 / total), joined into one Blob.
 * Code 997 → DownloadError('expired'); zero chunks or a failed chunk → DownloadError('error').
 * An aborted `signal` rejects with the abort reason.
 */
export async function downloadFile(
  fileId: string,
  options: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const { signal, onProgress } = options;
  let start;
  try {
    start = await filesApi.downStart(fileId, { signal, silent: true });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error) && error.code === Code.fileExpired) throw new DownloadError('expired');
    throw new DownloadError('error', { cause: error });
  }
  if (start.splitCount === 0) throw new DownloadError('error', { empty: true });
  onProgress?.(0, start.splitCount);
  const parts: Blob[] = [];
  for (let index = 0; index < start.splitCount; index++) {
    try {
      parts.push(await filesApi.downData(start.url, index, { signal }));
    } catch (error) {
      if (signal?.aborted) throw error;
      if (isApiError(error) && error.code === Code.fileExpired) throw new DownloadError('expired');
      throw new DownloadError('error', { cause: error });
    }
    onProgress?.(index + 1, start.splitCount);
  }
  const blob = new Blob(parts, { type: start.mimeType });
  return { name: start.name, type: start.mimeType, size: blob.size, blob, watermarked: start.watermarked };
}
