import { imageClearerOptions } from '@toolbox/contracts';
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
  // The engine (TensorFlow.js, codecs) loads with the first task of the kind, not with the server.
  run: async ({ inputs, options, workDir, caps, progress }) =>
    (await import('../modules/enlarge/run.ts')).imageClearer(inputs[0]!, options, workDir, caps, progress),
});
