import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'pdf_text_extract', load: () => import('./ui.tsx'), locales });
