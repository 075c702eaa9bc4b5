// What the HEIC tools ask of their worker (one file, the output format and JPEG quality) and what it
// answers (the image batch's answer, each output with a thumbnail for the page's preview).
import type { ImageJobResult, ImageOutput } from '../../../../features/image-batch/protocol.ts';

export type HeicFormat = 'jpeg' | 'png';

export interface HeicOptions {
  format: HeicFormat;
  /** 1..100, JPEG only. */
  quality: number;
  /**
   * JPEG only: MozJPEG (progressive, trellis) for about a quarter fewer bytes, several times slower.
   * Otherwise the browser's own encoder writes it (libjpeg-turbo, as heif-convert's libjpeg).
   */
  smallest: boolean;
}

export const DEFAULT_HEIC_OPTIONS: HeicOptions = { format: 'jpeg', quality: 90, smallest: false };

/** The file types the HEIC tools accept (iPhones name them .HEIC; some cameras .HIF). */
export const HEIC_ACCEPT = '.heic,.heif,.hif,image/heic,image/heif,image/heic-sequence,image/heif-sequence';

/** One output of the HEIC worker; its `thumbnail` is a small WebP when the worker could draw one. */
export type HeicOutput = ImageOutput;

/** What the HEIC worker answers: the image batch's answer. */
export type HeicJobResult = ImageJobResult;
