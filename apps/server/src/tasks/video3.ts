import { video3Options } from '@toolbox/contracts';
import { removeLogo } from '../modules/delogo/delogo.ts';
import { defineServerTask } from './define.ts';
import { videoDelogoCaps } from './limits.ts';

/** A video and boxes over its logo → the video with the boxes erased (ffmpeg delogo); paid per result. */
export default defineServerTask({
  code: 'video3',
  accepts: ['mp4', 'mov', 'webm', 'mkv'],
  maxFiles: 1,
  options: video3Options,
  queue: 'media',
  limits: videoDelogoCaps,
  run: ({ inputs, options, workDir, converters, caps, progress }) =>
    removeLogo(inputs[0]!, options.boxes, workDir, converters.limits, caps, progress),
});
