import type { PdfInspection } from '@toolbox/toolkit/pdf/merge.ts';
import type { PagePick } from '@toolbox/toolkit/pdf/assemble.ts';

/** Read one file's page count, or build the output from picked pages of several files. */
export type MergeAdvRequest =
  | { kind: 'inspect'; bytes: ArrayBuffer }
  | { kind: 'assemble'; files: Array<{ name: string; bytes: ArrayBuffer }>; picks: PagePick[] };

export type MergeAdvResponse =
  | { kind: 'inspect'; inspection: PdfInspection }
  | { kind: 'assemble'; bytes: ArrayBuffer; pageCount: number };
