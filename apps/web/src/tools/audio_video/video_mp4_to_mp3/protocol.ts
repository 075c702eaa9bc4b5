import type { OutputBytes } from '../kit/video/engine.ts';
import type { ProbeRequest, ProbeResponse } from '../kit/video/protocol.ts';

export type ToMp3Request = ProbeRequest | { kind: 'mp3'; file: File; kbps: number };

export type ToMp3Response =
  ProbeResponse | { kind: 'mp3'; bytes: OutputBytes; channels: number; sampleRate: number };
