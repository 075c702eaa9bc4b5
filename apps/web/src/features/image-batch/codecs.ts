// The codecs an image job runs on, injected: the browser's in the worker (browser-codecs.ts),
// jSquash-in-Node in the unit tests (node-codecs.ts), so the same handler runs in both.
import type { EncodeSpec, Pixels, Resampler, SourceFormat } from '@toolbox/toolkit/image';
import type { ImageNote } from './protocol.ts';

/** A decoded image, EXIF orientation applied (pixels as a viewer shows them). */
export interface DecodedImage {
  pixels: Pixels;
  source: SourceFormat;
  /** e.g. 'gif_first_frame' for an animated GIF. */
  notes: ImageNote[];
}

export interface ImageCodecs {
  /** Decodes a file; throws coded errors: `file_too_large` (canvas limit), `image_load_abnormal`, `unsupported_file`. */
  decode: (file: Blob) => Promise<DecodedImage>;
  encode: (pixels: Pixels, spec: EncodeSpec) => Promise<Uint8Array>;
  /** Lanczos-3 resampling. */
  resample: Resampler;
}

/** A decoder for a format the browser cannot open (HEIC, say), added by the tool that needs it. */
export type ExtraDecoder = (bytes: Uint8Array) => Promise<{ pixels: Pixels; notes?: ImageNote[] }>;
