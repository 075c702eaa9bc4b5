import { withSuffix } from '../../../framework/format.ts';
import { FORMAT_EXTENSION, FORMAT_MIME, imageError } from '@toolbox/toolkit/image';
import type { ImageWork } from '../handler.ts';
import { encodeSpecOf } from '../output-options.tsx';
import { drawWatermark, type Mark } from './draw.ts';
import type { MarkOptions } from './options.ts';

let cached: { file: File; bitmap: ImageBitmap } | null = null;

async function markOf(options: MarkOptions['mark']): Promise<Mark> {
  if (options.kind === 'text') return { kind: 'text', text: options.text };
  if (!options.image) throw imageError('markMissing');
  if (cached?.file !== options.image) {
    cached?.bitmap.close();
    try {
      cached = { file: options.image, bitmap: await createImageBitmap(options.image) };
    } catch {
      throw imageError('markUnreadable');
    }
  }
  return { kind: 'image', bitmap: cached.bitmap };
}

/** The picture with the marks drawn on it (in the worker's OffscreenCanvas), encoded as chosen. */
export const markWork: ImageWork<MarkOptions> = async ({ pixels, source }, ctx) => {
  const { width, height } = pixels;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw imageError('processing_failed');
  context.putImageData(new ImageData(new Uint8ClampedArray(pixels.data), width, height), 0, 0);
  drawWatermark(context, width, height, await markOf(ctx.options.mark), ctx.options.mark);
  const marked = context.getImageData(0, 0, width, height);
  // Coloured marks keep their edges: JPEG colour at full resolution.
  const spec = { ...encodeSpecOf(ctx.options.output, source), fullChroma: true };
  const bytes = await ctx.encode(marked, spec);
  return [
    {
      name: withSuffix(ctx.file.name, '-watermarked', FORMAT_EXTENSION[spec.format]),
      bytes,
      type: FORMAT_MIME[spec.format],
      width,
      height,
    },
  ];
};
