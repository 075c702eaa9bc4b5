// What the page and a geometry tool's worker exchange: a preview of the picked image, then the run.
import type { ImageJobResult } from '../../../../features/image-batch/protocol.ts';

/** Longest side of the preview the page draws and edits on. */
export const PREVIEW_SIDE = 1400;

/**
 * `preview`: decode (EXIF orientation applied, canvas limit checked) and answer the size and a small
 * copy to show; `run`: the tool's work on one file; `runMany`: on several files in order (long image).
 */
export type GeometryRequest<Options> =
  | { kind: 'preview'; file: File }
  | { kind: 'run'; file: File; options: Options }
  | { kind: 'runMany'; files: File[]; options: Options };

export interface ImagePreview {
  kind: 'preview';
  /** The image's size as a viewer shows it. */
  width: number;
  height: number;
  /** The small copy (PNG where the image has transparency, else JPEG). */
  bytes: ArrayBuffer;
  type: string;
}

export type GeometryAnswer = ImagePreview | ({ kind: 'run' } & ImageJobResult);
