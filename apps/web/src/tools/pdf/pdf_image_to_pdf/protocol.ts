import type { ImageOrientation, ImagePageSize } from '@toolbox/toolkit/pdf/images-to-pdf.ts';

export interface ImagesRequest {
  images: Array<{ name: string; bytes: ArrayBuffer }>;
  pageSize: ImagePageSize;
  orientation: ImageOrientation;
  margin: number;
}

export interface ImagesResponse {
  bytes: ArrayBuffer;
  pageCount: number;
}
