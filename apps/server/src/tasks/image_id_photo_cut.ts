import { idPhotoCutOptions } from '@toolbox/contracts';
import { defineServerTask } from './define.ts';
import { idPhotoCaps } from './limits.ts';

/** A portrait → an ID photo of a standard size (face found, levelled, placed; new background). */
export default defineServerTask({
  code: 'image_id_photo_cut',
  accepts: ['jpg', 'png', 'webp'],
  maxFiles: 1,
  options: idPhotoCutOptions,
  queue: 'ai',
  limits: idPhotoCaps,
  // The engine (TensorFlow.js, codecs) loads with the first task of the kind, not with the server.
  run: async ({ inputs, options, workDir, caps, progress }) =>
    (await import('../modules/idphoto/run.ts')).idPhotoCut(inputs[0]!, options, workDir, caps, progress),
});
