export interface InspectRequest {
  name: string;
  bytes: ArrayBuffer;
}

export interface InspectResponse {
  pageCount: number;
}
