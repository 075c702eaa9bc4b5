import { wordToImageOptions } from '@toolbox/contracts';
import { wordToImage } from '../modules/convert/word.ts';
import { defineServerTask } from './define.ts';
import { wordImageCaps } from './limits.ts';

/** Word → one image per page (several are zipped): LibreOffice, then poppler's pdftoppm. */
export default defineServerTask({
  code: 'word_to_image',
  accepts: ['docx', 'doc', 'odt', 'rtf'],
  maxFiles: 1,
  options: wordToImageOptions,
  queue: 'office',
  limits: wordImageCaps,
  run: ({ inputs, options, workDir, converters, caps, progress }) =>
    wordToImage(converters, inputs[0]!.path, workDir, inputs[0]!.name, options, progress, caps),
});
