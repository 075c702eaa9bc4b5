/** Unlock one PDF with a password ('' first: files with owner restrictions only need none). */
export interface UnlockRequest {
  name: string;
  bytes: ArrayBuffer;
  password: string;
}

export interface UnlockResponse {
  name: string;
  bytes: ArrayBuffer;
  pageCount: number;
}
