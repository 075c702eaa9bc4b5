import { toLineDrawing, type LineStyle } from '@toolbox/toolkit/image';
import type { ImageWork } from '../../../features/image-batch/handler.ts';
import type { OutputOptions } from '../../../features/image-batch/output-options.tsx';
import { outputFile } from '../kit/image-geometry/output.ts';

export interface ToLineOptions {
  style: LineStyle;
  /** 0–100. */
  strength: number;
  output: OutputOptions;
  /** For the live preview: draw on a copy whose longest side is at most this (the look does not change). */
  previewSide?: number;
}

/** A line drawing of one image, the same size (or the preview's), named `photo-sketch.jpg` / `photo-lineart.jpg`. */
export const toLineWork: ImageWork<ToLineOptions> = async (
  { pixels, source },
  { file, options, codecs, encode },
) => {
  let image = pixels;
  const side = options.previewSide;
  if (side && Math.max(image.width, image.height) > side) {
    const scale = side / Math.max(image.width, image.height);
    image = await codecs.resample(
      image,
      Math.max(1, Math.round(image.width * scale)),
      Math.max(1, Math.round(image.height * scale)),
    );
  }
  const drawing = toLineDrawing(image, { style: options.style, strength: options.strength / 100 });
  const suffix = options.style === 'pencil' ? '-sketch' : '-lineart';
  return [await outputFile(drawing, { name: file.name, suffix, output: options.output, source }, encode)];
};
