import { normaliseDegrees, rotatePixels } from '@toolbox/toolkit/image';
import type { ImageWork } from '../../../features/image-batch/handler.ts';
import type { OutputOptions } from '../../../features/image-batch/output-options.tsx';
import { fillColour } from '../kit/image-geometry/fill.ts';
import { outputFile } from '../kit/image-geometry/output.ts';

/** One turn for every file: mirror first, then turn clockwise; corners of other angles get `fill`. */
export interface RotateOptions {
  degrees: number;
  flipH: boolean;
  flipV: boolean;
  /** '#rrggbb', or 'transparent'. */
  fill: string;
  output: OutputOptions;
}

/** Turns and mirrors one decoded image (EXIF orientation already applied, so "up" is as shown). */
export const rotateWork: ImageWork<RotateOptions> = async ({ pixels, source }, { file, options, encode }) => {
  const out = rotatePixels(pixels, {
    degrees: normaliseDegrees(options.degrees),
    flipH: options.flipH,
    flipV: options.flipV,
    background: fillColour(options.fill),
  });
  return [
    await outputFile(out, { name: file.name, suffix: '-rotated', output: options.output, source }, encode),
  ];
};
