import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'pdf_to_word', load: () => import('./ui.tsx'), locales });
