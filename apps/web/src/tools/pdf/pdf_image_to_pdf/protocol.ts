import type { ImageOrientation, ImagePageSize } from '@toolbox/toolkit/pdf';

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
