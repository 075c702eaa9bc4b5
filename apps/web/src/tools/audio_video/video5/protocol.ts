import type { OutputBytes } from '../kit/video/engine.ts';
import type { ProbeRequest, ProbeResponse } from '../kit/video/protocol.ts';

export type SpeedRequest = ProbeRequest | { kind: 'speed'; file: File; speed: number };

export type SpeedResponse = ProbeResponse | { kind: 'speed'; bytes: OutputBytes; duration: number };
