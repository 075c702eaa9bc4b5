// image_format_change and the other converting tools: RGBA pixels to any output format, through
// injected primitive encoders (jSquash in the worker and in Node), so the rules live in one place.
import { encodeBmp } from './bmp.ts';
import type { Pixels } from './compress-types.ts';
import { flattenOnto, hasTransparency, type Rgb } from './flatten.ts';
import { FORMAT_ALPHA, type OutputFormat } from './formats.ts';
import { encodeGif } from './gif.ts';
import { ICO_SIZES, encodeIco, icoSizesFor } from './ico.ts';
import type { Resampler } from './resize.ts';

/** The codecs a converter needs: quality is 1..100; `png` is lossless, `optimise` runs oxipng. */
export interface PrimitiveEncoders {
  /** `fullChroma`: colour at full resolution (4:4:4) whatever the quality (see jpeg-options.ts). */
  jpeg: (pixels: Pixels, quality: number, fullChroma?: boolean) => Promise<Uint8Array>;
  webp: (pixels: Pixels, quality: number) => Promise<Uint8Array>;
  avif: (pixels: Pixels, quality: number) => Promise<Uint8Array>;
  png: (pixels: Pixels, optimise: boolean) => Promise<Uint8Array>;
}

export interface EncodeSpec {
  format: OutputFormat;
  /** 1..100 for JPEG, WebP and AVIF (default 82). */
  quality?: number;
  /** What transparency is flattened onto where the format cannot keep it (default white). */
  background?: Rgb;
  /**
   * JPEG: keep colour at full resolution (4:4:4) at any quality, for pictures with drawn text or lines
   * whose colour edges are the point (watermarks); photos are best at 4:2:0 below quality 90.
   */
  fullChroma?: boolean;
  /** PNG (and ICO entries): also run oxipng, slower and smaller. */
  optimisePng?: boolean;
  /** ICO: the square sizes to pack (default 16, 32, 48, 256 up to the picture's size). */
  icoSizes?: readonly number[];
}

export const DEFAULT_QUALITY = 82;
export const DEFAULT_ICO_SIZES = [16, 32, 48, 256] as const;
const WHITE: Rgb = [255, 255, 255];

/** Encodes pixels as `spec.format`, flattening transparency onto the background where the format has none. */
export async function encodeImage(
  pixels: Pixels,
  spec: EncodeSpec,
  encoders: PrimitiveEncoders,
  resample: Resampler,
): Promise<Uint8Array> {
  const quality = Math.min(100, Math.max(1, Math.round(spec.quality ?? DEFAULT_QUALITY)));
  const background = spec.background ?? WHITE;
  const alpha = FORMAT_ALPHA[spec.format];
  switch (spec.format) {
    case 'jpeg':
      return encoders.jpeg(
        alpha === 'none' && hasTransparency(pixels) ? flattenOnto(pixels, background) : pixels,
        quality,
        spec.fullChroma ?? false,
      );
    case 'webp':
      return encoders.webp(pixels, quality);
    case 'avif':
      return encoders.avif(pixels, quality);
    case 'png':
      return encoders.png(pixels, spec.optimisePng ?? false);
    case 'bmp':
      return encodeBmp(pixels);
    case 'gif':
      return encodeGif(pixels, background);
    case 'ico':
      return encodeIcoFrom(pixels, spec, encoders, resample);
  }
}

/** Each ICO size: the picture fitted into the square (aspect kept, centred on transparent), as PNG. */
async function encodeIcoFrom(
  pixels: Pixels,
  spec: EncodeSpec,
  encoders: PrimitiveEncoders,
  resample: Resampler,
): Promise<Uint8Array> {
  const chosen = (spec.icoSizes ?? DEFAULT_ICO_SIZES).filter((s) =>
    (ICO_SIZES as readonly number[]).includes(s),
  );
  const sizes = icoSizesFor(chosen.length ? chosen : DEFAULT_ICO_SIZES, pixels.width, pixels.height);
  const entries = [];
  for (const size of sizes) {
    const square = await fitSquare(pixels, size, resample);
    entries.push({ width: size, height: size, png: await encoders.png(square, spec.optimisePng ?? false) });
  }
  return encodeIco(entries);
}

/** The pixels scaled to fit a size × size square and centred on a transparent one. */
export async function fitSquare(pixels: Pixels, size: number, resample: Resampler): Promise<Pixels> {
  const scale = size / Math.max(pixels.width, pixels.height);
  const w = Math.max(1, Math.round(pixels.width * scale));
  const h = Math.max(1, Math.round(pixels.height * scale));
  const scaled = w === pixels.width && h === pixels.height ? pixels : await resample(pixels, w, h);
  if (w === size && h === size) return scaled;
  const data = new Uint8ClampedArray(size * size * 4);
  const left = Math.floor((size - w) / 2);
  const top = Math.floor((size - h) / 2);
  for (let y = 0; y < h; y++) {
    const from = y * w * 4;
    data.set(scaled.data.subarray(from, from + w * 4), ((top + y) * size + left) * 4);
  }
  return { data, width: size, height: size };
}
