import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'pdf_batch_extract_image', load: () => import('./ui.tsx'), locales });
