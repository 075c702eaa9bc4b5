/** Extract the embedded images of one PDF in the worker. */
export interface ExtractRequest {
  name: string;
  bytes: ArrayBuffer;
}

export interface ExtractResponse {
  images: Array<{
    name: string;
    bytes: ArrayBuffer;
    type: string;
    page: number;
    width: number;
    height: number;
  }>;
  /** 0-based pages with images the worker could not decode: rendered instead. */
  fallbackPages: number[];
}
