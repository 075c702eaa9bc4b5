import type { VideoInfo } from './engine.ts';

/** Every video tool's worker first answers this: the picked file's length, size, codecs and preview frames. */
export interface ProbeRequest {
  kind: 'probe';
  file: File;
}

export interface ProbeResponse {
  kind: 'probe';
  info: VideoInfo;
}

export type { VideoInfo };
