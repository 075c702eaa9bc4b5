export interface WordMergeRequest {
  files: { name: string; bytes: ArrayBuffer }[];
}

export interface WordMergeResponse {
  bytes: ArrayBuffer;
  /** Pictures in the merged document. */
  images: number;
}
