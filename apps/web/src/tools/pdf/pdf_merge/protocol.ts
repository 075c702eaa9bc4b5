import type { InspectRequest, InspectResponse } from '../kit/pdf-merge/inspect.ts';
import type { PdfFailure } from '@toolbox/toolkit/pdf';

/** What the page asks the PDF worker: read one file's page count, or merge files in order. */
export type MergeRequest =
  InspectRequest | { kind: 'merge'; files: Array<{ name: string; bytes: ArrayBuffer }> };

export type MergeResponse =
  InspectResponse | { kind: 'merge'; bytes: ArrayBuffer | null; pageCount: number; failed: PdfFailure[] };
