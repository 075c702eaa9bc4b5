import { withSuffix } from '../../../framework/format.ts';
import {
  FORMAT_EXTENSION,
  FORMAT_MIME,
  compressToTarget,
  MAX_DPI,
  MIN_DPI,
  resizePixels,
  resizeTarget,
  setDpi,
  type Encoders,
} from '@toolbox/toolkit/image';
import type { ImageWork } from '../../../features/image-batch/handler.ts';
import { encodeSpecOf } from '../../../features/image-batch/output-options.tsx';
import type { SizeOptions } from './options.ts';

/**
 * One image to the new size (Lanczos-3), then encoded as chosen; with a largest file size, JPG, WebP
 * and PNG search their quality to fit (image_compress's engine) and say when even the lowest does not.
 * A print size writes its DPI into the file where the format has a place for it.
 */
export const resizeWork: ImageWork<SizeOptions> = async ({ pixels, source }, ctx) => {
  const { spec, output, maxBytes } = ctx.options;
  const size = resizeTarget(pixels, spec);
  const resized = await resizePixels(pixels, size, ctx.codecs.resample);
  const encodeSpec = encodeSpecOf(output, source);
  const { format } = encodeSpec;
  let bytes: Uint8Array;
  if (maxBytes !== null && (format === 'jpeg' || format === 'webp' || format === 'png')) {
    const encoders: Encoders = {
      jpeg: (p, quality) => ctx.encode(p, { ...encodeSpec, format: 'jpeg', quality }),
      webp: (p, quality) => ctx.encode(p, { ...encodeSpec, format: 'webp', quality }),
      png: (p) => ctx.encode(p, { ...encodeSpec, format: 'png', optimisePng: true }),
    };
    const found = await compressToTarget(
      resized,
      { format, targetBytes: maxBytes, onProgress: ctx.onProgress },
      encoders,
    );
    if (!found.bytes) throw Object.assign(new Error('too large'), { code: 'file_too_large' });
    if (found.status === 2) ctx.note({ code: 'over_target' });
    bytes = found.bytes;
  } else {
    bytes = await ctx.encode(resized, encodeSpec);
  }
  if (spec.mode === 'print') {
    // A print size is kept by the file's own DPI (JFIF and EXIF, pHYs, the BMP header), so that it
    // prints at that size; WebP, AVIF and GIF have no such field.
    const marked = setDpi(bytes, Math.min(MAX_DPI, Math.max(MIN_DPI, Math.round(spec.dpi))));
    if (marked.ok) bytes = marked.bytes;
    else ctx.note({ code: 'dpi_not_kept' });
  }
  const ext = FORMAT_EXTENSION[format];
  return [
    {
      name: withSuffix(ctx.file.name, `-${size.width}x${size.height}`, ext),
      bytes,
      type: FORMAT_MIME[format],
      width: size.width,
      height: size.height,
    },
  ];
};
