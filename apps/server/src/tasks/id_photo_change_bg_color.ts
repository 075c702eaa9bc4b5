import { idPhotoBackgroundOptions } from '@toolbox/contracts';
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
  // The engine (TensorFlow.js, codecs) loads with the first task of the kind, not with the server.
  run: async ({ inputs, options, workDir, caps, progress }) =>
    (await import('../modules/idphoto/run.ts')).idPhotoChangeBackground(
      inputs[0]!,
      options,
      workDir,
      caps,
      progress,
    ),
});
