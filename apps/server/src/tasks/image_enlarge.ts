import { imageEnlargeOptions } from '@toolbox/contracts';
import { imageEnlarge } from '../modules/enlarge/run.ts';
import { defineServerTask } from './define.ts';
import { enlargeCaps } from './limits.ts';

/** An image → the same image ×2 or ×4 through a super-resolution model (RDN, tiled, on worker threads). */
export default defineServerTask({
  code: 'image_enlarge',
  accepts: ['jpg', 'png', 'webp'],
  maxFiles: 1,
  options: imageEnlargeOptions,
  queue: 'ai',
  limits: enlargeCaps,
  run: ({ inputs, options, workDir, converters, caps, progress }) =>
    imageEnlarge(inputs[0]!, options, workDir, caps, progress, converters.limits),
});
