import { z } from 'zod';
import { wordToPdf } from '../modules/convert/word.ts';
import { defineServerTask } from './define.ts';
import { wordPdfCaps } from './limits.ts';

/** Word (docx, doc, odt, rtf) → PDF with LibreOffice. */
export default defineServerTask({
  code: 'word_to_pdf',
  accepts: ['docx', 'doc', 'odt', 'rtf'],
  maxFiles: 1,
  options: z.object({}),
  queue: 'office',
  limits: wordPdfCaps,
  run: ({ inputs, workDir, converters, caps, progress }) =>
    wordToPdf(converters, inputs[0]!.path, workDir, inputs[0]!.name, progress, caps),
});
