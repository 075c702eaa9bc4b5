import { oldPhotoRepairOptions } from '@toolbox/contracts/photo-tools';
import { defineServerTask } from './define.ts';
import { oldPhotoCaps } from './limits.ts';

/** An old photo → scratches and dust filled, noise reduced, fading corrected (classical filters). */
export default defineServerTask({
  code: 'old_photo_repair',
  accepts: ['jpg', 'png', 'webp'],
  maxFiles: 1,
  options: oldPhotoRepairOptions,
  queue: 'ai',
  limits: oldPhotoCaps,
  // The engine (TensorFlow.js, codecs) loads with the first task of the kind, not with the server.
  run: async ({ inputs, options, workDir, caps, progress }) =>
    (await import('../modules/oldphoto/run.ts')).oldPhotoRepair(inputs[0]!, options, workDir, caps, progress),
});
