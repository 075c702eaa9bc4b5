import type { OutputBytes } from '../kit/video/engine.ts';
import type { ProbeRequest, ProbeResponse } from '../kit/video/protocol.ts';

/** `exact` re-encodes the video so the cut lands on the asked frames; `keyframe` copies it from the key frame before the start. */
export type CutMode = 'exact' | 'keyframe';

export type CutRequest =
  ProbeRequest | { kind: 'cut'; file: File; start: number; end: number; mode: CutMode };

export type CutResponse =
  | ProbeResponse
  | { kind: 'cut'; bytes: OutputBytes; extension: string; mime: string; start: number; duration: number };
