// What the HEIC tools ask of their worker: one file, the output format and JPEG quality.

export type HeicFormat = 'jpeg' | 'png';

export interface HeicOptions {
  format: HeicFormat;
  /** 1..100, JPEG only. */
  quality: number;
}

export const DEFAULT_HEIC_OPTIONS: HeicOptions = { format: 'jpeg', quality: 90 };

/** The file types the HEIC tools accept (iPhones name them .HEIC; some cameras .HIF). */
export const HEIC_ACCEPT = '.heic,.heif,.hif,image/heic,image/heif,image/heic-sequence,image/heif-sequence';
