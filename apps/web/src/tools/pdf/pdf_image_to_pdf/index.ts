import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'pdf_image_to_pdf', load: () => import('./ui.tsx'), locales });
