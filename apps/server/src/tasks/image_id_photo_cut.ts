import { idPhotoCutOptions } from '@toolbox/contracts';
import { idPhotoCut } from '../modules/idphoto/run.ts';
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
  run: ({ inputs, options, workDir, caps, progress }) =>
    idPhotoCut(inputs[0]!, options, workDir, caps, progress),
});
