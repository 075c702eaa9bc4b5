import type { CompressLevel } from '@toolbox/toolkit/pdf/compress';

export interface PdfCompressRequest {
  name: string;
  bytes: ArrayBuffer;
  level: CompressLevel;
}

export interface PdfCompressResponse {
  bytes: ArrayBuffer;
  originalSize: number;
  /** Our output was not smaller: `bytes` is the input unchanged. */
  keptOriginal: boolean;
  imagesChanged: number;
  imagesTotal: number;
  pageCount: number;
}
