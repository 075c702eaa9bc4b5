/** One input of a merge. */
export interface PdfInput {
  name: string;
  bytes: Uint8Array;
}

/** Why a file could not be merged: encrypted files and unreadable (damaged, not a PDF) ones. */
export type PdfFailureReason = 'encrypted' | 'unreadable';

export interface PdfFailure {
  name: string;
  reason: PdfFailureReason;
}

export interface MergeResult {
  /** The merged PDF, or null when no input could be read. */
  bytes: Uint8Array | null;
  pageCount: number;
  failed: PdfFailure[];
}

export interface MergeOptions {
  /** Called after each input file with (done, total). */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** Merges PDFs in order; files that are encrypted or unreadable are skipped and listed in `failed`. */
export async function mergePdfs(_inputs: PdfInput[], _options: MergeOptions = {}): Promise<MergeResult> {
  throw new Error('not implemented yet');
}
