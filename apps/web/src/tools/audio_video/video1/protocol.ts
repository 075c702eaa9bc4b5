import type { OutputBytes } from '../kit/video/engine.ts';
import type { VideoContainer } from '../kit/video/engine.ts';
import type { ProbeRequest, ProbeResponse } from '../kit/video/protocol.ts';

export type ConvertRequest = ProbeRequest | { kind: 'convert'; file: File; to: VideoContainer };

export type ConvertResponse = ProbeResponse | { kind: 'convert'; bytes: OutputBytes; mime: string };
