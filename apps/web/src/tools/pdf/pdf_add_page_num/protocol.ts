import type { PageNumberOptions } from '@toolbox/toolkit/pdf/page-numbers.ts';

export interface PageNumRequest {
  name: string;
  bytes: ArrayBuffer;
  options: PageNumberOptions;
}

export interface PageNumResponse {
  bytes: ArrayBuffer;
  pageCount: number;
}
