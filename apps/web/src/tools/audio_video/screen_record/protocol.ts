import type { OutputBytes } from '../kit/video/engine.ts';
import type { RecordFormat } from './recorder.ts';

/** Save a recording (MediaRecorder's file) as a WebM or an MP4 with a proper index and length. */
export interface SaveRequest {
  kind: 'save';
  file: File;
  to: RecordFormat;
}

export interface SaveResponse {
  kind: 'save';
  bytes: OutputBytes;
  mime: string;
}
