import type { InspectRequest, InspectResponse } from '../kit/pdf-merge/inspect.ts';
import type { PagePick } from '@toolbox/toolkit/pdf';

/** Read one file's page count, or build the output from picked pages of several files. */
export type MergeAdvRequest =
  | InspectRequest
  | { kind: 'assemble'; files: Array<{ name: string; bytes: ArrayBuffer }>; picks: PagePick[] };

export type MergeAdvResponse = InspectResponse | { kind: 'assemble'; bytes: ArrayBuffer; pageCount: number };
