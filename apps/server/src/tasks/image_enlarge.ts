import { imageEnlargeOptions } from '@toolbox/contracts';
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
  // The engine (TensorFlow.js, codecs) loads with the first task of the kind, not with the server.
  run: async ({ inputs, options, workDir, converters, caps, progress }) =>
    (await import('../modules/enlarge/run.ts')).imageEnlarge(
      inputs[0]!,
      options,
      workDir,
      caps,
      progress,
      converters.limits,
    ),
});
