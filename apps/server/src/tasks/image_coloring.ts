import { imageColoringOptions } from '@toolbox/contracts/photo-tools';
import { defineServerTask } from './define.ts';
import { oldPhotoCaps } from './limits.ts';

/** A black-and-white photo → coloured from painted hints (colourisation by optimisation). */
export default defineServerTask({
  code: 'image_coloring',
  accepts: ['jpg', 'png', 'webp'],
  maxFiles: 1,
  options: imageColoringOptions,
  queue: 'ai',
  limits: oldPhotoCaps,
  // The engine (TensorFlow.js, codecs) loads with the first task of the kind, not with the server.
  run: async ({ inputs, options, workDir, caps, progress }) =>
    (await import('../modules/oldphoto/run.ts')).imageColoring(inputs[0]!, options, workDir, caps, progress),
});
