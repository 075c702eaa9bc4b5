import { defineTool } from '../../../framework/define-tool.ts';
import { locales } from './locales.ts';

export default defineTool({ code: 'image_compress', load: () => import('./ui.tsx'), locales });
