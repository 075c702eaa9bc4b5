import type { SplitMode } from '@toolbox/toolkit/pdf';

/** What the PDF page tools ask their worker. */
export type PagesRequest =
  | { kind: 'inspect'; name: string; bytes: ArrayBuffer }
  | { kind: 'delete' | 'extract'; name: string; bytes: ArrayBuffer; pages: string }
  | { kind: 'rotate'; name: string; bytes: ArrayBuffer; turns: number[] }
  | { kind: 'split'; name: string; bytes: ArrayBuffer; mode: SplitMode };

export interface PagesFile {
  name: string;
  bytes: ArrayBuffer;
  pageCount: number;
}

export type PagesResponse = { kind: 'inspect'; pageCount: number } | { kind: 'files'; files: PagesFile[] };
