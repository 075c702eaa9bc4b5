export { watermarkStrings as locales } from '../../../features/image-batch/watermark/locales.ts';
