import type { CompressFormat, ShrinkStatus } from '@toolbox/toolkit/image';
import type { OutputChoice } from './target.ts';

/** One image to compress, sent to the worker (a File is cloned cheaply: it is a handle, not a copy). */
export interface CompressRequest {
  file: File;
  choice: OutputChoice;
  targetBytes: number;
}

/** Why nothing was encoded (status 0): the spec's 'image dimensions too large' or 'image load abnormal'. */
export type TooLargeReason = 'too_large' | 'load_abnormal';

export interface CompressResponse {
  status: ShrinkStatus;
  format: CompressFormat;
  /** The output file's bytes; absent for status 0. */
  bytes?: ArrayBuffer;
  /** MozJPEG/WebP quality 1..99, or the oxipng level for PNG; 0 when nothing was encoded. */
  quality: number;
  attempts: number;
  width: number;
  height: number;
  reason?: TooLargeReason;
  /** True when the original file was already within the target and smaller than any re-encode. */
  keptOriginal?: boolean;
  /** The delivered file carries a GPS position (only a kept original can: encoders write no metadata). */
  location?: boolean;
  /** The original carried EXIF or XMP (camera, date, location) and the re-encoded file keeps none of it. */
  metadataDropped?: boolean;
}
