import type { GifOptions, GifOutcome } from '../kit/video/gif.ts';
import type { ProbeRequest, ProbeResponse } from '../kit/video/protocol.ts';

export type GifRequest = ProbeRequest | { kind: 'gif'; file: File; options: GifOptions };

export type GifResponse = ProbeResponse | ({ kind: 'gif' } & GifOutcome);
