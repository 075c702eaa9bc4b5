import { imageColoringOptions } from '@toolbox/contracts/photo-tools';
import { imageColoring } from '../modules/oldphoto/run.ts';
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
  run: ({ inputs, options, workDir, caps, progress }) =>
    imageColoring(inputs[0]!, options, workDir, caps, progress),
});
