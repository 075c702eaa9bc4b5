import { idPhotoBackgroundOptions } from '@toolbox/contracts';
import { idPhotoChangeBackground } from '../modules/idphoto/run.ts';
import { defineServerTask } from './define.ts';
import { idPhotoCaps } from './limits.ts';

/** An ID photo → the same photo on a white, blue, red, gradient or any-colour background. */
export default defineServerTask({
  code: 'id_photo_change_bg_color',
  accepts: ['jpg', 'png', 'webp'],
  maxFiles: 1,
  options: idPhotoBackgroundOptions,
  queue: 'ai',
  limits: idPhotoCaps,
  run: ({ inputs, options, workDir, caps, progress }) =>
    idPhotoChangeBackground(inputs[0]!, options, workDir, caps, progress),
});
