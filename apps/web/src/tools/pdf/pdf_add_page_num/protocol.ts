import type { PageNumberOptions } from '@toolbox/toolkit/pdf';

export interface PageNumRequest {
  name: string;
  bytes: ArrayBuffer;
  options: PageNumberOptions;
}

export interface PageNumResponse {
  bytes: ArrayBuffer;
  pageCount: number;
}
