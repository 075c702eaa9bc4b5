import type { OutputBytes } from '../kit/video/engine.ts';
import type { CompressLevel } from '@toolbox/toolkit/video';
import type { ProbeRequest, ProbeResponse } from '../kit/video/protocol.ts';

export type CompressRequest = ProbeRequest | { kind: 'compress'; file: File; level: CompressLevel };

export type CompressResponse =
  ProbeResponse | { kind: 'compress'; bytes: OutputBytes; width: number; height: number; bitrate: number };
