import type { Rect } from '@toolbox/toolkit/image';
import type { OutputOptions } from '../../../features/image-batch/output-options.tsx';

/** The crop of one image: the box in the image's pixels (as shown), its ratio and the output format. */
export interface CutOptions {
  rect: Rect;
  /** One of CROP_RATIOS' ids; an ID size also scales the result to its exact pixels. */
  ratioId: string;
  output: OutputOptions;
}
