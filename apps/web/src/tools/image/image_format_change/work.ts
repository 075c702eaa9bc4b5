import { withSuffix } from '../../../framework/format.ts';
import { FORMAT_ALPHA, FORMAT_EXTENSION, FORMAT_MIME, hasTransparency } from '@toolbox/toolkit/image';
import type { ImageWork } from '../../../features/image-batch/handler.ts';
import { encodeSpecOf, type OutputOptions } from '../../../features/image-batch/output-options.tsx';

/** One image to the chosen format, pixels as shown (orientation applied), same size. */
export const convertWork: ImageWork<OutputOptions> = async ({ pixels, source }, ctx) => {
  const spec = encodeSpecOf(ctx.options, source);
  if (FORMAT_ALPHA[spec.format] !== 'full' && hasTransparency(pixels))
    ctx.note({ code: 'transparency_flattened' });
  const bytes = await ctx.encode(pixels, spec);
  const ext = FORMAT_EXTENSION[spec.format];
  return [
    {
      name: withSuffix(ctx.file.name, '', ext),
      bytes,
      type: FORMAT_MIME[spec.format],
      width: spec.format === 'ico' ? Math.min(256, Math.max(pixels.width, pixels.height)) : pixels.width,
      height: spec.format === 'ico' ? Math.min(256, Math.max(pixels.width, pixels.height)) : pixels.height,
    },
  ];
};
