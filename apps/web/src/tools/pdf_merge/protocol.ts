import type { PdfFailure, PdfInspection } from '@toolbox/toolkit/pdf/merge.ts';

/** What the page asks the PDF worker: read one file's page count, or merge files in order. */
export type MergeRequest =
  | { kind: 'inspect'; bytes: ArrayBuffer }
  | { kind: 'merge'; files: Array<{ name: string; bytes: ArrayBuffer }> };

export type MergeResponse =
  | { kind: 'inspect'; inspection: PdfInspection }
  | { kind: 'merge'; bytes: ArrayBuffer | null; pageCount: number; failed: PdfFailure[] };
