import { oldPhotoRepairOptions } from '@toolbox/contracts/photo-tools';
import { oldPhotoRepair } from '../modules/oldphoto/run.ts';
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
  run: ({ inputs, options, workDir, caps, progress }) =>
    oldPhotoRepair(inputs[0]!, options, workDir, caps, progress),
});
