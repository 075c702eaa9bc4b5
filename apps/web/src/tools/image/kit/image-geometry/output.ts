// What a geometry tool writes: the batch kit's output options, with one rule of its own, and the
// output file named after the input (worker side and tests).
import {
  FORMAT_EXTENSION,
  FORMAT_MIME,
  hasTransparency,
  type EncodeSpec,
  type Pixels,
  type SourceFormat,
} from '@toolbox/toolkit/image';
import { withSuffix } from '../../../../framework/format.ts';
import type { ImageDraft } from '../../../../features/image-batch/handler.ts';
import {
  DEFAULT_OUTPUT,
  encodeSpecOf,
  type OutputOptions,
} from '../../../../features/image-batch/output-options.tsx';

/** The formats a geometry tool offers. */
export const GEOMETRY_FORMATS = ['keep', 'jpeg', 'png', 'webp'] as const;

/** Same format as the original, at a high quality: the point of these tools is the geometry, not the size. */
export const GEOMETRY_OUTPUT: OutputOptions = { ...DEFAULT_OUTPUT, format: 'keep', quality: 92 };

/**
 * The encoder settings of one output. With 'keep', a JPEG whose result gained transparency (the corners
 * of a turned photo, a transparent background) is written as PNG, so the transparency asked for stays.
 */
export function specFor(output: OutputOptions, source: SourceFormat, pixels: Pixels): EncodeSpec {
  const spec = encodeSpecOf(output, source);
  if (output.format === 'keep' && spec.format === 'jpeg' && hasTransparency(pixels))
    return { ...spec, format: 'png' };
  return spec;
}

/** Encodes one output named after the input (`photo.jpg` + `-cropped` → `photo-cropped.jpg`). */
export async function outputFile(
  pixels: Pixels,
  target: { name: string; suffix: string; output: OutputOptions; source: SourceFormat },
  encode: (pixels: Pixels, spec: EncodeSpec) => Promise<Uint8Array>,
): Promise<ImageDraft> {
  const spec = specFor(target.output, target.source, pixels);
  const bytes = await encode(pixels, spec);
  return {
    name: withSuffix(target.name, target.suffix, FORMAT_EXTENSION[spec.format]),
    bytes,
    type: FORMAT_MIME[spec.format],
    width: pixels.width,
    height: pixels.height,
  };
}
