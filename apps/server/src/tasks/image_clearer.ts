import { imageClearerOptions } from '@toolbox/contracts';
import { imageClearer } from '../modules/enlarge/run.ts';
import { defineServerTask } from './define.ts';
import { clearerCaps } from './limits.ts';

/** A soft or noisy photo → denoised and sharpened without halos (classical filters, no model). */
export default defineServerTask({
  code: 'image_clearer',
  accepts: ['jpg', 'png', 'webp'],
  maxFiles: 1,
  options: imageClearerOptions,
  queue: 'ai',
  limits: clearerCaps,
  run: ({ inputs, options, workDir, caps, progress }) =>
    imageClearer(inputs[0]!, options, workDir, caps, progress),
});
