// The compression types, in their own module so quality-search.ts and sample.ts need not import compress.ts
// (which imports them): no import cycle.

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
  /** `fullChroma`: colour at full resolution (4:4:4) whatever the quality (see jpeg-options.ts). */
  jpeg: (pixels: Pixels, quality: number, fullChroma?: boolean) => Promise<Uint8Array>;
  webp: (pixels: Pixels, quality: number) => Promise<Uint8Array>;
  /** Lossless PNG at optimisation level 1..6 (higher = smaller and slower). */
  png: (pixels: Pixels, level: number) => Promise<Uint8Array>;
}

export interface CompressOptions {
  format: CompressFormat;
  /** Target size in bytes. */
  targetBytes: number;
  signal?: AbortSignal;
  /** Called after each full-size encode; `total` estimates how many the search will run in all. */
  onProgress?: (done: number, total: number) => void;
  /** Lossy images above this many pixels let a sample mosaic guide the search (default 4 MP; 0 = always). */
  sampleAbovePixels?: number;
}

export interface CompressResult {
  /** The chosen output; null only when status is 0. */
  bytes: Uint8Array | null;
  status: ShrinkStatus;
  /** Quality (lossy) or level (PNG) that produced `bytes`; 0 when nothing was encoded. */
  quality: number;
  /** How many encodes of the whole image the search ran. */
  attempts: number;
  /** How many encodes of the sample mosaic (about a sixteenth of the image) guided it. */
  sampleEncodes: number;
}
