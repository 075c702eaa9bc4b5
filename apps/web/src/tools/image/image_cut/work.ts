import { clampRect, CROP_RATIOS, cropPixels } from '@toolbox/toolkit/image';
import type { ImageWork } from '../../../features/image-batch/handler.ts';
import { outputFile } from '../kit/image-geometry/output.ts';
import type { CutOptions } from './protocol.ts';

/** Crops the decoded image (EXIF orientation applied) to the box; an ID size is then scaled to its pixels. */
export const cutWork: ImageWork<CutOptions> = async (
  { pixels, source },
  { file, options, codecs, encode },
) => {
  let out = cropPixels(pixels, clampRect(options.rect, pixels.width, pixels.height));
  const exact = CROP_RATIOS.find((r) => r.id === options.ratioId)?.px;
  if (exact && (out.width !== exact.width || out.height !== exact.height))
    out = await codecs.resample(out, exact.width, exact.height);
  return [
    await outputFile(out, { name: file.name, suffix: '-cropped', output: options.output, source }, encode),
  ];
};
