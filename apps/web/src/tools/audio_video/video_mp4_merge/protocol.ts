import type { MergeOutcome } from '../kit/video/merge.ts';

export interface MergeRequest {
  files: File[];
}

export type MergeResponse = MergeOutcome;
