/** Raw RGBA pixels, the shape of the DOM's ImageData without needing the DOM. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type CompressFormat = 'jpeg' | 'webp' | 'png';

/** The spec's image shrink result status: 1 within target, 2 outside target, 0 too large. */
export type ShrinkStatus = 0 | 1 | 2;

/** Encoders injected by the caller, so the search runs the same in a worker and in Node. */
export interface Encoders {
  /** Lossy encode at quality 1..99. */
  jpeg: (pixels: Pixels, quality: number) => Promise<Uint8Array>;
  webp: (pixels: Pixels, quality: number) => Promise<Uint8Array>;
  /** Lossless PNG at optimisation level 1..6 (higher = smaller and slower). */
  png: (pixels: Pixels, level: number) => Promise<Uint8Array>;
}

export interface CompressOptions {
  format: CompressFormat;
  /** Target size in bytes. */
  targetBytes: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface CompressResult {
  bytes: Uint8Array | null;
  status: ShrinkStatus;
  /** Quality (lossy) or level (PNG) that produced `bytes`. */
  quality: number;
  /** How many encodes the search ran. */
  attempts: number;
}

/** Largest canvas the spec allows (section 9): pixels beyond it answer status 0. */
export const MAX_CANVAS_PIXELS = 268_421_360;

/** Finds the highest quality whose output fits the target (binary search over 1..99). */
export async function compressToTarget(
  _pixels: Pixels,
  _options: CompressOptions,
  _encoders: Encoders,
): Promise<CompressResult> {
  throw new Error('not implemented yet');
}
